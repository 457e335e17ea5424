import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCustomerService } from '../../api/customer-service';
import { useSite } from '../../api/site';
import { hasLiveChat, useLiveChat } from '../../domain/messages/live-chat';
import { useBadges } from '../../domain/messages/unread';
import { useGatedPath } from '../../domain/session/member-gate';
import { useSession } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { Badge } from '../../ui/badge';
import { BrandIcon } from '../../ui/brand-icons';
import { Icon } from '../../ui/icons';
import './message-centre.css';

type Row = { key: string; icon: ReactNode; label: string; badge?: number; to?: string; href?: string; onClick?: () => void };

/**
 * The message centre (/m/message): Telegram (when the site has a Telegram contact), announcements
 * and messages with their unread badges, live chat with its badge (only with CBS3) and the
 * affiliate service. A visitor tapping a personal row logs in first.
 */
export function MessageCentrePage() {
  const { t } = useTranslation();
  const session = useSession();
  const go = useGatedPath();
  const chat = useLiveChat();
  const badges = useBadges();
  const { data: site } = useSite();
  const { data: service } = useCustomerService();
  const telegram = service?.contacts.find((c) => c.type === 'telegram' && c.url)?.url ?? site?.social.find((s) => s.type === 'telegram' && s.url)?.url;

  const rows: Row[] = [
    ...(telegram ? [{ key: 'telegram', icon: <BrandIcon name="telegram" />, label: t('messages.telegram'), href: telegram }] : []),
    { key: 'notices', icon: <Icon name="speaker" size={22} />, label: t('messages.announcements'), badge: badges.announcements, to: '/notice' },
    { key: 'inbox', icon: <Icon name="inbox" size={22} />, label: t('messages.inbox'), badge: badges.inbox, onClick: () => go('inbox', '/webEmail') },
    ...(hasLiveChat(site) ? [{ key: 'chat', icon: <Icon name="chat" size={22} />, label: t('messages.liveChat'), badge: badges.chat, onClick: chat }] : []),
    { key: 'affiliate', icon: <Icon name="invite" size={22} />, label: t('messages.affiliate'), to: '/inviteFriends' },
  ];

  return (
    <div className="message-centre">
      {!session.loading && !session.authenticated && (
        <div className="message-centre-hint">
          <p>{t('messages.loginHint')}</p>
          <Link className="btn btn-primary btn-sm" to="/login" state={{ from: '/message' }}>
            {t('header.login')}
          </Link>
        </div>
      )}
      <ul className="message-centre-list">
        {rows.map((r) => {
          const body = (
            <>
              <span className="message-centre-icon" aria-hidden="true">
                {r.icon}
              </span>
              <span className="message-centre-label">{r.label}</span>
              {r.badge ? <Badge count={r.badge} label={r.label} /> : null}
              <Icon name="chevronRight" size={18} className="message-centre-chevron" />
            </>
          );
          return (
            <li key={r.key}>
              {r.href ? (
                <a className="message-centre-row" href={r.href} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : r.to ? (
                <Link className="message-centre-row" to={r.to}>
                  {body}
                </Link>
              ) : (
                <button type="button" className="message-centre-row" onClick={r.onClick}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

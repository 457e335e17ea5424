import { Link, useNavigate } from 'react-router';
import { useMe } from '../../api/me';
import type { Site } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { AccountIcon, type AccountIconName } from '../../ui/account-icons';
import { Badge } from '../../ui/badge';
import { hasLiveChat, useLiveChat } from '../../domain/messages/live-chat';
import { useBadges } from '../../domain/messages/unread';
import { DepositWithdrawButtons } from '../../domain/money/money-buttons';
import { useMemberGate } from '../../domain/session/member-gate';
import { useSession } from '../../domain/session/session';
import { Drawer } from '../../ui/drawer';
import { MemberIdLine } from '../../domain/session/member-id-line';
import { SignOutRow } from './sign-out-row';
import '../../ui/menu-list.css';
import './member-panel.css';

type Row = { key: string; icon: AccountIconName; label: string; to?: string; onClick?: () => void; badge?: number };

/**
 * The right panel. Visitors: member centre, login, register. Members: avatar, VIP label, name, ID
 * with a copy button, deposit and withdraw (a free trial account's deposit offers a real account),
 * agent centre (agents), my account, bet record (TRANSBETREPMEM3), inbox, customer service, log out.
 */
export function MemberPanel({ site, onClose }: { site: Site; onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const gate = useMemberGate();
  const chat = useLiveChat();
  const badges = useBadges();
  const { data: me } = useMe(session.authenticated);
  const member = session.authenticated;

  const rows: Row[] = member
    ? [
        { key: 'centre', icon: 'user', label: t('menu.memberCentre'), to: '/member/home' },
        ...(session.isAgent ? [{ key: 'agent', icon: 'shield', label: t('member.agencyCentre'), to: '/agent' } as Row] : []),
        { key: 'account', icon: 'wallet', label: t('member.myAccount'), to: '/myAccount/index' },
        ...(site.switches.TRANSBETREPMEM3 === true ? [{ key: 'bets', icon: 'games', label: t('member.betRecord'), to: '/gameRecord' } as Row] : []),
        { key: 'news', icon: 'inbox', label: t('member.news'), onClick: () => gate('inbox', () => void navigate('/webEmail')), badge: badges.inbox },
        // customer service is live chat (CBS3); without it, the message centre's other channels
        hasLiveChat(site)
          ? { key: 'service', icon: 'chat', label: t('member.customerService'), onClick: chat, badge: badges.chat }
          : { key: 'service', icon: 'chat', label: t('member.customerService'), to: '/message' },
      ]
    : [
        { key: 'centre', icon: 'user', label: t('menu.memberCentre'), to: '/member/home' },
        { key: 'login', icon: 'chevronRight', label: t('header.login'), to: '/login' },
        { key: 'register', icon: 'star', label: t('header.register'), to: '/register' },
      ];

  return (
    <Drawer id="member-panel" side="right" label={t('header.memberMenu')} onClose={onClose}>
      <div className="member-panel-head">
        <span className="avatar" aria-hidden="true">
          <AccountIcon name="user" size={32} />
        </span>
        {member && (
          <div className="member-id-block">
            <p className="member-name">
              {me?.displayName ?? session.userName}
              {me?.clubLabel && <span className="club-chip">{me.clubLabel}</span>}
            </p>
            {me && <MemberIdLine id={me.id} />}
          </div>
        )}
      </div>
      {member && (
        <div className="member-money">
          <DepositWithdrawButtons />
        </div>
      )}
      <ul className="menu-list">
        {rows.map((r) => (
          <li key={r.key}>
            {r.to ? (
              <Link className="menu-item" to={r.to}>
                <AccountIcon name={r.icon} size={20} />
                {r.label}
                <Badge count={r.badge ?? 0} label={r.label} />
              </Link>
            ) : (
              <button type="button" className="menu-item" onClick={r.onClick}>
                <AccountIcon name={r.icon} size={20} />
                {r.label}
                <Badge count={r.badge ?? 0} label={r.label} />
              </button>
            )}
          </li>
        ))}
        {member && <SignOutRow onConfirm={onClose} />}
      </ul>
    </Drawer>
  );
}

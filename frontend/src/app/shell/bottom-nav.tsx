import { NavLink } from 'react-router';
import { useSite } from '../../api/site';
import { useSession } from '../../domain/session/session';
import { Icon, type IconName } from '../../ui/icons';
import { useTranslation } from '../../i18n/i18n';
import './bottom-nav.css';

const items: { to: string; label: string; icon: IconName; hint?: string }[] = [
  { to: '/home', label: 'nav.home', icon: 'home' },
  { to: '/activity', label: 'nav.promotion', icon: 'gift' },
  { to: '/inviteFriends', label: 'nav.invite', icon: 'invite', hint: 'nav.inviteHint' },
  { to: '/rewardCenter', label: 'nav.reward', icon: 'trophy' },
  { to: '/member/home', label: 'nav.member', icon: 'user' },
];

/**
 * Five labelled icons: home, promotion, invite, reward centre, member centre. Invite carries its
 * bonus hint only where inviting is offered (game-centre spec section 6): to a visitor, and to a
 * player while the REFERRAL promotion is on (without it the invite page says 'coming soon').
 */
export function BottomNav() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const session = useSession();
  const bonus = session.kind === 'visitor' || site?.switches.REFERRAL === true;
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className="bottom-nav-item">
          <span className="bottom-nav-icon">
            <Icon name={item.icon} />
            {item.hint && bonus && <span className="bottom-nav-hint">{t(item.hint)}</span>}
          </span>
          <span className="bottom-nav-label">{t(item.label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

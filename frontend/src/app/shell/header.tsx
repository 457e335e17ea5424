import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useMe } from '../../api/me';
import type { Site } from '../../api/types';
import { Icon } from '../../ui/icons';
import { useSession } from '../../domain/session/session';
import { useDownload } from './download';
import { LogoMark } from './logo';
import { loadAllStrings, useTranslation } from '../../i18n/i18n';
import './header.css';

// A member's slots (balance, deposit, the member renew) come in their own chunk: the
// first view of a visitor does not carry them.
const MemberSlots = lazy(() => Promise.all([import('./header-member'), loadAllStrings()]).then(([m]) => ({ default: m.MemberSlots })));

/** The home page's header: menu, logo, download (home only), login and register or the member's slots. */
export function Header({ site, menuOpen, memberOpen, onMenu, onMember }: {
  site: Site;
  menuOpen: boolean;
  memberOpen: boolean;
  onMenu: () => void;
  onMember: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const download = useDownload();
  const { data: me } = useMe(session.authenticated);
  return (
    <header className="header">
      <button type="button" className="icon-btn" aria-label={t('header.openMenu')} aria-expanded={menuOpen} aria-controls={menuOpen ? 'side-menu' : undefined} onClick={onMenu}>
        <Icon name="menu" />
      </button>
      <Link to="/home" className="logo" aria-label={t('header.home', { name: site.name })}>
        <LogoMark />
        <span className="logo-name">{site.brand.shortName}</span>
      </Link>
      <div className="header-actions">
        {download.eligible && (
          <button type="button" className="icon-btn" aria-label={t('header.download')} onClick={download.open}>
            <Icon name="download" />
          </button>
        )}
        {session.loading ? (
          <span className="balance-slot" />
        ) : session.kind === 'visitor' ? (
          <>
            <Link to="/login" className="btn btn-header">
              {t('header.login')}
            </Link>
            <Link to="/register" className="btn btn-accent btn-header">
              {t('header.register')}
            </Link>
          </>
        ) : null}
        {session.authenticated && (
          <Suspense fallback={<span className="balance-slot" />}>
            <MemberSlots site={site} />
          </Suspense>
        )}
        <button type="button" className="icon-btn profile-btn" aria-label={t('header.memberMenu')} aria-expanded={memberOpen} aria-controls={memberOpen ? 'member-panel' : undefined} onClick={onMember}>
          <Icon name="user" />
          {me?.clubLabel && <span className="club-label">{me.clubLabel}</span>}
        </button>
      </div>
    </header>
  );
}

import { Link } from 'react-router';
import type { Site } from '../../api/types';
import { Icon } from '../../ui/icons';
import { useSession } from '../session';
import { useDownload } from './download';
import { LogoMark } from './logo';
import { useTranslation } from '../../i18n/i18n';

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
  return (
    <header className="header">
      <button type="button" className="icon-btn" aria-label={t('header.openMenu')} aria-expanded={menuOpen} aria-controls={menuOpen ? 'side-menu' : undefined} onClick={onMenu}>
        <Icon name="menu" />
      </button>
      <Link to="/home" className="logo" aria-label={t('header.home', { name: site.name })}>
        <LogoMark />
        <span className="logo-name">{site.name}</span>
      </Link>
      <div className="header-actions">
        {download.eligible && (
          <button type="button" className="icon-btn" aria-label={t('header.download')} onClick={download.open}>
            <Icon name="download" />
          </button>
        )}
        {session.kind === 'visitor' ? (
          <>
            <Link to="/login" className="btn btn-header">
              {t('header.login')}
            </Link>
            <Link to="/register" className="btn btn-accent btn-header">
              {t('header.register')}
            </Link>
          </>
        ) : (
          <span className="balance-slot" aria-label={t('header.balance')} />
        )}
        <button type="button" className="icon-btn" aria-label={t('header.memberMenu')} aria-expanded={memberOpen} aria-controls={memberOpen ? 'member-panel' : undefined} onClick={onMember}>
          <Icon name="user" />
        </button>
      </div>
    </header>
  );
}

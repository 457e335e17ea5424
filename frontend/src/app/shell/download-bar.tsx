import type { Site } from '../../api/types';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { Icon } from '../../ui/icons';
import { LogoMark } from './logo';
import { useDownload } from './download';
import './download-bar.css';

/** New-app-user bonus the product advertises, in the site's currency. */
const appBonus = 1888;

/**
 * The strip above the home header advertising the app's bonus; closing it is remembered. The bonus
 * is the APP_DOWNLOAD promotion's (game-centre spec section 6): without it there is no bar, and the
 * header's download button still offers the app.
 */
export function DownloadBar({ site }: { site: Site }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const download = useDownload();
  if (!download.eligible || download.barHidden || site.switches.APP_DOWNLOAD !== true) return null;
  return (
    <aside className="download-bar" aria-label={t('download.title')}>
      <button type="button" className="icon-btn icon-btn-sm" aria-label={t('download.close')} onClick={download.hideBar}>
        <Icon name="close" size={18} />
      </button>
      <LogoMark size={28} />
      <p className="download-bar-text">{t('download.bar', { amount: formatMoney(appBonus, site.currency, lng) })}</p>
      <button type="button" className="btn btn-accent btn-sm" onClick={download.open}>
        {t('download.open')}
      </button>
    </aside>
  );
}

import { useSite } from '../../api/site';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format';
import { AccountIcon } from '../../ui/account-icons';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icons';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import './app-page.css';

/** The accounts spec's app promotion: a bonus of up to 1888 for new app users (APP_DOWNLOAD on). */
const appBonus = '1888';
const knownTypes = new Set(['android', 'ios', 'mobileconfig']);

/** /m/app: the app page with every download link the site has, and the app bonus when APP_DOWNLOAD is on. */
export function AppPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  if (!site) return <Skeleton height={240} />;
  const links = site.downloads.filter((d) => knownTypes.has(d.type) && /^(https?:\/\/|\/)/.test(d.url));
  return (
    <div className="money-page">
      <section className="money-hero app-hero" aria-labelledby="app-title">
        <Icon name="download" size={40} />
        <h2 className="app-title" id="app-title">
          {t('download.title')}
        </h2>
        <p>{t('appPage.intro')}</p>
        {site.switches.APP_DOWNLOAD === true && <p className="app-bonus">{t('download.bar', { amount: formatMoney(appBonus, site.currency, lng) })}</p>}
      </section>
      {links.length === 0 ? (
        <EmptyState icon="download" text={t('appPage.none')} />
      ) : (
        <nav className="card" aria-label={t('appPage.links')}>
          <ul className="app-links">
            {links.map((d) => (
              <li key={d.type}>
                <a className="app-link" href={d.url} download={d.type === 'android' ? '' : undefined}>
                  <AccountIcon name="mobile" size={22} />
                  <span className="app-link-text">
                    <span className="app-link-name">{t(`downloadLinks.${d.type}`)}</span>
                    <span className="app-link-note">{t(`appPage.type.${d.type}`)}</span>
                  </span>
                  <Icon name="download" size={20} />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

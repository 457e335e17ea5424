import { Link, useLocation } from 'react-router';
import type { Site, SocialType } from '../../api/types';
import { Icon } from '../../ui/icons';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { appPath } from '../routes';
import { useDrawnMark } from './page-marks';
import { hasSocialLinks, SocialLinks } from './social-links';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import './footer.css';

/** The responsible-gaming page, one tap from every page. */
const responsibleGamingPath = '/responsibleGaming';

/** Pages that end without a footer: login, registration and the message centre. */
export const footerlessPaths = ['/login', '/register', '/message'];

/** Follow-us, in this order: an icon for each type the site has a link for. */
const followUs: SocialType[] = ['twitter', 'youtube', 'facebook', 'telegram', 'instagram', 'whatsapp', 'x'];

type FooterItem = Site['footer']['payments'][number];

/** One of the footer's lists of the site (GET /api/v1/site's footer): names as written, never translated. */
function FooterList({ title, items, outline }: { title: string; items: FooterItem[]; outline?: boolean }) {
  if (items.length === 0) return null;
  return (
    <section className="footer-block">
      <h2 className="footer-heading">{title}</h2>
      <ul className="chip-list">
        {items.map((item) => {
          const content = (
            <>
              {outline && <Icon name="check" size={14} />}
              {item.name}
            </>
          );
          return (
            <li key={item.name} className={outline ? 'chip chip-outline' : 'chip'} lang="en" translate="no">
              {item.url ? (
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The line every page but home ends with: the site's minimum age, its licence with the
 * regulator's verification link, and the responsible-gaming page.
 */
function CompactFooter({ site }: { site: Site }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const age = formatNumber(site.minAge, lng);
  return (
    <footer className="footer-compact">
      <span className="age-mark" aria-hidden="true">
        {age}+
      </span>
      <p>
        {t('footer.ageLine', { age })}{' '}
        {site.licence && (
          <>
            {t('footer.licenceLine', { issuer: site.licence.issuer, number: site.licence.number })}{' '}
            <a href={site.licence.verifyUrl} target="_blank" rel="noopener noreferrer">
              {t('footer.verifyLicence')}
            </a>
            {' · '}
          </>
        )}
        <Link to={responsibleGamingPath}>{t('footer.responsible')}</Link>
      </p>
    </footer>
  );
}

/**
 * Home's footer: the licence (when the site names one) with its verification link, the minimum
 * age and the responsible-gaming page, the site's payment methods, certifications and security
 * marks, follow-us (an icon for each link the site has), copyright 2019-2025. Other pages end
 * with the compact line; login, registration and the message centre end with none.
 */
export function Footer({ site, compact = false }: { site: Site; compact?: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { pathname } = useLocation();
  // drawn, footer or none: the page's end is decided
  useDrawnMark('footer');
  if (footerlessPaths.includes(appPath(pathname))) return null;
  if (compact) return <CompactFooter site={site} />;
  const age = formatNumber(site.minAge, lng);
  return (
    <footer className="footer">
      {site.licence && (
        <section className="footer-block">
          <h2 className="footer-heading">
            <Icon name="shield" size={18} />
            {t('footer.licence')}
          </h2>
          <p>{t('footer.licenceText', { name: site.name, issuer: site.licence.issuer, number: site.licence.number })}</p>
          <a className="footer-link" href={site.licence.verifyUrl} target="_blank" rel="noopener noreferrer">
            {t('footer.verifyLicence')}
          </a>
        </section>
      )}
      <section className="footer-block">
        <h2 className="footer-heading">
          <span className="age-mark" aria-hidden="true">
            {age}+
          </span>
          {t('footer.responsible')}
        </h2>
        <p>{t('footer.responsibleText', { age })}</p>
        <Link className="footer-link" to={responsibleGamingPath}>
          {t('footer.responsibleLink')}
        </Link>
      </section>
      <FooterList title={t('footer.payments')} items={site.footer.payments} />
      <FooterList title={t('footer.certifications')} items={site.footer.certifications} outline />
      <FooterList title={t('footer.security')} items={site.footer.security} outline />
      {hasSocialLinks(site, followUs) && (
        <section className="footer-block">
          <h2 className="footer-heading">{t('footer.followUs')}</h2>
          <SocialLinks site={site} types={followUs} />
        </section>
      )}
      <LanguageSwitcher languages={site.languages} />
      <p className="copyright">{t('footer.copyright', { name: site.name })}</p>
    </footer>
  );
}

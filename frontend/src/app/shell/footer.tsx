import type { Site } from '../../api/types';
import { Icon } from '../../ui/icons';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { SocialLinks } from './social-links';
import { useTranslation } from '../../i18n/i18n';
import './footer.css';

// Brand names, not translated.
const payments = ['bKash', 'Nagad', 'Rocket', 'Upay', 'USDT'];
const certifications = ['GLI', 'iTech Labs', 'BMM Testlabs', 'GamCare'];

/** Licence, responsible gaming, payment methods, certifications, follow-us, copyright 2019-2025. */
export function Footer({ site }: { site: Site }) {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <section className="footer-block">
        <h2 className="footer-heading">
          <Icon name="shield" size={18} />
          {t('footer.licence')}
        </h2>
        <p>{t('footer.licenceText', { name: site.name })}</p>
      </section>
      <section className="footer-block">
        <h2 className="footer-heading">
          <span className="age-mark" aria-hidden="true">
            18+
          </span>
          {t('footer.responsible')}
        </h2>
        <p>{t('footer.responsibleText')}</p>
      </section>
      <section className="footer-block">
        <h2 className="footer-heading">{t('footer.payments')}</h2>
        <ul className="chip-list">
          {payments.map((p) => (
            <li key={p} className="chip" lang="en">
              {p}
            </li>
          ))}
        </ul>
      </section>
      <section className="footer-block">
        <h2 className="footer-heading">{t('footer.certifications')}</h2>
        <ul className="chip-list">
          {certifications.map((c) => (
            <li key={c} className="chip chip-outline" lang="en">
              <Icon name="check" size={14} />
              {c}
            </li>
          ))}
        </ul>
      </section>
      {site.social.length > 0 && (
        <section className="footer-block">
          <h2 className="footer-heading">{t('footer.followUs')}</h2>
          <SocialLinks site={site} types={['twitter', 'youtube', 'facebook', 'telegram', 'instagram', 'whatsapp', 'x']} />
        </section>
      )}
      <LanguageSwitcher languages={site.languages} />
      <p className="copyright">{t('footer.copyright', { name: site.name })}</p>
    </footer>
  );
}

import { isLanguage, type Language, setLanguage, useLanguage, useTranslation } from '../i18n/i18n';
import { Flag } from './brand-icons';
import './language-switcher.css';

const flags: Record<Language, string> = { bn: 'bd', en: 'gb' };

/** A language the site offers: its code and the country of its flag (the site's `languages`). */
export type OfferedLanguage = { code: string; flag: string };

/** Flags of the languages the site supports and the app has a pack for; hidden with only one. */
export function LanguageSwitcher({ languages }: { languages: OfferedLanguage[] }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const offered = languages.map((l) => l.code).filter(isLanguage);
  const codes: Language[] = offered.length ? offered : ['bn', 'en'];
  if (codes.length < 2) return null;
  return (
    <div className="language-switcher" role="group" aria-label={t('language.label')}>
      {codes.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className={`lang-btn${code === current ? ' on' : ''}`}
          aria-pressed={code === current}
          onClick={() => void setLanguage(code)}
        >
          <Flag code={languages.find((l) => l.code === code)?.flag ?? flags[code]} />
          <span>{t(`language.${code}`)}</span>
        </button>
      ))}
    </div>
  );
}

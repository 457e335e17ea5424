import type { ReactNode } from 'react';
import type { Site } from '../../api/types';
import { LanguageSwitcher } from '../../ui/language-switcher';
import { useTranslation } from '../../i18n/i18n';
import './status.css';

/** A whole-screen notice with the site's name, a message, an action and the language choice. */
export function StatusLayout({ site, icon, title, text, onRetry }: { site: Site; icon: ReactNode; title: string; text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="status-page">
      <p className="status-site">{site.name}</p>
      <span className="status-icon">{icon}</span>
      <h1>{title}</h1>
      <p>{text}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('status.check')}
      </button>
      <LanguageSwitcher languages={site.languages} />
    </main>
  );
}

import type { ResponsibleGaming } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import './protection.css';

/** Only http(s) pages are linked: the addresses come from the site's configuration. */
export const safeUrl = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

/** A number as a tel: address (digits and a leading +). */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The site's helplines (name, a number to call, a website) and its further links, from GET
 * /site's `responsibleGaming`. `headingId` labels the list for the section around it.
 */
export function Helplines({ rg, headingId }: { rg: Pick<ResponsibleGaming, 'helplines' | 'links'>; headingId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="helplines">
      <ul className="helpline-list" aria-labelledby={headingId}>
        {rg.helplines.map((h) => {
          const site = safeUrl(h.url);
          return (
            <li key={h.name} className="helpline">
              <span className="helpline-name">{h.name}</span>
              <span className="helpline-actions">
                {h.phone && (
                  <a className="btn btn-primary btn-sm" href={telOf(h.phone)} aria-label={t('protection.help.call', { name: h.name, phone: h.phone })}>
                    {h.phone}
                  </a>
                )}
                {site && (
                  <a className="btn btn-ghost btn-sm" href={site} target="_blank" rel="noopener noreferrer" aria-label={t('protection.help.website', { name: h.name })}>
                    {t('protection.help.site')}
                  </a>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {rg.links.some((l) => safeUrl(l.url)) && (
        <>
          <h3 className="protection-subtitle">{t('protection.help.links')}</h3>
          <ul className="protection-links">
            {rg.links.map((l) => {
              const url = safeUrl(l.url);
              return url ? (
                <li key={l.url}>
                  <a className="text-link" href={url} target="_blank" rel="noopener noreferrer">
                    {l.title}
                  </a>
                </li>
              ) : null;
            })}
          </ul>
        </>
      )}
    </div>
  );
}

import { Link } from 'react-router';
import { useSite } from '../../api/site';
import { Helplines } from '../../domain/protection/helplines';
import { responsibleGamingPath } from '../../domain/protection/session-endings';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { PageSkeleton } from '../../ui/page-skeleton';
import '../../ui/card.css';
import '../../domain/money/money.css';
import '../../domain/protection/protection.css';
import './excluded.css';

/**
 * /m/helplines (anyone): where the age gate's "leave" sends a visitor. The site's helplines and
 * links and who the site is for; nothing of the casino's games.
 */
export function HelplinesPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  if (!site) return <PageSkeleton />;
  return (
    <div className="money-page excluded-page">
      <section className="card" aria-labelledby="helplines-title">
        <h2 className="money-card-title" id="helplines-title">
          {t('protection.help.title')}
        </h2>
        <p className="protection-text excluded-adults">{t('protection.rg.adults', { age: formatNumber(site.minAge, lng) })}</p>
        <p className="protection-text">{t('protection.help.pageIntro')}</p>
        <Helplines rg={site.responsibleGaming} headingId="helplines-title" />
      </section>
      <Link className="btn btn-ghost btn-block" to={responsibleGamingPath}>
        {t('protection.excluded.toRg')}
      </Link>
    </div>
  );
}

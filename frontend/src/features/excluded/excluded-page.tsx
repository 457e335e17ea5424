import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSite } from '../../api/site';
import type { ExclusionFacts } from '../../api/types';
import { deviceExclusion, rememberExclusion } from '../../domain/protection/excluded-device';
import { Helplines } from '../../domain/protection/helplines';
import { exclusionEndText } from '../../domain/protection/protection-text';
import { excludedPath, exclusionOf, responsibleGamingPath, type ExcludedState } from '../../domain/protection/session-endings';
import { useTranslation } from '../../i18n/i18n';
import { useFormat } from '../../lib/use-format';
import { Icon } from '../../ui/icons';
import { ExtendExclusion } from './extend-exclusion';
import '../../ui/card.css';
import '../../domain/money/money.css';
import '../../domain/protection/protection.css';
import './excluded.css';

/**
 * /m/excluded (anyone, no login): the time-out or self-exclusion just taken or met at login, with
 * its end in the page's language (or that it is permanent), the form that lengthens it without a
 * session (extend-exclusion.tsx), the site's helplines and the way to the responsible-gaming page.
 * The facts come from the router's state, else from what this device remembers; the BFF refuses
 * the player until the end whatever this page shows.
 */
export function ExcludedPage() {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: site } = useSite();
  const facts = exclusionOf(location.state) ?? deviceExclusion();
  // an exclusion just lengthened here: its new end is the page's, and said so
  const [lengthened, setLengthened] = useState(false);
  const extended = (next: ExclusionFacts) => {
    rememberExclusion(next);
    const state: ExcludedState = { exclusion: next };
    void navigate(excludedPath, { replace: true, state });
    setLengthened(true);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };
  return (
    <div className="money-page excluded-page">
      <section className="card excluded-card" aria-labelledby="excluded-title">
        <span className="excluded-icon" aria-hidden="true">
          <Icon name="shield" size={32} />
        </span>
        <h2 className="money-card-title" id="excluded-title">
          {facts ? t(facts.kind === 'time_out' ? 'protection.excluded.timeOutTitle' : 'protection.excluded.selfExclusionTitle') : t('protection.excluded.noneTitle')}
        </h2>
        {facts ? (
          <>
            {lengthened && (
              <p className="protection-notice" role="status">
                {t('protection.extend.done')}
              </p>
            )}
            <p className="excluded-end">{exclusionEndText(t, facts, dateTime)}</p>
            <p className="protection-text">{t(facts.permanent ? 'protection.excluded.meanwhilePermanent' : 'protection.excluded.meanwhile')}</p>
          </>
        ) : (
          <p className="protection-text">{t('protection.excluded.none')}</p>
        )}
        <Link className="btn btn-ghost btn-block" to={responsibleGamingPath}>
          {t('protection.excluded.toRg')}
        </Link>
      </section>
      {site && <ExtendExclusion key={facts?.until ?? String(facts?.permanent)} rg={site.responsibleGaming} facts={facts} onDone={extended} />}
      {site && (
        <section className="card" aria-labelledby="excluded-help-title">
          <h2 className="money-card-title" id="excluded-help-title">
            {t('protection.help.title')}
          </h2>
          <p className="protection-text">{t('protection.help.intro')}</p>
          <Helplines rg={site.responsibleGaming} headingId="excluded-help-title" />
        </section>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useProtection } from '../../api/protection';
import { useSite } from '../../api/site';
import type { Protection, Site } from '../../api/types';
import { Helplines, safeUrl } from '../../domain/protection/helplines';
import { LimitsPanel } from '../../domain/protection/limits-panel';
import { choiceList } from '../../domain/protection/protection-text';
import { responsibleGamingPath } from '../../domain/protection/session-endings';
import { useSession, type LoginState } from '../../domain/session/session';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { compareAmounts } from '../../lib/amount';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { FormError } from '../../ui/field';
import { PageSkeleton } from '../../ui/page-skeleton';
import { RetryButton } from '../../ui/retry-button';
import { Skeleton } from '../../ui/skeleton';
import { ExclusionTool } from './exclusion-tool';
import { RealityCheckTool } from './reality-check-tool';
import { SelfAssessment } from './self-assessment';
import '../../ui/card.css';
import '../../domain/money/money.css';
import '../../domain/protection/protection.css';
import './responsible-gaming.css';

const loginState: LoginState = { from: responsibleGamingPath };

/** What the site offers, each with a way to its tool (a member) or to log in (a visitor). */
function Offers({ site, member }: { site: Site; member: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const hours = formatNumber(site.responsibleGaming.coolingOffHours, lng);
  const offers = [
    { key: 'limits', anchor: 'limits', note: t('protection.offers.limitsNote', { hours }) },
    { key: 'realityCheck', anchor: 'reality-check', note: t('protection.offers.realityCheckNote') },
    {
      key: 'timeOut',
      anchor: 'time-out',
      note: t('protection.offers.timeOutNote', { lengths: choiceList(site.responsibleGaming.timeOuts.map((l) => t(`protection.timeOut.length.${l}`)), lng) }),
    },
    {
      key: 'selfExclusion',
      anchor: 'self-exclusion',
      note: t('protection.offers.selfExclusionNote', { lengths: choiceList(site.responsibleGaming.selfExclusions.map((l) => t(`protection.selfExclusion.length.${l}`)), lng) }),
    },
  ];
  return (
    <section className="card rg-section" id="tools" aria-labelledby="rg-offers-title">
      <h2 className="money-card-title" id="rg-offers-title">
        {t('protection.offers.title')}
      </h2>
      <ul className="rg-offers">
        {offers.map((o) => (
          <li key={o.key}>
            {member ? (
              <a className="rg-offer" href={`#${o.anchor}`}>
                <span className="rg-offer-name">{t(`protection.offers.${o.key}`)}</span>
                <span className="rg-offer-note">{o.note}</span>
              </a>
            ) : (
              <div className="rg-offer">
                <span className="rg-offer-name">{t(`protection.offers.${o.key}`)}</span>
                <span className="rg-offer-note">{o.note}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
      {!member && (
        <div className="money-notice">
          <p>{t('protection.offers.logIn')}</p>
          <Link className="btn btn-primary btn-sm" to="/login" state={loginState}>
            {t('login.submit')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** This session: when it began and what it has won or lost (RTS 13's time since login). */
function SessionFacts({ protection, site }: { protection: Protection; site: Site }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const net = protection.session.netResult;
  const sign = /^-?\d+(\.\d+)?$/.test(net) ? compareAmounts(net, '0') : 0;
  return (
    <section className="card rg-section" aria-labelledby="rg-session-title">
      <h2 className="money-card-title" id="rg-session-title">
        {t('protection.session.title')}
      </h2>
      <dl className="facts">
        <div className="fact">
          <dt>{t('protection.session.loginAt')}</dt>
          <dd>{formatDateTime(protection.session.loginAt, lng, site.zone)}</dd>
        </div>
        <div className="fact">
          <dt>{t('protection.session.netResult')}</dt>
          <dd className={sign < 0 ? 'money-out' : sign > 0 ? 'money-in' : undefined}>{formatMoney(net, site.currency, lng)}</dd>
        </div>
        {protection.session.endsAt && (
          <div className="fact">
            <dt>{t('protection.session.endsAt')}</dt>
            <dd>{formatDateTime(protection.session.endsAt, lng, site.zone)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The member's tools: this session, limits, the reality check, a time-out, self-exclusion. */
function Tools({ site }: { site: Site }) {
  const { t } = useTranslation();
  const { data: protection, error, mutate, isValidating } = useProtection();
  if (error && !protection) {
    return (
      <section className="card" aria-live="polite">
        <FormError message={errorMessage(t, error)} />
        <RetryButton className="btn btn-ghost" busy={isValidating} onRetry={() => void mutate()} />
      </section>
    );
  }
  if (!protection) {
    return (
      <div className="card" aria-hidden="true">
        <Skeleton height={20} width="50%" />
        <Skeleton height={56} />
        <Skeleton height={44} />
      </div>
    );
  }
  return (
    <>
      <SessionFacts protection={protection} site={site} />
      <LimitsPanel />
      <RealityCheckTool protection={protection} />
      <ExclusionTool kind="timeOut" lengths={site.responsibleGaming.timeOuts} />
      <ExclusionTool kind="selfExclusion" lengths={site.responsibleGaming.selfExclusions} />
    </>
  );
}

/**
 * /m/responsibleGaming (anyone): why and how to play safely, what the site offers, a short
 * self-assessment, the site's helplines and licence; a member's tools on the same page (limits,
 * reality check, time-out, self-exclusion), a visitor is asked to log in for them.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const session = useSession();
  const member = session.authenticated;
  const { data: protection } = useProtection(member);
  // a way here to one tool (/m/responsibleGaming#limits) shows it once it is drawn
  const { hash } = useLocation();
  const drawn = Boolean(site) && !session.loading && (!member || protection !== undefined);
  useEffect(() => {
    if (drawn && hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
  }, [drawn, hash]);
  if (!site || session.loading) return <PageSkeleton />;
  const licence = site.licence;
  const verify = safeUrl(licence?.verifyUrl);
  return (
    <div className="money-page rg-page">
      <section className="card rg-intro" aria-labelledby="rg-title">
        <h2 className="money-card-title" id="rg-title">
          {t('protection.rg.title')}
        </h2>
        <p className="protection-text">{t('protection.rg.intro')}</p>
        <p className="rg-age">
          <span className="age-badge" aria-hidden="true">
            {formatNumber(site.minAge, lng)}+
          </span>
          <span>{t('protection.rg.adults', { age: formatNumber(site.minAge, lng) })}</span>
        </p>
      </section>
      <Offers site={site} member={member} />
      {member && <Tools site={site} />}
      <SelfAssessment member={member} />
      <section className="card rg-section" id="helplines" aria-labelledby="rg-help-title">
        <h2 className="money-card-title" id="rg-help-title">
          {t('protection.help.title')}
        </h2>
        <p className="protection-text">{t('protection.help.intro')}</p>
        <Helplines rg={site.responsibleGaming} headingId="rg-help-title" />
      </section>
      {licence && (
        <section className="card rg-section" aria-labelledby="rg-licence-title">
          <h2 className="money-card-title" id="rg-licence-title">
            {t('protection.licence.title')}
          </h2>
          <dl className="facts">
            <div className="fact">
              <dt>{t('protection.licence.issuer')}</dt>
              <dd>{licence.issuer}</dd>
            </div>
            <div className="fact">
              <dt>{t('protection.licence.number')}</dt>
              <dd>{licence.number}</dd>
            </div>
          </dl>
          {verify && (
            <a className="text-link" href={verify} target="_blank" rel="noopener noreferrer">
              {t('protection.licence.verify')}
            </a>
          )}
        </section>
      )}
    </div>
  );
}

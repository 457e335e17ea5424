import { useState } from 'react';
import { useClaimRedEnvelope } from '../../api/red-envelope-claims';
import { useRedEnvelopes } from '../../api/red-envelopes';
import { useSite } from '../../api/site';
import type { RedEnvelopeEvent } from '../../api/types';
import { OutcomeUnknown } from '../../domain/money/money-widgets';
import { accountRecordPath } from '../../domain/money/paths';
import { useClaim } from '../../domain/promotions/use-claim';
import { useLanguage, useTranslation, type Language } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { formatMoney } from '../../lib/format';
import { dayIn, formatDateTime, formatTime } from '../../lib/dates';
import { BusyButton } from '../../ui/busy-button';
import { EmptyState } from '../../ui/empty-state';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import '../../ui/card.css';
import './red-rain.css';

/** "22 Nov 2026, 17:50 – 19:50" (the end's day too when it is another), by the site's days. */
function windowText(event: RedEnvelopeEvent, lng: Language, zone: string | undefined): { start: string; end: string } {
  const sameDay = dayIn(new Date(event.startsAt), zone) === dayIn(new Date(event.endsAt), zone);
  return {
    start: formatDateTime(event.startsAt, lng, zone),
    end: sameDay ? formatTime(event.endsAt, lng, zone) : formatDateTime(event.endsAt, lng, zone),
  };
}

/**
 * /m/redRain (REDRAIN3): when a rain is on, its times, what an envelope holds and the catch (a
 * money write, its own Idempotency-Key, never sent again by the site), or what was caught;
 * otherwise when the next one comes.
 */
export function RedRainPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const currency = site?.currency;
  const { data, error, mutate, isValidating } = useRedEnvelopes();
  const claim = useClaimRedEnvelope();
  const [caught, setCaught] = useState<string | null>(null);
  const { go, busy, failure, unknown } = useClaim(
    (key) => claim(data?.current?.id ?? '', key),
    (answer) => setCaught(answer.amount),
    (code) => (code === 'not_claimable' ? t('rewards.redRain.closed') : undefined),
  );
  const money = (v: string) => formatMoney(v, currency, lng);

  if (error && !data) {
    return (
      <LoadFailed icon="gift" text={errorMessage(t, error)} retry={error.code !== 'feature_disabled' ? () => void mutate() : undefined} busy={isValidating} />
    );
  }
  if (!data) return <Skeleton height={260} />;
  const current = data.current;

  return (
    <div className="money-page">
      {current ? (
        <section className="red-rain red-rain-on" aria-labelledby="rain-title">
          <h2 className="red-rain-title" id="rain-title">
            {t('rewards.redRain.on')}
          </h2>
          <p className="red-rain-window">{t('rewards.redRain.window', windowText(current, lng, site?.zone))}</p>
          <p>{t('rewards.redRain.range', { min: money(current.min), max: money(current.max) })}</p>
          <div className="red-envelope" aria-hidden="true">
            <span />
          </div>
          {caught ? (
            <p className="red-rain-caught" role="status">
              {t('rewards.redRain.caught', { amount: money(caught) })}
            </p>
          ) : current.claimed ? (
            <p className="red-rain-caught">{t('rewards.redRain.caughtBefore', { amount: money(current.amount ?? '0') })}</p>
          ) : (
            <BusyButton type="button" className="btn btn-accent btn-block" busy={busy} onClick={() => void go()}>
              {t('rewards.redRain.catch')}
            </BusyButton>
          )}
          {unknown && <OutcomeUnknown record={accountRecordPath} />}
          {failure && (
            <p className="form-error red-rain-error" role="alert">
              {failure}
            </p>
          )}
        </section>
      ) : (
        <EmptyState icon="gift" text={t('rewards.redRain.none')} />
      )}
      <section className="card" aria-labelledby="rain-next">
        <h2 className="money-card-title" id="rain-next">
          {t('rewards.redRain.next')}
        </h2>
        {data.next ? (
          <>
            <p className="red-rain-next">{t('rewards.redRain.window', windowText(data.next, lng, site?.zone))}</p>
            <p className="field-hint">{t('rewards.redRain.range', { min: money(data.next.min), max: money(data.next.max) })}</p>
          </>
        ) : (
          <p>{t('rewards.redRain.noneNext')}</p>
        )}
      </section>
    </div>
  );
}

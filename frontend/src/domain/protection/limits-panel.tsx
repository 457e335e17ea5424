import { useState, type FormEvent } from 'react';
import { ApiError, type FieldError } from '../../api/client';
import { setLimits, useProtection, useProtectionChange } from '../../api/protection';
import { useSite } from '../../api/site';
import type { LimitChange, LimitKind, LimitPeriod, PendingLimit, Protection, ProtectionLimit } from '../../api/types';
import { useLanguage, useTranslation, type Language } from '../../i18n/i18n';
import { errorMessage } from '../../lib/account-rules';
import { asciiDigits, parseAmountInput } from '../../lib/amount';
import { formatMoney, formatNumber, type Currency } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { useForm, type Errors } from '../../lib/form';
import { useFormat } from '../../lib/use-format';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { Field, FormError, Segmented } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { RetryButton } from '../../ui/retry-button';
import { Skeleton } from '../../ui/skeleton';
import { AmountField } from '../money/amount-field';
import { limitName, limitTitle, minutesText } from './protection-text';
import type { TFunction } from 'i18next';
import '../../ui/card.css';
import '../../ui/pill.css';
import './protection.css';

/** A session limit is whole minutes, 1 to 1440 (a day), as the BFF takes it. */
export const maxSessionMinutes = 1440;

/** Typed minutes (Bengali digits too) as a number in range, else null. */
export function minutesOf(text: string): number | null {
  const plain = asciiDigits(text).trim();
  if (!/^\d{1,4}$/.test(plain)) return null;
  const n = Number(plain);
  return n >= 1 && n <= maxSessionMinutes ? n : null;
}

type Slot = { kind: LimitKind; period?: LimitPeriod };
const sameSlot = (a: Slot, b: Slot) => a.kind === b.kind && (a.kind === 'session' || a.period === b.period);

/** A limit's value: money or minutes. */
function valueText(t: TFunction, l: { kind: LimitKind; amount?: string; minutes?: number }, currency: Currency | undefined, lng: Language): string {
  return l.kind === 'session' ? minutesText(t, l.minutes ?? 0, lng) : formatMoney(l.amount ?? '0', currency, lng);
}

/** A pending change: "Rises to ৳5,000 on …" or "Removed on …". */
function pendingText(t: TFunction, p: PendingLimit, currency: Currency | undefined, lng: Language, zone: string | undefined): string {
  const date = formatDateTime(p.effectiveAt, lng, zone);
  return p.remove ? t('protection.limits.pendingRemove', { date }) : t('protection.limits.pendingChange', { value: valueText(t, p, currency, lng), date });
}

function LimitRow({
  limit,
  pending,
  protection,
  currency,
  onRemove,
}: {
  limit: ProtectionLimit | undefined;
  pending: PendingLimit | undefined;
  protection: Protection;
  currency: Currency | undefined;
  onRemove: (slot: Slot) => void;
}) {
  const { t } = useTranslation();
  const { lng, zone } = useFormat();
  const slot = (limit ?? pending) as Slot;
  const title = limitTitle(t, slot.kind, slot.period, lng);
  return (
    <li className="limit-row" aria-label={title}>
      <div className="limit-head">
        <span className="limit-name">{title}</span>
        <span className="limit-value">{limit ? valueText(t, limit, currency, lng) : t('protection.limits.noLimit')}</span>
      </div>
      {limit && limit.kind !== 'session' && (
        <dl className="limit-use">
          <div>
            <dt>{t('protection.limits.used')}</dt>
            <dd>{formatMoney(limit.used ?? '0', currency, lng)}</dd>
          </div>
          <div>
            <dt>{t('protection.limits.remaining')}</dt>
            <dd>{formatMoney(limit.remaining ?? '0', currency, lng)}</dd>
          </div>
        </dl>
      )}
      {limit?.kind === 'session' && protection.session.endsAt && (
        <p className="limit-note">{t('protection.limits.sessionEnds', { date: formatDateTime(protection.session.endsAt, lng, zone) })}</p>
      )}
      {pending && (
        <p className="limit-pending">
          <span className="pill status-badge status-pending">{t('protection.limits.pending')}</span> {pendingText(t, pending, currency, lng, zone)}
        </p>
      )}
      {limit && !pending?.remove && (
        <button type="button" className="btn btn-ghost btn-sm limit-remove" onClick={() => onRemove(slot)} aria-label={t('protection.limits.removeNamed', { limit: limitName(t, slot.kind, slot.period) })}>
          {t('protection.limits.remove')}
        </button>
      )}
    </li>
  );
}

type Values = { amount: string; minutes: string };

/** The BFF's field name of a one-change request ("limits[0].amount") as the form's ("amount"). */
const formField = (f: FieldError): FieldError => ({ ...f, name: f.name.replace(/^limits\[\d+\]\./, '') });

/** A limit field's refusal by the BFF, in the site's words. */
function limitFieldMessage(t: TFunction, f: FieldError): string {
  switch (f.name) {
    case 'amount':
      return t('protection.limits.amountInvalid');
    case 'minutes':
      return t('protection.limits.minutesInvalid');
    case 'period':
      return t('protection.limits.periodInvalid');
    case 'kind':
      return t('protection.limits.kindInvalid');
    default:
      return t('errors.invalid');
  }
}

type FormProps = {
  kind: LimitKind;
  period: LimitPeriod;
  periods: LimitPeriod[];
  current: ProtectionLimit | undefined;
  currency: Currency | undefined;
  hours: string;
  outcome: string | null;
  ready: boolean;
  onKind: (kind: LimitKind) => void;
  onPeriod: (period: LimitPeriod) => void;
  /** Sends one change; the panel says what it did. */
  send: (change: LimitChange) => Promise<void>;
};

/** The form that sets one limit; the panel draws a fresh one after each saved change. */
function LimitForm({ kind, period, periods, current, currency, hours, outcome, ready, onKind, onPeriod, send }: FormProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { busy, failure, setFailure, send: run } = useSend();
  const form = useForm<Values>({ amount: '', minutes: '' }, (v) => {
    const e: Errors<Values> = {};
    if (kind === 'session') {
      if (minutesOf(v.minutes) === null) e.minutes = t('protection.limits.minutesInvalid');
    } else if (!parseAmountInput(v.amount)) e.amount = t('protection.limits.amountInvalid');
    return e;
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = form.values;
    const change: LimitChange =
      kind === 'session' ? { kind, minutes: minutesOf(v.minutes) ?? 0, remove: false } : { kind, period, amount: parseAmountInput(v.amount) ?? v.amount, remove: false };
    // a saved change draws a fresh form: this one stays busy
    void run(() => send(change), {
      check: form.check,
      away: true,
      refused: (err) => {
        if (!(err instanceof ApiError && err.code === 'validation_failed')) return false;
        const fields = err.fields.map(formField);
        const shown = form.serverErrors(fields, (f) => limitFieldMessage(t, f), ['amount', 'minutes']);
        const others = fields.filter((f) => f.name !== 'amount' && f.name !== 'minutes');
        if (others.length > 0) setFailure(others.map((f) => limitFieldMessage(t, f)).join(' '));
        return others.length > 0 || shown > 0;
      },
    });
  };
  const inForce = current ? t('protection.limits.inForce', { value: valueText(t, current, currency, lng) }) : undefined;

  return (
    <form className="form limit-form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('protection.limits.setTitle')}>
      <h3 className="protection-subtitle">{t('protection.limits.setTitle')}</h3>
      <Segmented<LimitKind>
        label={t('protection.limits.kindLabel')}
        value={kind}
        onChange={(k) => {
          onKind(k);
          setFailure(null);
        }}
        options={[
          { value: 'deposit', label: t('protection.limits.kind.deposit') },
          { value: 'loss', label: t('protection.limits.kind.loss') },
          { value: 'session', label: t('protection.limits.kind.session') },
        ]}
      />
      {kind !== 'session' && periods.length > 1 && (
        <Segmented<LimitPeriod>
          label={t('protection.limits.periodLabel')}
          value={period}
          onChange={onPeriod}
          options={periods.map((p) => ({ value: p, label: t(`protection.limits.period.${p}`) }))}
        />
      )}
      {kind === 'session' ? (
        <Field
          label={t('protection.limits.minutesLabel')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          hint={inForce}
          {...form.bind('minutes')}
          onChange={(e) => form.set('minutes', e.target.value.replace(/[^0-9\u09E6-\u09EF]/g, ''))}
        />
      ) : (
        <AmountField label={t('protection.limits.amountLabel')} currency={currency} hint={inForce} {...form.field('amount')} />
      )}
      <p className="money-notice" role="note">
        {t('protection.limits.rule', { hours })}
      </p>
      <ChangeMessages failure={failure} outcome={outcome} />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy} disabled={!ready}>
        {t('protection.limits.save')}
      </BusyButton>
    </form>
  );
}

/**
 * The player's limits (each with what its period used and what remains, a raise or removal
 * pending with its date) and the form that sets one: deposit and loss limits per period the site
 * offers, the session limit in minutes. The 24-hour rule is said before saving. Used by the
 * responsible-gaming page and the security centre.
 */
export function LimitsPanel({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: site } = useSite();
  const { data: protection, error, mutate, isValidating } = useProtection();
  const save = useProtectionChange(setLimits);
  const periods = site?.responsibleGaming.limitPeriods ?? [];
  const hours = formatNumber(protection?.coolingOffHours ?? site?.responsibleGaming.coolingOffHours ?? 24, lng);
  const currency = site?.currency;
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [chosenPeriod, setPeriod] = useState<LimitPeriod | null>(null);
  const period = chosenPeriod && periods.includes(chosenPeriod) ? chosenPeriod : (periods[0] ?? 'day');
  const [outcome, setOutcome] = useState<string | null>(null);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Slot | null>(null);
  // a saved change draws a fresh form: its field empty, and no error for being empty
  const [generation, setGeneration] = useState(0);
  const Heading = `h${headingLevel}` as const;

  /** Sends one change and says whether it applies now or when; a refusal is the caller's to show. */
  const send = async (change: LimitChange) => {
    setOutcome(null);
    setRemoveFailure(null);
    const next = await save([change]);
    const slot: Slot = { kind: change.kind, ...(change.period && { period: change.period }) };
    const name = limitName(t, slot.kind, slot.period);
    const waiting = next.pending.find((p) => sameSlot(p, slot));
    if (change.remove) setOutcome(waiting ? t('protection.limits.removeWaits', { limit: name, date: formatDateTime(waiting.effectiveAt, lng, site?.zone) }) : t('protection.limits.removedNow', { limit: name }));
    else if (waiting) setOutcome(t('protection.limits.savedPending', { limit: name, date: formatDateTime(waiting.effectiveAt, lng, site?.zone) }));
    else setOutcome(t('protection.limits.savedNow', { limit: name }));
    setGeneration((g) => g + 1);
  };

  const remove = (slot: Slot) => {
    send({ kind: slot.kind, ...(slot.period && { period: slot.period }), remove: true }).catch((err: unknown) => setRemoveFailure(errorMessage(t, err)));
  };

  const titleId = `limits-title-${headingLevel}`;
  if (error && !protection) {
    return (
      <section className="card" aria-labelledby={titleId}>
        <Heading className="money-card-title" id={titleId}>
          {t('protection.limits.title')}
        </Heading>
        <FormError message={errorMessage(t, error)} />
        <RetryButton className="btn btn-ghost" busy={isValidating} onRetry={() => void mutate()} />
      </section>
    );
  }

  // the slots in force or pending, in a fixed order: deposit and loss per period, then the session
  const slots: Slot[] = [...(['deposit', 'loss'] as const).flatMap((k) => periods.map((p) => ({ kind: k, period: p }))), { kind: 'session' }];
  const rows = protection
    ? slots
        .map((s) => ({ slot: s, limit: protection.limits.find((l) => sameSlot(l, s)), pending: protection.pending.find((p) => sameSlot(p, s)) }))
        .filter((r) => r.limit ?? r.pending)
    : [];
  const current = protection?.limits.find((l) => sameSlot(l, kind === 'session' ? { kind } : { kind, period }));

  return (
    <section className="card limits-panel" id="limits" aria-labelledby={titleId}>
      <Heading className="money-card-title" id={titleId}>
        {t('protection.limits.title')}
      </Heading>
      {!protection ? (
        <>
          <Skeleton height={56} />
          <Skeleton height={44} />
        </>
      ) : rows.length > 0 ? (
        <ul className="limit-list">
          {rows.map((r) => (
            <LimitRow key={`${r.slot.kind}-${r.slot.period ?? ''}`} limit={r.limit} pending={r.pending} protection={protection} currency={currency} onRemove={setRemoving} />
          ))}
        </ul>
      ) : (
        <p className="field-hint">{t('protection.limits.none')}</p>
      )}
      <FormError message={removeFailure} />
      <LimitForm
        key={generation}
        kind={kind}
        period={period}
        periods={periods}
        current={current}
        currency={currency}
        hours={hours}
        outcome={outcome}
        ready={protection !== undefined}
        onKind={(k) => {
          setKind(k);
          setOutcome(null);
        }}
        onPeriod={setPeriod}
        send={send}
      />
      <Modal
        open={removing !== null}
        title={t('protection.limits.removeTitle')}
        onClose={() => setRemoving(null)}
        footer={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setRemoving(null)}>
              {t('app.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                const slot = removing;
                setRemoving(null);
                if (slot) remove(slot);
              }}
            >
              {t('protection.limits.removeConfirm')}
            </button>
          </>
        }
      >
        {removing && <p>{t('protection.limits.removeBody', { limit: limitName(t, removing.kind, removing.period), hours })}</p>}
      </Modal>
    </section>
  );
}

/** A protection change's answer: the refusal (an alert) or what now applies (a status). */
export function ChangeMessages({ failure, outcome }: { failure: string | null; outcome: string | null }) {
  return (
    <>
      <FormError message={failure} />
      {outcome && (
        <p className="limit-outcome" role="status">
          {outcome}
        </p>
      )}
    </>
  );
}

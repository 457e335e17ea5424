import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useDownline, useSetDownlineRebates } from '../../api/downline';
import { useDownlinePages } from '../../api/downlines';
import type { Rebate } from '../../api/types';
import '../../ui/card.css';
import '../../domain/agent/agent.css';
import { rateFieldMessage } from '../../domain/agent/rebate-messages';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { useSend } from '../../lib/use-send';
import { errorMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { Field, SelectField } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import './team.css';

/** A rate as typed: digits and one point, at most two decimals. */
const typedRate = (text: string) => {
  const m = /^\d{0,3}(\.\d{0,2})?/.exec(text.replace(/[^0-9.]/g, ''));
  return m?.[0] ?? '';
};

/** The rebate form of one downline: each category's rate, at most the agent's own (keyed by the downline). */
export function RebateForm({ userName, rebates }: { userName: string; rebates: Rebate[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const save = useSetDownlineRebates();
  const [rates, setRates] = useState<Record<string, string>>(() => Object.fromEntries(rebates.map((r) => [r.category, r.rate])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure: problem, send } = useSend();
  const check = () => {
    const local: Record<string, string> = {};
    for (const r of rebates) {
      const v = Number(rates[r.category] ?? '');
      if (rates[r.category] === '' || Number.isNaN(v) || v > Number(r.max)) local[r.category] = t('agent.rebate.upTo', { max: formatNumber(Number(r.max), lng, 2) });
    }
    setErrors(local);
    return Object.keys(local).length === 0;
  };
  const submit = () =>
    send(
      async () => {
        await save(userName, { rebates: rebates.map((r) => ({ category: r.category, rate: rates[r.category] ?? '0' })) });
        toast.show(t('agent.rebate.saved'));
      },
      {
        check,
        refused: (e) => {
          if (!(e instanceof ApiError && e.fields.length > 0)) return false;
          const byRow: Record<string, string> = {};
          for (const f of e.fields) {
            const i = Number(/rebates\[(\d+)\]/.exec(f.name)?.[1] ?? -1);
            const row = rebates[i];
            if (row) byRow[row.category] = rateFieldMessage(t, lng, f, row.max);
          }
          setErrors(byRow);
          return true;
        },
      },
    );
  return (
    <form
      className="rebate-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {rebates.map((r) => (
        <div key={r.category} className="rebate-row">
          <Field
            label={`${t(`category.${r.category}`, { defaultValue: r.category })} (%)`}
            hint={t('agent.rebate.upTo', { max: formatNumber(Number(r.max), lng, 2) })}
            inputMode="decimal"
            value={rates[r.category] ?? ''}
            error={errors[r.category]}
            onChange={(e) => setRates({ ...rates, [r.category]: typedRate(e.target.value) })}
          />
        </div>
      ))}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {t('agent.rebate.save')}
      </button>
    </form>
  );
}

/** /m/member/teamRebate: game rebate settings, one downline at a time (?user= names it). */
export function TeamRebatePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: pages } = useDownlinePages({});
  const team = pages?.[0]?.items ?? [];
  const chosen = params.get('user') ?? team[0]?.userName ?? null;
  const { data: detail, error } = useDownline(chosen);
  return (
    <div className="agent-page">
      <SelectField
        label={t('agent.rebate.member')}
        value={chosen ?? ''}
        options={(team.some((d) => d.userName === chosen) || !chosen ? team.map((d) => d.userName) : [chosen, ...team.map((d) => d.userName)]).map((n) => ({ value: n, label: n }))}
        onChange={(v) => setParams({ user: v }, { replace: true })}
      />
      <section className="card-tight agent-card">
        <h2>{t('agent.rebate.title', { user: chosen ?? '' })}</h2>
        {error ? (
          <p role="alert">{errorMessage(t, error)}</p>
        ) : !detail ? (
          <Skeleton height={160} />
        ) : (
          <RebateForm key={detail.userName} userName={detail.userName} rebates={detail.rebates} />
        )}
      </section>
    </div>
  );
}

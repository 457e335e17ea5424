import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useOpenDownline } from '../../api/downlines';
import { useRebateLimits } from '../../api/rebate-limits';
import { teamPath } from '../../domain/agent/paths';
import '../../ui/card.css';
import '../../domain/agent/agent.css';
import { rateFieldMessage } from '../../domain/agent/rebate-messages';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useRevealInvalid } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { Field } from '../../ui/field';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import { AffiliateLinksSection } from './affiliate-links';
import './agent-register.css';

type Form = { userName: string; password: string; confirmPassword: string };

/** What the site checks before sending (the BFF checks the same, and the rates against the agent's own). */
function localErrors(t: (k: string, o?: Record<string, unknown>) => string, f: Form): Partial<Record<keyof Form, string>> {
  const out: Partial<Record<keyof Form, string>> = {};
  if (!/^[A-Za-z0-9]{4,16}$/.test(f.userName)) out.userName = t('agent.register.userNameRule');
  if (f.password.length < 6 || f.password.length > 20 || !/[A-Za-z]/.test(f.password) || !/\d/.test(f.password)) out.password = t('agent.register.passwordRule');
  else if (f.confirmPassword !== f.password) out.confirmPassword = t('errors.confirm_mismatch');
  return out;
}

/**
 * /m/agentRegister: open an account for a new downline (user name, password, a rebate per game
 * category within the agent's own); the new member then shows in team management. Below it, the
 * agent's registration links.
 */
export function AgentRegisterPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const open = useOpenDownline();
  const { data: limits } = useRebateLimits();
  const [form, setForm] = useState<Form>({ userName: '', password: '', confirmPassword: '' });
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, failure: problem, send } = useSend();
  // an error may be far above the button (a rate too high, the user name taken): shown to the player
  const { ref: formRef, reveal } = useRevealInvalid<HTMLFormElement>();
  const rows = limits?.limits ?? [];
  const check = () => {
    const local: Record<string, string> = { ...localErrors(t, form) };
    for (const r of rows) {
      const v = rates[r.category];
      if (v && (Number.isNaN(Number(v)) || Number(v) > Number(r.max))) local[`rate:${r.category}`] = t('agent.rebate.upTo', { max: formatNumber(Number(r.max), lng, 2) });
    }
    setErrors(local);
    if (Object.keys(local).length > 0) reveal();
    return Object.keys(local).length === 0;
  };
  const submit = () =>
    send(
      async () => {
        const rebates = rows.filter((r) => rates[r.category]).map((r) => ({ category: r.category, rate: rates[r.category] ?? '0' }));
        const d = await open({ ...form, rebates });
        toast.show(t('agent.register.done', { user: d.userName }));
        void navigate(teamPath);
      },
      {
        check,
        refused: (e) => {
          if (!(e instanceof ApiError && e.fields.length > 0)) return false;
          const byField: Record<string, string> = {};
          for (const f of e.fields) {
            const i = /rebates\[(\d+)\]/.exec(f.name)?.[1];
            const row = i === undefined ? undefined : rows.filter((r) => rates[r.category])[Number(i)];
            byField[row ? `rate:${row.category}` : f.name] = row ? rateFieldMessage(t, lng, f, row.max) : fieldMessage(t, f);
          }
          setErrors(byField);
          reveal();
          return true;
        },
      },
    );
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [k]: e.target.value });
  return (
    <div className="agent-page">
      <form
        ref={formRef}
        className="card-tight agent-card agent-register"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2>{t('agent.register.title')}</h2>
        <Field label={t('agent.register.userName')} autoComplete="off" maxLength={16} value={form.userName} error={errors.userName} hint={t('agent.register.userNameRule')} onChange={set('userName')} mark />
        <Field label={t('agent.register.password')} type="password" reveal autoComplete="new-password" maxLength={20} value={form.password} error={errors.password} onChange={set('password')} mark />
        <Field
          label={t('agent.register.confirmPassword')}
          type="password"
          reveal
          autoComplete="new-password"
          maxLength={20}
          value={form.confirmPassword}
          error={errors.confirmPassword}
          onChange={set('confirmPassword')}
          mark
        />
        <fieldset className="agent-rates">
          <legend>{t('agent.register.rebates')}</legend>
          {!limits
            ? // a field's shape (label, box, hint) per game category an agent commonly has, so the loaded rows take their place
              [0, 1, 2, 3, 4].map((i) => (
                <div key={i} className="field" aria-hidden="true">
                  <span className="field-label">
                    <Skeleton className="skeleton-text" width="40%" />
                  </span>
                  <Skeleton height={44} />
                  <span className="field-hint">
                    <Skeleton className="skeleton-text" width="30%" />
                  </span>
                </div>
              ))
            : rows.map((r) => (
                <Field
                  key={r.category}
                  label={`${t(`category.${r.category}`, { defaultValue: r.category })} (%)`}
                  hint={t('agent.rebate.upTo', { max: formatNumber(Number(r.max), lng, 2) })}
                  inputMode="decimal"
                  placeholder={formatNumber(0, lng, 2)}
                  value={rates[r.category] ?? ''}
                  error={errors[`rate:${r.category}`] ?? (errors.rebates && r === rows[0] ? errors.rebates : undefined)}
                  onChange={(e) => setRates({ ...rates, [r.category]: (/^\d{0,3}(\.\d{0,2})?/.exec(e.target.value.replace(/[^0-9.]/g, '')) ?? [''])[0] })}
                />
              ))}
        </fieldset>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('app.loading') : t('agent.register.submit')}
        </button>
      </form>
      <AffiliateLinksSection />
    </div>
  );
}

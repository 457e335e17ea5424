import { useState, type FormEvent } from 'react';
import { extendExclusion } from '../../api/exclusion-extensions';
import type { ExclusionFacts, ResponsibleGaming } from '../../api/types';
import { ExclusionConfirm, type ExclusionTool } from '../../domain/protection/exclusion-confirm';
import { longerLengths, type ExclusionLength } from '../../domain/protection/exclusion-lengths';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../lib/account-rules';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { Field, FormError } from '../../ui/field';
import '../../ui/card.css';

type Values = { username: string; password: string; length: string };

/**
 * A player on a time-out (no session, logins refused) lengthens it, or excludes themselves, with
 * their user name and password: only lengths that end after the exclusion in force are offered
 * (all of them when the page knows no end), then the two confirmations of the responsible-gaming
 * page's tools, then POST /protection/exclusion-extensions. `onDone` takes the exclusion in force
 * after it; the form is then empty again, for a still longer one.
 */
export function ExtendExclusion({ rg, facts, onDone }: { rg: ResponsibleGaming; facts: ExclusionFacts | null; onDone: (facts: ExclusionFacts) => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const { busy, failure, setFailure, send } = useSend();
  // the offer is made once per exclusion shown, from the moment it is shown
  const [now] = useState(() => Date.now());
  const timeOuts = longerLengths(rg.timeOuts, facts, now);
  const selfExclusions = longerLengths(rg.selfExclusions, facts, now);
  const offered: { length: ExclusionLength; tool: ExclusionTool }[] = [
    ...timeOuts.map((length) => ({ length, tool: 'timeOut' as const })),
    ...selfExclusions.map((length) => ({ length, tool: 'selfExclusion' as const })),
  ];
  const form = useForm<Values>({ username: '', password: '', length: '' }, (v) => {
    const e: Errors<Values> = {};
    if (!v.username.trim()) e.username = t('errors.required');
    if (!v.password) e.password = t('errors.required');
    if (!offered.some((o) => o.length === v.length)) e.length = t('protection.extend.chooseLength');
    return e;
  });
  const v = form.values;
  const chosen = offered.find((o) => o.length === v.length);
  const lengthField = form.field('length');

  if (offered.length === 0) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (form.check()) setStep(1);
  };

  const extend = async (length: ExclusionLength) =>
    send(
      async () => {
        const taken = await extendExclusion({ username: v.username.trim(), password: v.password, length });
        setStep(0);
        form.reset();
        onDone(taken.exclusion);
      },
      {
        refused: (err) => {
          setStep(0);
          // the password is typed again; emptied, it is not wrong
          form.reset('password');
          return form.showRefused(err, (f) => fieldMessage(t, f), ['username', 'password', 'length']);
        },
      },
    );

  return (
    <section className="card" aria-labelledby="extend-title">
      <h2 className="money-card-title" id="extend-title">
        {t('protection.extend.title')}
      </h2>
      <p className="protection-text">{t('protection.extend.intro')}</p>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="extend-title">
        <Field label={t('login.username')} autoComplete="username" maxLength={64} {...form.bind('username')} />
        <Field label={t('login.password')} reveal autoComplete="current-password" maxLength={64} {...form.bind('password')} />
        <fieldset className="choice-list choice-grid" aria-describedby={lengthField.error ? 'extend-length-error' : undefined}>
          <legend className="legend">{t('protection.extend.choose')}</legend>
          {offered.map((o, i) => (
            <label key={o.length} className="choice">
              <input
                type="radio"
                name="length"
                value={o.length}
                checked={v.length === o.length}
                ref={i === 0 ? lengthField.ref : undefined}
                onChange={() => form.set('length', o.length)}
              />
              <span className="choice-text">
                <span className="choice-name">{t(`protection.${o.tool}.length.${o.length}`)}</span>
                <span className="choice-note">{t(`protection.extend.${o.tool}`)}</span>
              </span>
            </label>
          ))}
          {lengthField.error && (
            <p className="field-error" id="extend-length-error">
              {lengthField.error}
            </p>
          )}
        </fieldset>
        <FormError message={failure} />
        <BusyButton type="submit" className="btn btn-ghost btn-block exclusion-extend" busy={busy}>
          {t('protection.extend.submit')}
        </BusyButton>
      </form>
      {chosen && (
        <ExclusionConfirm
          step={step}
          tool={chosen.tool}
          length={chosen.length}
          busy={busy}
          onContinue={() => setStep(2)}
          onConfirm={() => void (chosen && extend(chosen.length))}
          onCancel={() => setStep(0)}
        />
      )}
    </section>
  );
}

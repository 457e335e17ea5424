import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { setRealityCheck, useProtectionChange } from '../../api/protection';
import type { Protection } from '../../api/types';
import { minutesText } from '../../domain/protection/protection-text';
import { ChangeMessages } from '../../domain/protection/limits-panel';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import '../../ui/card.css';

/** The interval between reality checks: one of the site's choices, the current one marked. */
export function RealityCheckTool({ protection }: { protection: Protection }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const save = useProtectionChange(setRealityCheck);
  const current = protection.realityCheck.minutes;
  const [chosen, setChosen] = useState(current);
  const { busy, failure, setFailure, send } = useSend();
  const [outcome, setOutcome] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    void send(
      async () => {
        const next = await save(chosen);
        setOutcome(t('protection.realityCheck.saved', { every: minutesText(t, next.realityCheck.minutes, lng) }));
      },
      {
        refused: (err) => {
          const invalid = err instanceof ApiError && err.code === 'validation_failed';
          if (invalid) setFailure(t('protection.realityCheck.invalid'));
          return invalid;
        },
      },
    );
  };

  return (
    <section className="card rg-section" id="reality-check" aria-labelledby="rg-reality-title">
      <h2 className="money-card-title" id="rg-reality-title">
        {t('protection.realityCheck.title')}
      </h2>
      <p className="protection-text">{t('protection.realityCheck.intro')}</p>
      <p className="rg-current">{t('protection.realityCheck.current', { every: minutesText(t, current, lng) })}</p>
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('protection.realityCheck.title')}>
        <fieldset className="choice-list choice-grid">
          <legend className="legend">{t('protection.realityCheck.choose')}</legend>
          {protection.realityCheck.choices.map((m) => (
            <label key={m} className="choice">
              <input
                type="radio"
                name="reality-check"
                value={m}
                checked={chosen === m}
                onChange={() => {
                  setChosen(m);
                  setOutcome(null);
                }}
              />
              <span className="choice-text">
                <span className="choice-name">{t('protection.realityCheck.every', { every: minutesText(t, m, lng) })}</span>
                {m === current && <span className="choice-note">{t('protection.realityCheck.inUse')}</span>}
              </span>
            </label>
          ))}
        </fieldset>
        <ChangeMessages failure={failure} outcome={outcome} />
        <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy} disabled={chosen === current}>
          {t('protection.realityCheck.save')}
        </BusyButton>
      </form>
    </section>
  );
}

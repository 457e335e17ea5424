import { useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { FormError } from '../../ui/field';
import '../../ui/card.css';

/**
 * Six yes-or-no questions about the last twelve months, adapted from the Problem Gambling
 * Severity Index (PGSI) and the Lie/Bet questionnaire. The answers stay in this component: nothing
 * is stored or sent.
 */
export const questions = ['afford', 'more', 'chase', 'borrow', 'problem', 'lie'] as const;
type Question = (typeof questions)[number];
type Answer = 'yes' | 'no';

/** What the answers suggest: no sign, some signs, likely harm. */
export function levelOf(yes: number): 'low' | 'some' | 'high' {
  return yes === 0 ? 'low' : yes < 3 ? 'some' : 'high';
}

/** The tools and help suggested for a level, as anchors of the page. */
const suggestions: Record<ReturnType<typeof levelOf>, { key: string; anchor: string }[]> = {
  low: [
    { key: 'limits', anchor: 'limits' },
    { key: 'realityCheck', anchor: 'reality-check' },
  ],
  some: [
    { key: 'limits', anchor: 'limits' },
    { key: 'realityCheck', anchor: 'reality-check' },
    { key: 'timeOut', anchor: 'time-out' },
    { key: 'helplines', anchor: 'helplines' },
  ],
  high: [
    { key: 'timeOut', anchor: 'time-out' },
    { key: 'selfExclusion', anchor: 'self-exclusion' },
    { key: 'helplines', anchor: 'helplines' },
  ],
};

export function SelfAssessment({ member }: { member: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const [answers, setAnswers] = useState<Partial<Record<Question, Answer>>>({});
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<number | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const unanswered = questions.filter((q) => !answers[q]);
    if (unanswered.length > 0) {
      setMissing(true);
      setResult(null);
      document.getElementById(`assessment-${unanswered[0] ?? ''}`)?.querySelector('input')?.focus();
      return;
    }
    setMissing(false);
    setResult(questions.filter((q) => answers[q] === 'yes').length);
  };
  const level = result === null ? null : levelOf(result);

  return (
    <section className="card rg-section" id="self-assessment" aria-labelledby="rg-assessment-title">
      <h2 className="money-card-title" id="rg-assessment-title">
        {t('protection.assessment.title')}
      </h2>
      <p className="protection-text">{t('protection.assessment.intro')}</p>
      <form className="form" noValidate onSubmit={submit} aria-labelledby="rg-assessment-title">
        <ol className="assessment-list">
          {questions.map((q) => (
            <li key={q}>
              <fieldset className="assessment-question" id={`assessment-${q}`} aria-invalid={missing && !answers[q] ? true : undefined}>
                <legend>{t(`protection.assessment.q.${q}`)}</legend>
                <div className="assessment-answers">
                  {(['yes', 'no'] as const).map((a) => (
                    <label key={a} className="assessment-answer">
                      <input
                        type="radio"
                        name={`assessment-${q}`}
                        value={a}
                        checked={answers[q] === a}
                        onChange={() => {
                          setAnswers((s) => ({ ...s, [q]: a }));
                          setResult(null);
                        }}
                      />
                      <span>{t(`protection.assessment.${a}`)}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <FormError message={missing ? t('protection.assessment.unanswered') : null} />
        <button type="submit" className="btn btn-primary btn-block">
          {t('protection.assessment.submit')}
        </button>
      </form>
      {level && result !== null && (
        <div className={`assessment-result assessment-${level}`} role="status">
          <p className="assessment-score">{t('protection.assessment.score', { count: result, n: formatNumber(result, lng), total: formatNumber(questions.length, lng) })}</p>
          <p>{t(`protection.assessment.${level}`)}</p>
          <p className="assessment-suggested">{t('protection.assessment.suggested')}</p>
          <ul className="assessment-links">
            {suggestions[level].map((s) => (
              <li key={s.key}>
                <a className="text-link" href={`#${member || s.anchor === 'helplines' ? s.anchor : 'tools'}`}>
                  {t(`protection.offers.${s.key}`)}
                </a>
              </li>
            ))}
          </ul>
          <p className="field-hint">{t('protection.assessment.private')}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setAnswers({});
              setResult(null);
            }}
          >
            {t('protection.assessment.again')}
          </button>
        </div>
      )}
    </section>
  );
}

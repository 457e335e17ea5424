import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { useMySecurityQuestions, useSetSecurityQuestions } from '../../api/my-security-questions';
import { useSecurityQuestions } from '../../api/security-questions';
import type { SecurityQuestion } from '../../api/types';
import { paymentPasswordResetPath, securityQuestionsPath } from '../../domain/money/paths';
import { RealAccountNotice } from '../../domain/money/real-account';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage, fieldMessage } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { Field, FormError, SelectField } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import '../../domain/money/money.css';
import './security-questions.css';

/** The contract's bounds: two or three questions, each answer at most 64 characters. */
const slots = [1, 2, 3] as const;
const required = 2;
const maxAnswer = 64;

type Slot = (typeof slots)[number];
type Values = { q1: string; a1: string; q2: string; a2: string; q3: string; a3: string };
const questionOf = (n: Slot) => `q${n}` as const;
const answerOf = (n: Slot) => `a${n}` as const;

/** The questions chosen (texts only: the answers are never sent back), set for good. */
function ChosenQuestions({ questions, refusal }: { questions: SecurityQuestion[]; refusal: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="security-questions-title">
      <h2 className="money-card-title" id="security-questions-title">
        {t('securityQuestions.yours')}
      </h2>
      <FormError message={refusal} />
      <ol className="security-question-list">
        {questions.map((q) => (
          <li key={q.id}>{q.text}</li>
        ))}
      </ol>
      <p className="field-hint">{t('securityQuestions.hidden')}</p>
      <p className="field-hint">{t('securityQuestions.once')}</p>
      <Link className="btn btn-ghost btn-block" to={paymentPasswordResetPath}>
        {t('paymentReset.forgot')}
      </Link>
    </section>
  );
}

/** Two questions of the list and their answers, a third if the player likes: sent once. */
function ChooseForm({ offered, onRefused }: { offered: SecurityQuestion[]; onRefused: (message: string) => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const save = useSetSecurityQuestions();
  const { busy, failure, setFailure, send } = useSend();
  const form = useForm<Values>({ q1: '', a1: '', q2: '', a2: '', q3: '', a3: '' }, (v) => {
    const e: Errors<Values> = {};
    for (const n of slots) {
      const question = v[questionOf(n)];
      const answer = v[answerOf(n)].trim();
      if (!question && (n <= required || answer)) e[questionOf(n)] = t(n <= required ? 'securityQuestions.choose' : 'securityQuestions.chooseFirst');
      if (question && !answer) e[answerOf(n)] = t('securityQuestions.answerRequired');
    }
    return e;
  });
  const v = form.values;
  const number = (n: Slot) => formatNumber(n, lng);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const answers = slots.filter((n) => v[questionOf(n)]).map((n) => ({ questionId: v[questionOf(n)], answer: v[answerOf(n)].trim() }));
    void send(
      async () => {
        await save({ answers });
        toast.show(t('securityQuestions.saved'), 'default');
      },
      {
        check: form.check,
        // still busy after a success: the page shows the questions chosen once the member's questions come again
        away: true,
        refused: (err) => {
          // chosen elsewhere meanwhile: the page shows those as they come, with this refusal above them
          if (err instanceof ApiError && err.code === 'security_questions_set') onRefused(errorMessage(t, err));
          const field = err instanceof ApiError && err.code === 'validation_failed' ? err.fields[0] : undefined;
          if (field) setFailure(fieldMessage(t, field));
          return !!field;
        },
      },
    );
  };

  return (
    <form className="card form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="security-questions-title">
      <h2 className="money-card-title" id="security-questions-title">
        {t('securityQuestions.setUp')}
      </h2>
      <p className="field-hint">{t('securityQuestions.intro')}</p>
      <p className="money-notice money-notice-warn" role="note">
        {t('securityQuestions.once')}
      </p>
      {slots.map((n) => {
        // a question chosen in another slot is not offered again
        const taken = new Set(slots.filter((m) => m !== n).map((m) => v[questionOf(m)]));
        return (
          <div key={n} className="security-question-slot">
            <SelectField
              label={t(n <= required ? 'securityQuestions.question' : 'securityQuestions.questionOptional', { n: number(n) })}
              placeholder={t('securityQuestions.choose')}
              options={offered.map((q) => ({ value: q.id, label: q.text, disabled: taken.has(q.id) }))}
              {...form.field(questionOf(n))}
            />
            <Field
              label={t('securityQuestions.answer', { n: number(n) })}
              hint={t('securityQuestions.answerHint')}
              autoComplete="off"
              maxLength={maxAnswer}
              {...form.bind(answerOf(n))}
            />
          </div>
        );
      })}
      <FormError message={failure} />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy}>
        {t('securityQuestions.save')}
      </BusyButton>
    </form>
  );
}

/** The questions offered, then the form over them. */
function Choose({ onRefused }: { onRefused: (message: string) => void }) {
  const { t } = useTranslation();
  const { data, error, mutate, isValidating } = useSecurityQuestions();
  if (error && !data) return <LoadFailed icon="shield" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  if (!data) return <PageSkeleton />;
  return <ChooseForm offered={data.items} onRefused={onRefused} />;
}

function PageSkeleton() {
  return (
    <div className="card" aria-hidden="true">
      <Skeleton height={20} width="50%" />
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </div>
  );
}

/**
 * /m/securityQuestions: the member chooses two or three of the platform's questions and answers
 * them, once (customer service changes them after); a forgotten payment password is then reset
 * by those answers. Once chosen, the page lists the questions, never the answers.
 */
export function SecurityQuestionsPage() {
  const { t } = useTranslation();
  const { data, error, mutate, isValidating } = useMySecurityQuestions();
  // a choice refused as already made: said above the questions chosen elsewhere
  const [refusal, setRefusal] = useState<string | null>(null);
  // a free trial account has no payment password to recover
  if (error?.code === 'free_reject') return <RealAccountNotice icon="shield" from={securityQuestionsPath} />;
  if (error && !data) return <LoadFailed icon="shield" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  return (
    <div className="money-page">
      {!data ? <PageSkeleton /> : data.set ? <ChosenQuestions questions={data.items} refusal={refusal} /> : <Choose onRefused={setRefusal} />}
    </div>
  );
}

import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, type FieldError } from '../../api/client';
import { useMySecurityQuestions } from '../../api/my-security-questions';
import { useResetPaymentPassword } from '../../api/payment-password-resets';
import { useRegistrationSettings } from '../../api/registration-settings';
import { useSecurity } from '../../api/security';
import { useSite } from '../../api/site';
import type { PaymentPasswordResetRequest, SecurityQuestion } from '../../api/types';
import { moneyFieldMessage } from '../../domain/money/money-messages';
import { PaymentPasswordField } from '../../domain/money/money-widgets';
import { paymentPasswordResetPath, securityCentrePath, securityQuestionsPath } from '../../domain/money/paths';
import { RealAccountNotice } from '../../domain/money/real-account';
import { MobileField, SmsCodeField, useCountdown } from '../../domain/session/account-widgets';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { errorMessage, fieldMessage, normalizeMobile } from '../../lib/account-rules';
import { formatNumber } from '../../lib/format';
import { useForm, type Errors } from '../../lib/form';
import { useGoBack } from '../../lib/use-go-back';
import { useSend } from '../../lib/use-send';
import { BusyButton } from '../../ui/busy-button';
import { Field, FormError, Segmented, type ValueFieldProps } from '../../ui/field';
import { LoadFailed } from '../../ui/load-failed';
import { Skeleton } from '../../ui/skeleton';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';
import '../../domain/money/money.css';

type Method = 'questions' | 'sms';
type PasswordValues = { newPassword: string; confirmPassword: string };
const passwordFields = ['newPassword', 'confirmPassword'] as const;

/** The new payment password's rules, as the security centre's: six digits, confirmed. */
function passwordErrors(t: ReturnType<typeof useTranslation>['t'], v: PasswordValues): Errors<PasswordValues> {
  const e: Errors<PasswordValues> = {};
  if (!/^\d{6}$/.test(v.newPassword)) e.newPassword = t('money.paymentPasswordFormat');
  if (v.confirmPassword !== v.newPassword) e.confirmPassword = t('errors.confirm_mismatch');
  return e;
}

/**
 * Sends a reset: busy meanwhile; on success the player goes back where they came from (the
 * withdrawal, the security centre) with the new password in force. A rate-limited reset (every
 * try counts against the payment password's limit) shows the wait, counting down, and the button
 * waits with it. `refused` places a refusal on the form's fields, true when it did.
 */
function useReset() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const toast = useToast();
  const goBack = useGoBack();
  const reset = useResetPaymentPassword();
  const { left, start } = useCountdown();
  const { busy, failure, setFailure, send: run } = useSend();
  const send = (body: PaymentPasswordResetRequest, refused: (fields: FieldError[]) => boolean) =>
    run(
      async () => {
        await reset(body);
        toast.show(t('paymentReset.done'), 'default');
        goBack();
      },
      {
        away: true,
        refused: (err) => {
          if (!(err instanceof ApiError)) return false;
          if (err.code === 'rate_limited' && err.retryAfter) start(err.retryAfter);
          else return err.code === 'validation_failed' && refused(err.fields);
          return true;
        },
      },
    );
  const message = left > 0 ? t('errors.rate_limited', { seconds: formatNumber(left, lng) }) : failure;
  return { send, busy, waiting: left > 0, message, setFailure };
}

type PasswordField = Omit<ValueFieldProps, 'label' | 'hint'>;

/** The new payment password, confirmed, and the button. */
function NewPassword({ fields, busy, waiting, message }: { fields: [PasswordField, PasswordField]; busy: boolean; waiting: boolean; message: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <PaymentPasswordField label={t('securityCentre.newPassword')} hint={t('money.paymentPasswordHint')} {...fields[0]} />
      <PaymentPasswordField label={t('securityCentre.confirmPassword')} {...fields[1]} />
      <FormError message={message} />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={busy} disabled={waiting}>
        {t('paymentReset.submit')}
      </BusyButton>
    </>
  );
}

type AnswerValues = PasswordValues & { a0: string; a1: string; a2: string };
const answerOf = (i: number) => `a${i}` as 'a0' | 'a1' | 'a2';

/** An answer to each of the member's questions (each labelled by its question), then the new password. */
function QuestionsForm({ questions }: { questions: SecurityQuestion[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { send, busy, waiting, message, setFailure } = useReset();
  const form = useForm<AnswerValues>({ a0: '', a1: '', a2: '', newPassword: '', confirmPassword: '' }, (v) => {
    const e: Errors<AnswerValues> = passwordErrors(t, v);
    questions.forEach((_, i) => {
      if (!v[answerOf(i)].trim()) e[answerOf(i)] = t('paymentReset.answerRequired');
    });
    return e;
  });
  const v = form.values;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    const answers = questions.map((q, i) => ({ questionId: q.id, answer: v[answerOf(i)].trim() }));
    await send({ method: 'questions', answers, newPassword: v.newPassword, confirmPassword: v.confirmPassword }, (fields) => {
      const onFields = form.serverErrors(fields, (f) => moneyFieldMessage(t, f, { currency: undefined, lng }), passwordFields);
      // which answer is wrong the BFF never says: said over the form, the first answer to mend
      const answers = fields.find((f) => f.name === 'answers');
      if (!answers) return onFields > 0;
      setFailure(fieldMessage(t, answers));
      if (onFields === 0) form.focusFirst([answerOf(0)]);
      return true;
    });
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('paymentReset.byQuestions')}>
      <p className="field-hint">{t('paymentReset.questionsIntro')}</p>
      {questions.map((q, i) => (
        <Field key={q.id} label={q.text} autoComplete="off" maxLength={64} {...form.bind(answerOf(i))} />
      ))}
      <NewPassword fields={[form.field('newPassword'), form.field('confirmPassword')]} busy={busy} waiting={waiting} message={message} />
    </form>
  );
}

/** By the questions: the member's, or the way to choose them first. */
function ByQuestions() {
  const { t } = useTranslation();
  const { data, error, mutate, isValidating } = useMySecurityQuestions();
  if (error && !data) return <LoadFailed icon="shield" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  if (!data) return <Skeleton height={120} />;
  if (!data.set) {
    return (
      <div className="money-notice money-notice-warn" role="note">
        <p>{t('paymentReset.noQuestions')}</p>
        <Link className="btn btn-ghost btn-sm" to={securityQuestionsPath}>
          {t('securityQuestions.setUp')}
        </Link>
      </div>
    );
  }
  return <QuestionsForm key={data.items.map((q) => q.id).join()} questions={data.items} />;
}

type SmsValues = PasswordValues & { mobile: string; dialingCode: string; smsCode: string };

/** By an SMS code sent to the account's own number (purpose reset), then the new password. */
function SmsForm({ maskedMobile }: { maskedMobile: string | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { data: settings } = useRegistrationSettings();
  const { send, busy, waiting, message } = useReset();
  const [sent, setSent] = useState(false);
  const form = useForm<SmsValues>({ mobile: '', dialingCode: '', smsCode: '', newPassword: '', confirmPassword: '' }, (v) => {
    const e: Errors<SmsValues> = passwordErrors(t, v);
    const digits = normalizeMobile(v.mobile, v.dialingCode || settings?.defaultDialingCode);
    const length = settings?.mobileLength;
    if (!/^\d{6,15}$/.test(digits) || (length !== undefined && digits.length !== length)) {
      e.mobile = length ? t('errors.mobile_length', { n: formatNumber(length, lng) }) : t('errors.mobile_invalid');
    }
    if (!/^\d{4,10}$/.test(v.smsCode)) e.smsCode = t('errors.sms_code_invalid');
    return e;
  });
  const v = form.values;
  const dialingCode = v.dialingCode || settings?.defaultDialingCode || '880';
  const onSent = useCallback(() => setSent(true), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    await send({ method: 'sms', mobile: v.mobile, dialingCode, smsCode: v.smsCode, newPassword: v.newPassword, confirmPassword: v.confirmPassword }, (fields) => {
      // a refused code is typed again: emptied
      if (fields.some((f) => f.name === 'smsCode')) form.set('smsCode', '');
      return form.serverErrors(fields, (f) => moneyFieldMessage(t, f, { currency: undefined, lng }), ['mobile', 'smsCode', ...passwordFields]) > 0;
    });
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-label={t('paymentReset.bySms')}>
      <p className="field-hint">{t('paymentReset.smsIntro')}</p>
      <MobileField
        hint={maskedMobile ? t('paymentReset.yourNumber', { mobile: maskedMobile }) : undefined}
        dialing={{ codes: settings?.dialingCodes ?? [], value: dialingCode, onChange: (c) => form.set('dialingCode', c) }}
        {...form.bind('mobile')}
      />
      <SmsCodeField
        disabled={!sent}
        sms={{ purpose: 'reset', mobile: v.mobile, dialingCode, valid: !form.clientErrors.mobile, onInvalid: () => form.reveal('mobile'), onSent }}
        {...form.bind('smsCode')}
        onCode={(c) => form.set('smsCode', c)}
      />
      <NewPassword fields={[form.field('newPassword'), form.field('confirmPassword')]} busy={busy} waiting={waiting} message={message} />
    </form>
  );
}

/**
 * /m/paymentPasswordReset: a forgotten payment password set anew without the current one, by the
 * answers to the member's security questions or, where the site's CHNGPASSVERIF3 switch allows,
 * by an SMS code sent to the account's own number. Reached from the withdrawal's and the security
 * centre's payment password.
 */
export function PaymentPasswordResetPage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const { data: security, error, mutate, isValidating } = useSecurity();
  const [chosen, setChosen] = useState<Method | null>(null);
  const sms = site?.switches.CHNGPASSVERIF3 === true;
  if (error?.code === 'free_reject') return <RealAccountNotice icon="shield" from={paymentPasswordResetPath} />;
  if (error && !security) return <LoadFailed icon="shield" text={errorMessage(t, error)} retry={() => void mutate()} busy={isValidating} />;
  if (!security) {
    return (
      <div className="money-page" aria-hidden="true">
        <div className="card">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      </div>
    );
  }
  if (!security.hasPaymentPassword) {
    return (
      <div className="money-page">
        <div className="card money-notice money-notice-warn" role="note">
          <p>{t('paymentReset.noPassword')}</p>
          <Link className="btn btn-primary btn-sm" to={securityCentrePath}>
            {t('paymentReset.toSecurityCentre')}
          </Link>
        </div>
      </div>
    );
  }
  // the questions where they are chosen (or no other way is offered), else the SMS code
  const method: Method = sms ? (chosen ?? (security.hasSecurityQuestions ? 'questions' : 'sms')) : 'questions';
  return (
    <div className="money-page">
      <div className="card form">
        {sms && (
          <Segmented<Method>
            label={t('paymentReset.method')}
            value={method}
            onChange={setChosen}
            options={[
              { value: 'questions', label: t('paymentReset.byQuestions') },
              { value: 'sms', label: t('paymentReset.bySms') },
            ]}
          />
        )}
        {method === 'sms' ? <SmsForm maskedMobile={security.mobile} /> : <ByQuestions />}
      </div>
    </div>
  );
}

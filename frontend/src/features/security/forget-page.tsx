import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { forgotPasswordByEmail, setPasswordByPhone } from '../../api/password-resets';
import { useRegistrationSettings } from '../../api/registration-settings';
import { useApplySession } from '../../api/session';
import { useSite } from '../../api/site';
import { MobileField, SmsCodeField } from '../../domain/session/account-widgets';
import { useGoBack } from '../../lib/use-go-back';
import { useTranslation } from '../../i18n/i18n';
import { defaultPasswordPattern, emailPattern, fieldMessage, limits, matches, normalizeMobile } from '../../lib/account-rules';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { Field, FormError, Segmented } from '../../ui/field';
import { useToast } from '../../ui/toast';
import '../../ui/card.css';

/** in_been_out shows this long before going back. */
const beenOutMs = 1000;

type Tab = 'phone' | 'email';

/** /m/forget: set a password by phone (only with CHNGPASSVERIF3, then the default) or a reset mail. */
export function ForgetPage() {
  const { t } = useTranslation();
  const { data: site } = useSite();
  const phone = site?.switches.CHNGPASSVERIF3 === true;
  const [tab, setTab] = useState<Tab>(phone ? 'phone' : 'email');
  return (
    <div className="form-page">
      <div className="card form">
        {phone && (
          <Segmented<Tab>
            label={t('password.method')}
            value={tab}
            onChange={setTab}
            options={[
              { value: 'phone', label: t('password.byPhone') },
              { value: 'email', label: t('password.byEmail') },
            ]}
          />
        )}
        {tab === 'phone' && phone ? <PhoneResetForm /> : <EmailForm />}
      </div>
    </div>
  );
}

type EmailValues = { username: string; email: string };

function EmailForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const goBack = useGoBack();
  const { busy, failure, send } = useSend();
  const form = useForm<EmailValues>({ username: '', email: '' }, (v) => {
    const e: Errors<EmailValues> = {};
    if (!v.username.trim()) e.username = t('errors.enter_credentials');
    if (!emailPattern.test(v.email.trim())) e.email = t('errors.email_format');
    return e;
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(
      async () => {
        await forgotPasswordByEmail({ username: form.values.username.trim(), email: form.values.email.trim() });
        toast.show(t('password.in_been_out'), 'default', beenOutMs);
        window.setTimeout(goBack, beenOutMs);
      },
      { check: form.check, away: true, refused: (err) => form.showRefused(err, (f) => fieldMessage(t, f), ['username', 'email']) },
    );
  };
  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <Field label={t('password.username')} autoComplete="username" autoCapitalize="off" maxLength={limits.username} {...form.bind('username')} />
      <Field label={t('password.email')} placeholder={t('password.emailPlaceholder')} type="email" autoComplete="email" maxLength={254} {...form.bind('email')} />
      <FormError message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {t('password.retrieve')}
      </button>
    </form>
  );
}

type PhoneValues = { mobile: string; dialingCode: string; smsCode: string; newPassword: string };

/** Set password by phone: the code field opens once a code was sent; submit waits for a touched, valid form. */
function PhoneResetForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const applySession = useApplySession();
  const { data: settings } = useRegistrationSettings();
  const passwordPattern = settings?.fields.find((f) => f.name === 'password')?.pattern ?? defaultPasswordPattern;
  const [sent, setSent] = useState(false);
  const { busy, failure, send } = useSend();
  const form = useForm<PhoneValues>({ mobile: '', dialingCode: '', smsCode: '', newPassword: '' }, (v) => {
    const e: Errors<PhoneValues> = {};
    const digits = normalizeMobile(v.mobile, v.dialingCode || settings?.defaultDialingCode);
    const length = settings?.mobileLength;
    if (!/^\d{6,15}$/.test(digits) || (length !== undefined && digits.length !== length)) {
      e.mobile = length ? t('errors.mobile_length', { n: length }) : t('errors.mobile_invalid');
    }
    if (!/^\d{4,10}$/.test(v.smsCode)) e.smsCode = t('errors.sms_code_invalid');
    if (!matches(passwordPattern, v.newPassword)) e.newPassword = t('errors.password_format');
    return e;
  });
  const v = form.values;
  const dialingCode = v.dialingCode || settings?.defaultDialingCode || '880';
  const onSent = useCallback(() => setSent(true), []);
  const valid = Object.keys(form.clientErrors).length === 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(
      async () => {
        const session = await setPasswordByPhone({ mobile: v.mobile, dialingCode, smsCode: v.smsCode, newPassword: v.newPassword, rememberMe: false });
        toast.show(t('password.resetDone'), 'default');
        if (session.authenticated) {
          await applySession(session);
          void navigate('/home', { replace: true });
        } else {
          void navigate('/login', { replace: true });
        }
      },
      {
        check: form.check,
        away: true,
        refused: (err) => {
          // the spec: a same-password refusal clears the password, any other the code
          if (err instanceof ApiError && err.code === 'validation_failed') form.set(err.fields.some((f) => f.code === 'password_same') ? 'newPassword' : 'smsCode', '');
          return form.showRefused(err, (f) => fieldMessage(t, f), ['mobile', 'smsCode', 'newPassword']);
        },
      },
    );
  };

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <MobileField
        mark
        dialing={{ codes: settings?.dialingCodes ?? [], value: dialingCode, onChange: (c) => form.set('dialingCode', c) }}
        {...form.bind('mobile')}
      />
      <SmsCodeField
        mark
        disabled={!sent}
        sms={{ purpose: 'reset', mobile: v.mobile, dialingCode, valid: !form.clientErrors.mobile, onInvalid: () => form.reveal('mobile'), onSent }}
        {...form.bind('smsCode')}
        onCode={(c) => form.set('smsCode', c)}
      />
      <Field label={t('password.newPassword')} mark reveal autoComplete="new-password" maxLength={limits.password} hint={t('register.passwordHint')} {...form.bind('newPassword')} />
      <FormError message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy || form.touched.size === 0 || !valid}>
        {t('password.submit')}
      </button>
    </form>
  );
}

import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError, type FieldError } from '../../api/client';
import { fetchInvitationCode, useInvitationCode } from '../../api/invitation-codes';
import { useRegistrationSettings } from '../../api/registration-settings';
import { register } from '../../api/registrations';
import { login, useApplySession } from '../../api/session';
import { useSite } from '../../api/site';
import type { RegistrationField, RegistrationRequest, RegistrationSettings } from '../../api/types';
import { useUsernameAvailability } from '../../api/usernames';
import { CaptchaPicture, DialingCodeSelect } from '../../domain/session/account-widgets';
import type { PhoneCode, SocialProvider } from '../../domain/session/firebase';
import { AccountFormEnd } from '../../domain/session/account-form-end';
import { confirmPhoneCode, firebaseSms, GetCodeButton } from '../../domain/session/firebase-sign-in';
import { PageSkeleton } from '../../ui/page-skeleton';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { digitsOnly, errorMessage, fieldMessage, limits, matches, normalizeMobile } from '../../lib/account-rules';
import { useForm, type Errors } from '../../lib/form';
import { registerMethod } from '../../lib/register-method';
import { useSend } from '../../lib/use-send';
import { CheckField, Field, FormError, Segmented } from '../../ui/field';
import { RetryButton } from '../../ui/retry-button';
import { useToast } from '../../ui/toast';
import { AnnouncementBanners } from '../../domain/messages/announcement-banners';
import '../../ui/card.css';

type Method = RegistrationSettings['defaultMethod'];
type FieldName = RegistrationField['name'];
type RegisterValues = Record<FieldName | 'dialingCode', string> & { acceptTerms: boolean };

const fieldNames: FieldName[] = [
  'username', 'password', 'confirmPassword', 'mobile', 'smsCode', 'email', 'nickname', 'payeeName', 'paymentPassword',
  'idNumber', 'qq', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'invitationCode', 'captcha',
];
const isFieldName = (name: string): name is FieldName => (fieldNames as string[]).includes(name);
/** The BFF's codes for a value that breaks its field's rule (not a taken name or a wrong code). */
const formatCodes = new Set(['required', 'invalid', 'account_format', 'password_format', 'email_format', 'name_format', 'format_invalid']);
const numeric = new Set<FieldName>(['smsCode', 'captcha', 'paymentPassword', 'qq', 'whatsapp', 'zalo']);
const autoComplete: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobile: 'tel-national',
  smsCode: 'one-time-code',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
};

/** The invitation code a registration link carries (?code=, ?affiliateCode= or ?inviteCode=). */
function codeFromLink(params: URLSearchParams): string {
  return params.get('code') ?? params.get('affiliateCode') ?? params.get('inviteCode') ?? '';
}

/** The inviting member's code an invite-friends link carries (?ref=): sent as the referral code. */
function referralFromLink(params: URLSearchParams): string {
  return params.get('ref')?.trim() ?? '';
}

/** An app path for a link the settings give with the /m prefix. */
const inApp = (path: string) => path.replace(/^\/m(?=\/)/, '');

/**
 * /m/register: by user name or mobile number, fields and rules from GET /api/v1/registration/settings
 * (the SMS code sent by Firebase where the site chose its codes), or with Google or Facebook where
 * the site offers them, whose first sign-in makes the account.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { data: settings, error, mutate, isValidating } = useRegistrationSettings();
  if (settings) return <RegisterForm settings={settings} />;
  if (!error) return <PageSkeleton />;
  return (
    <div className="form-page">
      <FormError message={errorMessage(t, error)} />
      <RetryButton className="btn btn-primary" busy={isValidating} onRetry={() => void mutate()} />
    </div>
  );
}

function RegisterForm({ settings }: { settings: RegistrationSettings }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const applySession = useApplySession();
  const { data: site } = useSite();
  const firebaseCodes = firebaseSms(site);
  // the code Firebase sent, which confirms the one the player types (in memory only)
  const [phoneCode, setPhoneCode] = useState<PhoneCode>();
  const { search } = useLocation();
  const [linkCode] = useState(() => codeFromLink(new URLSearchParams(search)));
  const [referralCode] = useState(() => referralFromLink(new URLSearchParams(search)));
  const { data: linkCodeAnswer } = useInvitationCode(linkCode || null);
  const [method, setMethod] = useState<Method>(settings.methods.includes(settings.defaultMethod) ? settings.defaultMethod : (settings.methods[0] ?? 'username'));
  const [checkName, setCheckName] = useState<string | null>(null);
  const { data: availability } = useUsernameAvailability(checkName);
  const [captchaId, setCaptchaId] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const { busy, failure, setFailure, send } = useSend();

  const fields = settings.fields.filter((f) => f.enabled && f.methods.includes(method) && (f.name !== 'smsCode' || settings.smsVerification));
  const shown = (name: FieldName) => fields.find((f) => f.name === name);
  const lengthMessage = settings.mobileLength ? t('errors.mobile_length', { n: settings.mobileLength }) : t('errors.mobile_invalid');

  // a field's rule stays in its error ("6-16 letters or digits, starting with a letter"), never a bare "format is incorrect"
  const ruleMessage = (name: FieldName, code: string) => t(`register.rule.${name}`, { defaultValue: fieldMessage(t, { code }) });
  const serverMessage = (f: FieldError) => (formatCodes.has(f.code) && isFieldName(f.name) ? ruleMessage(f.name, f.code) : fieldMessage(t, f));

  const validate = (v: RegisterValues): Errors<RegisterValues> => {
    const e: Errors<RegisterValues> = {};
    const dialing = v.dialingCode || settings.defaultDialingCode;
    for (const f of fields) {
      if (f.name === 'confirmPassword') {
        if (!v.confirmPassword || v.confirmPassword !== v.password) e.confirmPassword = t('errors.confirm_mismatch');
        continue;
      }
      const value = f.name === 'mobile' ? normalizeMobile(v.mobile, dialing) : v[f.name].trim();
      const message = f.name === 'mobile' ? lengthMessage : ruleMessage(f.name, f.messageKey);
      if (!value) {
        if (f.required) e[f.name] = message;
        continue;
      }
      const badLength = f.name === 'mobile' && settings.mobileLength !== undefined && value.length !== settings.mobileLength;
      if (badLength || !matches(f.pattern, value)) e[f.name] = message;
    }
    if (!e.username && availability && availability.username === v.username.trim() && !availability.available) e.username = t('errors.username_taken');
    if (!v.acceptTerms) e.acceptTerms = t('errors.terms_required');
    return e;
  };

  const form = useForm<RegisterValues>(
    {
      ...(Object.fromEntries(fieldNames.map((n) => [n, ''])) as Record<FieldName, string>),
      invitationCode: linkCode,
      dialingCode: '',
      acceptTerms: false,
    },
    validate,
  );
  const v = form.values;
  const dialingCode = v.dialingCode || settings.defaultDialingCode;
  const onCaptchaId = useCallback((id: string) => setCaptchaId(id), []);

  /** Registers what the form holds; a refusal before the BFF was asked is thrown as the BFF's would be. */
  const registerForm = async (asked: { bff: boolean }) => {
    const body: RegistrationRequest = { method, password: v.password, confirmPassword: v.confirmPassword, acceptTerms: true, registerMethod: registerMethod() };
    if (referralCode) body.referralCode = referralCode;
    for (const f of fields) {
      if (f.name === 'password' || f.name === 'confirmPassword' || f.name === 'captcha') continue;
      const value = v[f.name].trim();
      if (value) body[f.name] = value;
    }
    if (shown('mobile')) body.dialingCode = dialingCode;
    if (shown('captcha')) {
      body.captchaId = captchaId;
      body.captcha = v.captcha;
    }
    // an invitation code not already valid from the link is checked first
    const code = body.invitationCode;
    if (code && !(code === linkCode && linkCodeAnswer?.valid) && !(await fetchInvitationCode(code)).valid) {
      throw new ApiError(400, 'validation_failed', '', [{ name: 'invitationCode', code: 'invitation_invalid' }]);
    }
    if (firebaseCodes && shown('smsCode')) {
      // Firebase checks the code (once); the number's ID token stands in for it
      const confirmed = await confirmPhoneCode(phoneCode, v.smsCode);
      if (confirmed === null) throw new ApiError(400, 'validation_failed', '', [{ name: 'smsCode', code: 'sms_code_invalid' }]);
      setPhoneCode(undefined);
      delete body.smsCode;
      body.firebaseChannel = 'sms';
      body.firebaseIdToken = confirmed;
    }
    asked.bff = true;
    const session = await register(body);
    if (session.authenticated) {
      await applySession(session);
      toast.show(t('register.success'), 'default');
      void navigate('/home', { replace: true });
    } else {
      toast.show(t('register.successLogin'), 'default');
      void navigate('/login', { replace: true });
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const asked = { bff: false };
    void send(() => registerForm(asked), {
      check: form.check,
      away: true,
      refused: (err) => {
        // the captcha answers once: a new picture after the BFF was asked
        if (asked.bff && shown('captcha')) setCaptchaGeneration((g) => g + 1);
        if (form.showRefused(err, serverMessage, [...fieldNames, 'acceptTerms'])) return true;
        // the link's referral code is no field of the form: its refusal is the form's message
        const referral = err instanceof ApiError && err.code === 'validation_failed' ? err.fields.find((f) => f.name === 'referralCode') : undefined;
        if (referral) setFailure(fieldMessage(t, referral));
        return !!referral;
      },
    });
  };

  /** A Google or Facebook sign-in: a login, whose first makes the account upstream. */
  const socialSignIn = (provider: SocialProvider, idToken: string) =>
    send(
      async () => {
        await applySession(await login({ method: 'firebase', firebaseChannel: provider, firebaseIdToken: idToken, rememberMe: false }));
        void navigate('/home', { replace: true });
      },
      { away: true },
    );

  const input = (f: RegistrationField) => {
    const name = f.name;
    const common = {
      label: t(`register.${name}`),
      mark: f.required,
      maxLength: name === 'mobile' ? limits.mobile : f.maxLength,
      autoComplete: autoComplete[name] ?? 'off',
      ...(numeric.has(name) && { inputMode: 'numeric' as const }),
      ...form.bind(name),
    };
    switch (name) {
      case 'username':
        return (
          <Field
            key={name}
            {...common}
            autoCapitalize="off"
            hint={availability?.available && availability.username === v.username.trim() ? t('register.usernameFree') : t('register.usernameHint')}
            onBlur={() => {
              common.onBlur();
              const value = v.username.trim();
              if (value && matches(f.pattern, value)) setCheckName(value);
            }}
          />
        );
      case 'password':
        return <Field key={name} {...common} reveal hint={t('register.passwordHint')} />;
      case 'confirmPassword':
      case 'paymentPassword':
        return <Field key={name} {...common} reveal />;
      case 'mobile':
        return (
          <Field
            key={name}
            {...common}
            type="tel"
            inputMode="numeric"
            prefix={<DialingCodeSelect codes={settings.dialingCodes} value={dialingCode} onChange={(c) => form.set('dialingCode', c)} />}
          />
        );
      case 'smsCode':
        return (
          <Field
            key={name}
            {...common}
            onChange={(e) => form.set('smsCode', digitsOnly(e.target.value))}
            suffix={
              <GetCodeButton firebase={firebaseCodes} onPhoneCode={setPhoneCode} purpose="register" mobile={v.mobile} dialingCode={dialingCode} valid={!form.clientErrors.mobile} onInvalid={() => form.reveal('mobile')} />
            }
          />
        );
      case 'captcha':
        return (
          <Field
            key={name}
            {...common}
            onChange={(e) => form.set('captcha', digitsOnly(e.target.value))}
            suffix={<CaptchaPicture generation={captchaGeneration} onId={onCaptchaId} />}
          />
        );
      case 'email':
        return <Field key={name} {...common} type="email" />;
      default:
        return <Field key={name} {...common} />;
    }
  };

  return (
    <div className="form-page">
      <AnnouncementBanners group="m_reg" withText />
      <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
        {settings.methods.length > 1 && (
          <Segmented<Method>
            label={t('register.method')}
            value={method}
            onChange={(m) => {
              setMethod(m);
              setFailure(null);
            }}
            options={settings.methods.map((m) => ({ value: m, label: t(m === 'username' ? 'register.byUsername' : 'register.byMobile') }))}
          />
        )}
        {fields.map(input)}
        <CheckField {...form.bind('acceptTerms')}>
          {t('register.terms', { age: formatNumber(settings.minimumAge, lng) })} <Link to={inApp(settings.termsPath)}>{t('register.termsLink')}</Link>
          {t('register.termsEnd')}
        </CheckField>
        <FormError message={failure} />
        <AccountFormEnd
          submit={t('register.submit')}
          disabled={!v.acceptTerms || busy}
          busy={busy}
          other={{ question: t('register.haveAccount'), label: t('register.login'), to: '/login' }}
          social={{ site, label: t('register.orWith'), disabled: busy, onToken: socialSignIn, onError: setFailure }}
        />
      </form>
    </div>
  );
}

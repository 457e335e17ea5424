import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRegistrationSettings } from '../../api/registration-settings';
import { login, useApplySession } from '../../api/session';
import { useSite } from '../../api/site';
import { ApiError } from '../../api/client';
import type { LoginRequest } from '../../api/types';
import { CaptchaField, MobileField } from '../../domain/session/account-widgets';
import { AccountFormEnd } from '../../domain/session/account-form-end';
import { confirmPhoneCode, firebaseSms, GetCodeButton } from '../../domain/session/firebase-sign-in';
import type { PhoneCode, SocialProvider } from '../../domain/session/firebase';
import { useExclusionEnd, type SessionEndedState } from '../../domain/protection/session-endings';
import { rememberedLogin, rememberLogin, type LoginMethod } from '../../domain/session/remembered-login';
import type { LoginState } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { digitsOnly, fieldMessage, limits, normalizeMobile } from '../../lib/account-rules';
import { useForm, type Errors } from '../../lib/form';
import { useSend } from '../../lib/use-send';
import { CheckField, Field, FormError, Segmented } from '../../ui/field';
import '../../ui/card.css';
import '../../domain/protection/protection.css';

type LoginValues = {
  username: string;
  password: string;
  mobile: string;
  dialingCode: string;
  smsCode: string;
  captcha: string;
  remember: boolean;
};

const serverFields = ['username', 'password', 'mobile', 'smsCode', 'captcha'] as const;

/** The login form's kind: the back office refuses an agent at the members' and a member at the agents'. */
type LoginAs = NonNullable<LoginRequest['as']>;

/**
 * /m/login: by user name and password, or by mobile number and SMS code (sent by the back office,
 * or by Firebase where the site chose its codes), or with Google or Facebook where the site offers
 * them; captcha after a flagged failure. Members and agents each log in as their kind (the agents'
 * entrance is the Agent choice, or /m/login?as=agent): the wrong kind is refused, translated.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [as, setAs] = useState<LoginAs>(params.get('as') === 'agent' ? 'agent' : 'member');
  const applySession = useApplySession();
  const endExcluded = useExclusionEnd();
  // the session time limit the player set ended the last session (domain/protection/session-endings.tsx)
  const limitEnded = (location.state as SessionEndedState)?.ended === 'session_limit_reached';
  const { data: site } = useSite();
  const smsLogin = site?.switches.REGMOBVERF3 === true;
  const firebaseCodes = firebaseSms(site);
  // the code Firebase sent, which confirms the one the player types (in memory only)
  const [phoneCode, setPhoneCode] = useState<PhoneCode>();
  const [remembered] = useState(rememberedLogin);
  const [method, setMethod] = useState<LoginMethod>(remembered?.method === 'mobile' && smsLogin ? 'mobile' : 'username');
  const { data: settings } = useRegistrationSettings();
  const defaultCode = settings?.defaultDialingCode ?? '880';
  const [captchaGeneration, setCaptchaGeneration] = useState<number | null>(null);
  const [captchaId, setCaptchaId] = useState('');
  const { busy, failure, setFailure, send } = useSend();

  const validate = (v: LoginValues): Errors<LoginValues> => {
    const e: Errors<LoginValues> = {};
    if (method === 'username') {
      if (!v.username.trim()) e.username = t('errors.enter_credentials');
      if (!v.password) e.password = t('errors.enter_password');
    } else {
      if (!/^\d{6,15}$/.test(normalizeMobile(v.mobile, v.dialingCode || defaultCode))) e.mobile = t('errors.mobile_required');
      if (!/^\d{4,10}$/.test(v.smsCode)) e.smsCode = t('errors.sms_code_invalid');
    }
    if (captchaGeneration !== null && !/^\d{1,6}$/.test(v.captcha)) e.captcha = t('errors.captcha_required');
    return e;
  };
  const form = useForm<LoginValues>(
    {
      username: remembered?.username ?? '',
      password: '',
      mobile: remembered?.mobile ?? '',
      dialingCode: remembered?.dialingCode ?? '',
      smsCode: '',
      captcha: '',
      remember: Boolean(remembered?.username ?? remembered?.mobile),
    },
    validate,
  );
  const v = form.values;
  const dialingCode = v.dialingCode || defaultCode;

  const switchMethod = (next: LoginMethod) => {
    if (next === method) return;
    setMethod(next);
    setFailure(null);
    // the remembered name of that method comes back; a shown captcha is refreshed
    const saved = rememberedLogin();
    if (next === 'username') form.set('username', saved?.username ?? '');
    else {
      form.set('mobile', saved?.mobile ?? '');
      form.set('dialingCode', saved?.dialingCode ?? '');
    }
    form.set('remember', Boolean(next === 'username' ? saved?.username : saved?.mobile));
    if (captchaGeneration !== null) {
      setCaptchaGeneration((g) => (g ?? 0) + 1);
      form.set('captcha', '');
    }
  };

  const onCaptchaId = useCallback((id: string) => setCaptchaId(id), []);

  /** Logs in with body (the captcha added when one is shown); `remember` is what remember-me keeps. */
  const logIn = async (body: LoginRequest, remember?: Parameters<typeof rememberLogin>[1]) => {
    body.as = as;
    if (captchaGeneration !== null) {
      body.captchaId = captchaId;
      body.captcha = v.captcha;
    }
    const session = await login(body);
    if (remember) rememberLogin(v.remember, remember);
    await applySession(session);
    const from = (location.state as LoginState)?.from;
    void navigate(from && !from.startsWith('/login') ? from : '/home', { replace: true });
  };

  const refused = async (err: unknown) => {
    if (err instanceof ApiError && err.code === 'captcha_required') {
      // the first time it appears; after a wrong answer a fresh one (each answers once)
      setCaptchaGeneration((g) => (g === null ? 0 : g + 1));
      form.set('captcha', '');
      setFailure(captchaGeneration === null ? t('errors.captcha_required') : t('errors.captcha_wrong'));
      return true;
    }
    if (form.showRefused(err, (f) => fieldMessage(t, f), serverFields)) return true;
    // a time-out or self-exclusion in force: the end page says until when
    if (!(err instanceof ApiError && err.code === 'self_excluded')) return false;
    await endExcluded(err.exclusion);
    return true;
  };

  /** The login the form asks for: by name, or by number with the BFF's code or Firebase's. */
  const logInByForm = async () => {
    if (method === 'username') return logIn({ method, username: v.username.trim(), password: v.password, rememberMe: v.remember }, { method, name: v.username.trim() });
    const remember = { method, name: v.mobile, dialingCode };
    if (!firebaseCodes) return logIn({ method, mobile: v.mobile, dialingCode, smsCode: v.smsCode, rememberMe: v.remember }, remember);
    // Firebase checks the code (a failure to ask it says errors.unknown); its ID token then logs the number in
    const idToken = await confirmPhoneCode(phoneCode, v.smsCode);
    if (idToken === null) throw new ApiError(400, 'validation_failed', '', [{ name: 'smsCode', code: 'sms_code_invalid' }]);
    setPhoneCode(undefined); // a code confirms once
    const firebaseMobileNo = normalizeMobile(v.mobile, dialingCode);
    return logIn({ method: 'firebase', firebaseChannel: 'sms', firebaseIdToken: idToken, firebaseMobileNo, countryDialingCode: dialingCode, rememberMe: v.remember }, remember);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(logInByForm, { check: form.check, refused, away: true });
  };

  const socialSignIn = (provider: SocialProvider, idToken: string) =>
    send(() => logIn({ method: 'firebase', firebaseChannel: provider, firebaseIdToken: idToken, rememberMe: v.remember }), { refused, away: true });

  return (
    <div className="form-page">
      <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
        <h2 className="form-title">{t('login.welcome')}</h2>
        {limitEnded && (
          <p className="protection-notice" role="status">
            {t('protection.sessionLimitEnded')}
          </p>
        )}
        <Segmented<LoginAs>
          label={t('login.as')}
          value={as}
          onChange={(next) => {
            setAs(next);
            setFailure(null);
          }}
          options={[
            { value: 'member', label: t('login.asMember') },
            { value: 'agent', label: t('login.asAgent') },
          ]}
        />
        {smsLogin && (
          <Segmented<LoginMethod>
            label={t('login.method')}
            value={method}
            onChange={switchMethod}
            options={[
              { value: 'username', label: t('login.byUsername') },
              { value: 'mobile', label: t('login.byMobile') },
            ]}
          />
        )}
        {method === 'username' ? (
          <>
            <Field
              label={t('login.username')}
              placeholder={t('login.usernamePlaceholder')}
              autoComplete="username"
              autoCapitalize="off"
              maxLength={limits.username}
              {...form.bind('username')}
            />
            <Field
              label={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              maxLength={limits.password}
              reveal
              {...form.bind('password')}
            />
          </>
        ) : (
          <>
            <MobileField
              placeholder={t('login.mobilePlaceholder')}
              dialing={{ codes: settings?.dialingCodes ?? [], value: dialingCode, onChange: (c) => form.set('dialingCode', c) }}
              {...form.bind('mobile')}
            />
            <Field
              label={t('login.smsCode')}
              placeholder={t('login.smsCodePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={limits.smsCode}
              suffix={
                <GetCodeButton firebase={firebaseCodes} onPhoneCode={setPhoneCode} purpose="login" mobile={v.mobile} dialingCode={dialingCode} valid={!form.clientErrors.mobile} onInvalid={() => form.reveal('mobile')} />
              }
              {...form.bind('smsCode')}
              onChange={(e) => form.set('smsCode', digitsOnly(e.target.value))}
            />
          </>
        )}
        {captchaGeneration !== null && (
          <CaptchaField
            generation={captchaGeneration}
            onId={onCaptchaId}
            {...form.bind('captcha')}
            onChange={(e) => form.set('captcha', digitsOnly(e.target.value))}
          />
        )}
        <div className="form-row">
          <CheckField {...form.bind('remember')}>{t('login.remember')}</CheckField>
          <Link className="text-link" to="/forget">
            {t('login.forgot')}
          </Link>
        </div>
        <FormError message={failure} />
        <AccountFormEnd
          submit={t('login.submit')}
          disabled={busy}
          busy={busy}
          other={{ question: t('login.noAccount'), label: t('login.register'), to: '/register' }}
          social={{ site, label: t('login.orWith'), disabled: busy, onToken: socialSignIn, onError: setFailure }}
        />
      </form>
    </div>
  );
}

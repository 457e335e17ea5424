import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useRegistrationSettings } from '../../api/registration-settings';
import { login, useApplySession } from '../../api/session';
import { useSite } from '../../api/site';
import { ApiError } from '../../api/client';
import type { LoginRequest } from '../../api/types';
import { CaptchaPicture, MobileField, SmsCodeField } from '../../domain/session/account-widgets';
import { useExclusionEnd, type SessionEndedState } from '../../domain/protection/session-endings';
import { rememberedLogin, rememberLogin, type LoginMethod } from '../../domain/session/remembered-login';
import type { LoginState } from '../../domain/session/session';
import { useTranslation } from '../../i18n/i18n';
import { digitsOnly, errorMessage, fieldMessage, limits, normalizeMobile } from '../../lib/account-rules';
import { useForm, type Errors } from '../../lib/form';
import { CheckField, Field, FormError, Segmented } from '../../ui/field';
import { useToast } from '../../ui/toast';
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

/** Third-party sign-in needs the switch and a configured client; the BFF has no endpoint for it yet. */
const socialClients = {
  facebook: { switch: 'FACEBOOKLOGIN3', configured: Boolean(import.meta.env.VITE_FACEBOOK_APP_ID) },
  google: { switch: 'GOOGLELOGIN3', configured: Boolean(import.meta.env.VITE_GOOGLE_CLIENT_ID) },
} as const;

/** /m/login: by user name and password, or by mobile number and SMS code; captcha after a flagged failure. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const applySession = useApplySession();
  const endExcluded = useExclusionEnd();
  // the session time limit the player set ended the last session (domain/protection/session-endings.tsx)
  const limitEnded = (location.state as SessionEndedState)?.ended === 'session_limit_reached';
  const { data: site } = useSite();
  const smsLogin = site?.switches.REGMOBVERF3 === true;
  const [remembered] = useState(rememberedLogin);
  const [method, setMethod] = useState<LoginMethod>(remembered?.method === 'mobile' && smsLogin ? 'mobile' : 'username');
  const { data: settings } = useRegistrationSettings();
  const defaultCode = settings?.defaultDialingCode ?? '880';
  const [captchaGeneration, setCaptchaGeneration] = useState<number | null>(null);
  const [captchaId, setCaptchaId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    const body: LoginRequest =
      method === 'username'
        ? { method, username: v.username.trim(), password: v.password, rememberMe: v.remember }
        : { method, mobile: v.mobile, dialingCode, smsCode: v.smsCode, rememberMe: v.remember };
    if (captchaGeneration !== null) {
      body.captchaId = captchaId;
      body.captcha = v.captcha;
    }
    setBusy(true);
    try {
      const session = await login(body);
      rememberLogin(v.remember, method === 'username' ? { method, name: v.username.trim() } : { method, name: v.mobile, dialingCode });
      await applySession(session);
      const from = (location.state as LoginState)?.from;
      void navigate(from && !from.startsWith('/login') ? from : '/home', { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === 'captcha_required') {
        // the first time it appears; after a wrong answer a fresh one (each answers once)
        setCaptchaGeneration((g) => (g === null ? 0 : g + 1));
        form.set('captcha', '');
        setFailure(captchaGeneration === null ? t('errors.captcha_required') : t('errors.captcha_wrong'));
        return;
      }
      if (err instanceof ApiError && err.code === 'validation_failed') {
        if (form.serverErrors(err.fields, (f) => fieldMessage(t, f), serverFields) > 0) return;
      }
      // a time-out or self-exclusion in force: the end page says until when
      if (err instanceof ApiError && err.code === 'self_excluded') {
        await endExcluded(err.exclusion);
        return;
      }
      setFailure(errorMessage(t, err));
    }
  };

  const social = (Object.keys(socialClients) as (keyof typeof socialClients)[]).filter(
    (p) => site?.switches[socialClients[p].switch] === true && socialClients[p].configured,
  );

  return (
    <div className="form-page">
      <form className="card form" noValidate onSubmit={(e) => void submit(e)}>
        <h2 className="form-title">{t('login.welcome')}</h2>
        {limitEnded && (
          <p className="protection-notice" role="status">
            {t('protection.sessionLimitEnded')}
          </p>
        )}
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
            <SmsCodeField
              placeholder={t('login.smsCodePlaceholder')}
              sms={{ purpose: 'login', mobile: v.mobile, dialingCode, valid: !form.clientErrors.mobile, onInvalid: () => form.reveal('mobile') }}
              {...form.bind('smsCode')}
              onCode={(c) => form.set('smsCode', c)}
            />
          </>
        )}
        {captchaGeneration !== null && (
          <Field
            label={t('login.captcha')}
            placeholder={t('login.captchaPlaceholder')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={limits.captcha}
            suffix={<CaptchaPicture generation={captchaGeneration} onId={onCaptchaId} />}
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
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
          {t('login.submit')}
        </button>
        <p className="form-links">
          <span>{t('login.noAccount')}</span>
          <Link to="/register">{t('login.register')}</Link>
        </p>
        <p className="form-links">
          <Link to="/trail">{t('trial.tryFree')}</Link>
        </p>
        {social.length > 0 && (
          <div className="social-login" aria-label={t('login.orWith')} role="group">
            {social.map((p) => (
              <button key={p} type="button" className="btn btn-ghost" onClick={() => toast.show(t('app.comingSoon'), 'info')}>
                {t(`login.${p}`)}
              </button>
            ))}
          </div>
        )}
      </form>
    </div>
  );
}

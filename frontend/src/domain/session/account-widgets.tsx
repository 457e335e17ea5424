// Pieces the account screens share: the SMS code button with its countdown (and the captcha it
// asks for first where the site says so), the captcha picture, the dialling-code picker, the
// mobile number and SMS code fields made of them.
import { useCallback, useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import { ApiError } from '../../api/client';
import { useCaptcha } from '../../api/captcha';
import { sendSmsCode } from '../../api/sms-codes';
import { useSite } from '../../api/site';
import type { SMSCodeRequest } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { digitsOnly, errorMessage, limits } from '../../lib/account-rules';
import { Field, FormError, type FieldProps } from '../../ui/field';
import { Modal } from '../../ui/modal';
import { useToast } from '../../ui/toast';

/** The white-label switch under which the back office sends a code only with a captcha's answer. */
export const smsCaptchaSwitch = 'SMSCAPTCHA3';

/** The spec polls the countdown every 500 ms. */
const tickMs = 500;

export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === 0) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) window.clearInterval(timer);
    }, tickMs);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setEndsAt(at + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((endsAt - now) / 1000)), start };
}

/**
 * "Get code": asks for a code when the number is valid (else `onInvalid`), then counts down the
 * answer's `countdownSeconds` before it may be asked again. Where the site's SMSCAPTCHA3 is on,
 * the captcha comes first, in a dialog, and its answer goes with the request.
 */
export function SmsCodeButton({
  purpose,
  mobile,
  dialingCode,
  valid,
  onInvalid,
  onSent,
}: {
  purpose: SMSCodeRequest['purpose'];
  mobile: string;
  dialingCode: string;
  valid: boolean;
  onInvalid: () => void;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const { data: site } = useSite();
  const captchaFirst = site?.switches[smsCaptchaSwitch] === true;
  // the captcha dialog: open or not, its picture (a new one each opening and after a wrong answer)
  const [challenge, setChallenge] = useState({ open: false, picture: 0, wrong: false });
  /** Asks for the code; false when the captcha's answer was missing or wrong. */
  const send = async (captcha?: Pick<SMSCodeRequest, 'captchaId' | 'captcha'>): Promise<boolean> => {
    setSending(true);
    try {
      const answer = await sendSmsCode({ purpose, mobile, dialingCode, ...captcha });
      start(answer.countdownSeconds > 0 ? answer.countdownSeconds : 60);
      toast.show(t('login.codeSent'), 'default');
      onSent?.();
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.fields.some((f) => f.name === 'captcha' || f.name === 'captchaId')) return false;
      toast.show(errorMessage(t, e), 'short');
      return true;
    } finally {
      setSending(false);
    }
  };
  const ask = () => {
    if (!valid) {
      onInvalid();
      return;
    }
    if (captchaFirst) setChallenge((c) => ({ open: true, picture: c.picture + 1, wrong: false }));
    else void send();
  };
  return (
    <>
      <button type="button" className="field-action" disabled={left > 0 || sending} onClick={ask}>
        {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.getCode')}
      </button>
      {challenge.open && (
        <SmsCaptchaDialog
          generation={challenge.picture}
          wrong={challenge.wrong}
          busy={sending}
          onClose={() => setChallenge((c) => ({ ...c, open: false }))}
          onAnswer={async (captcha) => {
            const sent = await send(captcha);
            setChallenge((c) => (sent ? { ...c, open: false } : { open: true, picture: c.picture + 1, wrong: true }));
          }}
        />
      )}
    </>
  );
}

/**
 * The captcha an SMS code waits for: its picture and digits. `onAnswer` sends them; a wrong answer
 * comes back as a new `generation` (a fresh picture) with `wrong`.
 */
function SmsCaptchaDialog({
  generation,
  wrong,
  busy,
  onClose,
  onAnswer,
}: {
  generation: number;
  wrong: boolean;
  busy: boolean;
  onClose: () => void;
  onAnswer: (captcha: { captchaId: string; captcha: string }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [captchaId, setCaptchaId] = useState('');
  const [digits, setDigits] = useState('');
  const [empty, setEmpty] = useState(false);
  const [shown, setShown] = useState(generation);
  // a new picture after a wrong answer: the digits typed for the old one go
  if (shown !== generation) {
    setShown(generation);
    setCaptchaId('');
    setDigits('');
    setEmpty(false);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // the dialog is drawn outside the page's form, but React would carry its submit up to it
    e.stopPropagation();
    if (!/^\d{1,6}$/.test(digits) || !captchaId) {
      setEmpty(true);
      return;
    }
    void onAnswer({ captchaId, captcha: digits });
  };
  const error = empty ? t('errors.captcha_required') : wrong ? t('errors.captcha_wrong') : null;
  return (
    <Modal open title={t('login.smsCaptchaTitle')} onClose={onClose}>
      <form className="form" noValidate onSubmit={submit}>
        <CaptchaField use="sms" generation={generation} onId={setCaptchaId} value={digits} onChange={(e) => setDigits(digitsOnly(e.target.value))} />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy || undefined}>
          {t('login.smsCaptchaSend')}
        </button>
      </form>
    </Modal>
  );
}

/**
 * The captcha picture; a tap fetches a new one, and so does a new `generation` from the form (after
 * a wrong answer). `onId` hands the id its answer goes back with to the form. `use` keeps the
 * pictures of two captchas on one page (a login's, an SMS code's) apart: each answers once.
 */
export function CaptchaPicture({ generation, onId, use = 'form' }: { generation: number; onId: (id: string) => void; use?: 'form' | 'sms' }) {
  const { t } = useTranslation();
  const [taps, setTaps] = useState(0);
  const { data } = useCaptcha(generation * 1000 + taps, use);
  useEffect(() => {
    if (data) onId(data.captchaId);
  }, [data, onId]);
  return (
    <button type="button" className="field-captcha" aria-label={t('login.captchaImage')} onClick={() => setTaps((n) => n + 1)}>
      {data ? <img src={data.image} alt="" width={92} height={37} /> : <span className="skeleton" style={{ display: 'block', width: 92, height: 37 }} />}
    </button>
  );
}

/** The captcha's digits with its picture, as the login form and the SMS code's captcha ask them. */
export function CaptchaField({ generation, onId, use, ...field }: Omit<FieldProps, 'label' | 'suffix'> & ComponentProps<typeof CaptchaPicture>) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('login.captcha')}
      placeholder={t('login.captchaPlaceholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={limits.captcha}
      {...field}
      suffix={<CaptchaPicture use={use} generation={generation} onId={onId} />}
    />
  );
}

/** The country dialling-code picker in front of a mobile number. */
export function DialingCodeSelect({ codes, value, onChange }: { codes: string[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <select className="field-select" aria-label={t('login.dialingCode')} value={value} onChange={(e) => onChange(e.target.value)}>
      {(codes.length ? codes : [value]).map((c) => (
        <option key={c} value={c}>
          +{c}
        </option>
      ))}
    </select>
  );
}

/** A mobile number with the dialling-code picker before it (`dialing`: see DialingCodeSelect). */
export function MobileField({ dialing, ...field }: Omit<FieldProps, 'label' | 'prefix'> & { dialing: ComponentProps<typeof DialingCodeSelect> }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('login.mobile')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={limits.mobile}
      prefix={<DialingCodeSelect {...dialing} />}
      {...field}
    />
  );
}

/** The SMS code (digits only, handed to `onCode`) with the button that sends it (`sms`: see SmsCodeButton). */
export function SmsCodeField({
  sms,
  onCode,
  ...field
}: Omit<FieldProps, 'label' | 'suffix' | 'onChange'> & { sms: ComponentProps<typeof SmsCodeButton>; onCode: (code: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('login.smsCode')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={limits.smsCode}
      suffix={<SmsCodeButton {...sms} />}
      {...field}
      onChange={(e) => onCode(digitsOnly(e.target.value))}
    />
  );
}

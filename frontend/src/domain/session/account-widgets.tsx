// Pieces the account screens share: the SMS code button with its countdown, the captcha picture,
// the dialling-code picker, the mobile number and SMS code fields made of them.
import { useCallback, useEffect, useState, type ComponentProps } from 'react';
import { useCaptcha } from '../../api/captcha';
import { sendSmsCode } from '../../api/sms-codes';
import type { SMSCodeRequest } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { digitsOnly, errorMessage, limits } from '../../lib/account-rules';
import { Field, type FieldProps } from '../../ui/field';
import { useToast } from '../../ui/toast';

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
 * answer's `countdownSeconds` before it may be asked again.
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
  const send = async () => {
    if (!valid) {
      onInvalid();
      return;
    }
    setSending(true);
    try {
      const answer = await sendSmsCode({ purpose, mobile, dialingCode });
      start(answer.countdownSeconds > 0 ? answer.countdownSeconds : 60);
      toast.show(t('login.codeSent'), 'default');
      onSent?.();
    } catch (e) {
      toast.show(errorMessage(t, e), 'short');
    } finally {
      setSending(false);
    }
  };
  return (
    <button type="button" className="field-action" disabled={left > 0 || sending} onClick={() => void send()}>
      {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.getCode')}
    </button>
  );
}

/**
 * The captcha picture; a tap fetches a new one, and so does a new `generation` from the form (after
 * a wrong answer). `onId` hands the id its answer goes back with to the form.
 */
export function CaptchaPicture({ generation, onId }: { generation: number; onId: (id: string) => void }) {
  const { t } = useTranslation();
  const [taps, setTaps] = useState(0);
  const { data } = useCaptcha(generation * 1000 + taps);
  useEffect(() => {
    if (data) onId(data.captchaId);
  }, [data, onId]);
  return (
    <button type="button" className="field-captcha" aria-label={t('login.captchaImage')} onClick={() => setTaps((n) => n + 1)}>
      {data ? <img src={data.image} alt="" width={92} height={37} /> : <span className="skeleton" style={{ display: 'block', width: 92, height: 37 }} />}
    </button>
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

// Firebase sign-in on the account screens (docs/SESSIONS.md, "Social sign-in"): the Google and
// Facebook buttons, shown where the white label's switches are on and the site names its
// Firebase project, and the SMS code a site that chose Firebase's codes sends through it. The
// Firebase SDK is a chunk of its own (./firebase), fetched only once one of these is shown.
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import type { Site } from '../../api/types';
import { useTranslation } from '../../i18n/i18n';
import { normalizeMobile } from '../../lib/account-rules';
import { BrandIcon } from '../../ui/brand-icons';
import { PathIcon } from '../../ui/icons';
import { useToast } from '../../ui/toast';
import { SmsCodeButton, useCountdown } from './account-widgets';
import type { FirebaseConfig, PhoneCode, SocialProvider } from './firebase';
import './firebase-sign-in.css';

type FirebaseModule = typeof import('./firebase');

let chunk: Promise<FirebaseModule> | undefined;

/** The Firebase chunk, fetched once; a failed fetch is tried again on the next need. */
function loadFirebase(): Promise<FirebaseModule> {
  chunk ??= import('./firebase').catch((e: unknown) => {
    chunk = undefined;
    throw e;
  });
  return chunk;
}

/** The switch of each provider's button (the white label's). */
const switches: Record<SocialProvider, string> = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' };

/** The providers whose buttons a site shows: its switch on and a Firebase project named. */
export function socialProviders(site: Site | undefined): SocialProvider[] {
  if (!site?.firebase) return [];
  return (['google', 'facebook'] as const).filter((p) => site.switches[switches[p]] === true);
}

/** Whether the site's mobile numbers are verified by Firebase's SMS codes. */
export const firebaseSms = (site: Site | undefined): FirebaseConfig | undefined => (site?.firebase?.sms ? site.firebase : undefined);

/**
 * The Firebase chunk for a site's project, fetched and readied while `config` is set (none: nothing
 * is fetched), so that a tap reaches Firebase at once.
 */
function useFirebase(config: FirebaseConfig | undefined): FirebaseModule | undefined {
  const [mod, setMod] = useState<FirebaseModule>();
  useEffect(() => {
    if (!config) return;
    let live = true;
    loadFirebase().then(
      (m) => {
        m.prepare(config);
        if (live) setMod(m);
      },
      // offline: the tap fetches it again, and says so if it still fails
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [config]);
  return mod;
}

/**
 * The Google and Facebook buttons of a site (nothing when it shows none). A tap signs in in
 * Firebase's popup and hands the ID token to `onToken`, which logs in at the BFF; a closed popup
 * says nothing, any other failure goes to `onError`.
 */
export function SocialSignIn({
  site,
  label,
  disabled,
  onToken,
  onError,
}: {
  site: Site | undefined;
  label: string;
  disabled?: boolean;
  onToken: (provider: SocialProvider, idToken: string) => Promise<void>;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation();
  const providers = socialProviders(site);
  const config = providers.length > 0 ? site?.firebase : undefined;
  const ready = useFirebase(config);
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const labelId = useId();
  if (!config) return null;

  const signIn = async (provider: SocialProvider) => {
    setBusy(provider);
    let mod = ready;
    try {
      mod ??= await loadFirebase();
      await onToken(provider, await mod.signInWith(config, provider));
    } catch (e) {
      if (mod?.errorKind(e) !== 'cancelled') onError(t('login.socialFailed', { provider: t(`login.${provider}`) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="social-sign-in" role="group" aria-labelledby={labelId}>
      <p className="social-sign-in-label" id={labelId}>
        {label}
      </p>
      <div className="social-login">
        {providers.map((p) => (
          <button
            key={p}
            type="button"
            className="btn btn-ghost social-sign-in-button"
            disabled={disabled || busy !== null}
            aria-busy={busy === p || undefined}
            onClick={() => void signIn(p)}
          >
            {p === 'facebook' ? <BrandIcon name="facebook" size={20} /> : <PathIcon d={googleMark} size={20} />}
            {t(`login.${p}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Google's G, in one colour. */
const googleMark =
  'M21.35 11.1H12v2.98h5.35c-.23 1.4-1.64 4.1-5.35 4.1-3.22 0-5.85-2.67-5.85-5.96S8.78 6.26 12 6.26c1.83 0 3.06.78 3.76 1.45l2.57-2.47C16.69 3.71 14.56 2.8 12 2.8 6.92 2.8 2.8 6.92 2.8 12s4.12 9.2 9.2 9.2c5.31 0 8.83-3.73 8.83-8.99 0-.6-.07-1.06-.16-1.51z';

/**
 * "Get code" on a site whose SMS codes Firebase sends: Firebase's phone sign-in sends the code to
 * `+<dialingCode><mobile>` (when `valid`, else `onInvalid`) and hands `onSent` what confirms the
 * code the player types; the countdown then waits a minute before another.
 */
function FirebaseSmsButton({
  config,
  e164,
  valid,
  onInvalid,
  onSent,
}: {
  config: FirebaseConfig;
  e164: string;
  valid: boolean;
  onInvalid: () => void;
  onSent: (code: PhoneCode) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const ready = useFirebase(config);
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  // the invisible reCAPTCHA's place (the emulator's stands in for it without asking anything)
  const recaptcha = useRef<HTMLSpanElement>(null);
  const send = async () => {
    if (!valid) {
      onInvalid();
      return;
    }
    if (!recaptcha.current) return;
    setSending(true);
    try {
      const mod = ready ?? (await loadFirebase());
      onSent(await mod.sendPhoneCode(config, e164, recaptcha.current));
      start(60);
      toast.show(t('login.codeSent'), 'default');
    } catch {
      toast.show(t('login.codeFailed'), 'short');
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <span ref={recaptcha} />
      <button type="button" className="field-action" disabled={left > 0 || sending} onClick={() => void send()}>
        {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.getCode')}
      </button>
    </>
  );
}

/**
 * "Get code" for the mobile number a login or registration types: Firebase's on a site whose SMS
 * codes Firebase sends (`firebase`, see firebaseSms; `onPhoneCode` gets what confirms the code),
 * else the BFF's (SmsCodeButton).
 */
export function GetCodeButton({
  firebase,
  onPhoneCode,
  ...sms
}: ComponentProps<typeof SmsCodeButton> & { firebase: FirebaseConfig | undefined; onPhoneCode: (code: PhoneCode) => void }) {
  if (!firebase) return <SmsCodeButton {...sms} />;
  const e164 = `+${sms.dialingCode}${normalizeMobile(sms.mobile, sms.dialingCode)}`;
  return <FirebaseSmsButton config={firebase} e164={e164} valid={sms.valid} onInvalid={sms.onInvalid} onSent={onPhoneCode} />;
}

/**
 * The ID token of the code the player typed, from the code Firebase sent; null when the code is
 * wrong, or none was sent yet.
 */
export async function confirmPhoneCode(sent: PhoneCode | undefined, code: string): Promise<string | null> {
  if (!sent) return null;
  const mod = await loadFirebase();
  try {
    return await sent.confirm(code);
  } catch (e) {
    if (mod.errorKind(e) === 'wrongCode') return null;
    throw e;
  }
}

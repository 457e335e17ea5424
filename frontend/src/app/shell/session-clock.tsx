import { useEffect, useState } from 'react';
import { useLanguage, useTranslation, type Language } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { PathIcon } from '../../ui/icons';
import './session-clock.css';

const minute = 60_000;
const clockIcon = 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2';

/** Whole minutes from `loginAt` to `now` (none before the login, should the device's clock lag). */
export function minutesSince(loginAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(loginAt)) / minute));
}

/** h:mm in the language's digits (১:০৫ in Bengali). */
export function clockText(minutes: number, lng: Language): string {
  const m = minutes % 60;
  return `${formatNumber(Math.floor(minutes / 60), lng)}:${formatNumber(Math.floor(m / 10), lng)}${formatNumber(m % 10, lng)}`;
}

/**
 * The time since login (UKGC RTS 13), h:mm in a box of fixed width: one timer to the
 * next whole minute since the login, and a fresh reading when the tab shows again (a hidden
 * tab's timers are slowed).
 */
export function SessionClock({ loginAt }: { loginAt: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  // a new reading each time (an object), so that a timer firing early still sets the next one
  const [reading, setReading] = useState(() => ({ now: Date.now() }));
  useEffect(() => {
    const read = () => setReading({ now: Date.now() });
    const now = Date.now();
    // run again for another reason (the session's answer came again) past the minute of the
    // reading on screen: a new reading at once, not at the end of the minute now begun
    const stale = minutesSince(loginAt, now) !== minutesSince(loginAt, reading.now);
    const since = now - Date.parse(loginAt);
    const id = window.setTimeout(read, stale ? 0 : minute - (((since % minute) + minute) % minute));
    const onShow = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearTimeout(id);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [loginAt, reading]);
  const text = clockText(minutesSince(loginAt, reading.now), lng);
  const label = t('realityCheck.clock', { time: text });
  return (
    <span className="session-clock" role="timer" aria-label={label} title={label}>
      <PathIcon d={clockIcon} size={14} />
      <span aria-hidden="true">{text}</span>
    </span>
  );
}

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useProtection } from '../../api/protection';
import type { Site } from '../../api/types';
import { useSignOut } from '../../domain/session/sign-out';
import { useLanguage, useTranslation } from '../../i18n/i18n';
import { formatMoney, formatNumber } from '../../lib/format';
import { Modal } from '../../ui/modal';
import { useHtmlMark } from './page-marks';
import { minutesSince } from './session-clock';
import './reality-check.css';

/**
 * localStorage: the last reality check a player answered on this device, `{ login, at }`: the
 * login it belongs to and the check's time (ms since the epoch, both). A check answered in one
 * tab is not asked again in another, nor after a reload.
 */
export const realityCheckKey = 'realityCheck';

const minute = 60_000;
/** setTimeout's longest wait. */
const maxWait = 2 ** 31 - 1;
const listeners = new Set<(at: number) => void>();

function answeredAt(login: number): number {
  try {
    const seen = JSON.parse(localStorage.getItem(realityCheckKey) ?? 'null') as { login?: unknown; at?: unknown } | null;
    return seen?.login === login && typeof seen.at === 'number' ? seen.at : 0;
  } catch {
    return 0;
  }
}

function answer(login: number, at: number): void {
  try {
    localStorage.setItem(realityCheckKey, JSON.stringify({ login, at }));
  } catch {
    // no storage: this tab still moves on to the next check (the state below)
  }
  listeners.forEach((l) => l(at));
}

/**
 * The checks of a login every `minutes` fall at login + k·minutes (k ≥ 1), whenever the page
 * was loaded: the latest one due at `now` (null before the first) and the next one's time.
 */
export function checkTimes(login: number, minutes: number, now: number): { due: number | null; next: number } {
  const every = minutes * minute;
  const k = Math.max(0, Math.floor((now - login) / every));
  return { due: k >= 1 ? login + k * every : null, next: login + (k + 1) * every };
}

/** The check answered last for this login, in any tab; this tab's own answer when there is no storage. */
function useAnswered(login: number): number {
  const [local, setLocal] = useState(0);
  useEffect(() => {
    const mine = (at: number) => setLocal(at);
    listeners.add(mine);
    return () => void listeners.delete(mine);
  }, []);
  const stored = useSyncExternalStore(
    useCallback((onChange: () => void) => {
      const onStorage = (e: StorageEvent) => {
        if (e.key === realityCheckKey || e.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      listeners.add(onChange);
      return () => {
        window.removeEventListener('storage', onStorage);
        listeners.delete(onChange);
      };
    }, []),
    () => answeredAt(login),
  );
  return Math.max(local, stored);
}

/**
 * The reality check (UKGC RTS 13): every N minutes since login (the player's interval,
 * GET /protection), a dialog with the time played and the net win or loss since login (asked
 * afresh as it opens), to continue, see the records or log out. Escape continues.
 */
export function RealityCheck({ site, loginAt }: { site: Site; loginAt: string }) {
  const login = Date.parse(loginAt);
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { data: protection, mutate } = useProtection(true);
  const minutes = protection?.realityCheck.minutes ?? 0;
  const answered = useAnswered(login);
  // a new reading each time (an object), so that a timer firing early still sets the next one
  const [reading, setReading] = useState(() => ({ now: Date.now() }));
  const now = reading.now;

  // one timer, to the next check; a fresh reading when the tab shows again (hidden tabs' timers are slowed)
  useEffect(() => {
    if (minutes <= 0) return;
    const read = () => setReading({ now: Date.now() });
    const { next } = checkTimes(login, minutes, Date.now());
    const id = window.setTimeout(read, Math.min(next - Date.now(), maxWait));
    const onShow = () => document.visibilityState === 'visible' && read();
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.clearTimeout(id);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [login, minutes, reading]);

  // the reading drawn, once the interval is known: what the check decided at that moment shows with it
  useHtmlMark('realityCheck', minutes > 0 ? String(now) : null);

  const due = minutes > 0 ? checkTimes(login, minutes, now).due : null;
  const open = due !== null && due > answered;

  // the net result as it is when the check opens
  const [freshFor, setFreshFor] = useState<number | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void mutate().finally(() => live && setFreshFor(due));
    return () => {
      live = false;
    };
  }, [open, due, mutate]);

  const carryOn = useCallback(() => {
    if (due !== null) answer(login, due);
  }, [login, due]);
  /** The records and log out: the check is answered as by Continue, then `next`. */
  const carryOnThen = (next: () => void) => () => {
    carryOn();
    next();
  };

  let net = '…';
  let tone = '';
  if (freshFor === due && protection) {
    const value = protection.session.netResult;
    const amount = formatMoney(value.replace(/^-/, ''), site.currency, lng);
    const sign = Number(value);
    net = sign > 0 ? t('realityCheck.won', { amount }) : sign < 0 ? t('realityCheck.lost', { amount }) : t('realityCheck.even');
    tone = sign > 0 ? ' is-won' : sign < 0 ? ' is-lost' : '';
  }
  const played = minutesSince(loginAt, now);

  return (
    <>
      {open && (
        <Modal open title={t('realityCheck.title')} onClose={carryOn} closeOnMask={false}>
          <p>{t('realityCheck.text')}</p>
          <dl className="reality-check-facts">
            <div>
              <dt>{t('realityCheck.played')}</dt>
              <dd>{t('realityCheck.duration', { hours: formatNumber(Math.floor(played / 60), lng), minutes: formatNumber(played % 60, lng) })}</dd>
            </div>
            <div>
              <dt>{t('realityCheck.net')}</dt>
              <dd className={`reality-check-net${tone}`} aria-busy={freshFor !== due || undefined}>
                {net}
              </dd>
            </div>
          </dl>
          <p className="reality-check-note">{t('realityCheck.note', { count: minutes, minutes: formatNumber(minutes, lng) })}</p>
          <div className="reality-check-actions">
            <button type="button" className="btn btn-primary btn-block" onClick={carryOn}>
              {t('realityCheck.continue')}
            </button>
            <button type="button" className="btn btn-ghost btn-block" onClick={carryOnThen(() => void navigate('/transaction/record'))}>
              {t('realityCheck.records')}
            </button>
            <button type="button" className="btn btn-ghost btn-block" onClick={carryOnThen(signOut.ask)}>
              {t('realityCheck.logOut')}
            </button>
          </div>
        </Modal>
      )}
      {signOut.dialog}
    </>
  );
}

import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { components } from './schema';

export type Lotteries = components['schemas']['Lotteries'];
export type Lottery = components['schemas']['Lottery'];
export type LotteryResult = components['schemas']['LotteryResult'];

export const lotteriesPath = '/api/v1/lotteries';
export const lotteriesKey = (lng: Language) => [lotteriesPath, lng] as const;

/**
 * How long after a lottery's next draw the page asks again: the BFF keeps a lottery's draws a
 * few seconds (adapters/cached/lobby.go, DrawTTL), so an earlier ask may still get the old ones.
 */
export const drawSettleMs = 6_000;
/** The page asks at least this often (a draw long past, a device clock ahead) and at most this rarely (a daily draw). */
export const refreshBounds = { min: 10_000, max: 60_000 } as const;

/**
 * When to ask for the lotteries again: soon after the first of their next draws, within
 * refreshBounds; `now` is the device's clock in milliseconds.
 */
export function lotteriesRefreshMs(data: Lotteries | undefined, now: number): number {
  const draws = (data?.items ?? []).flatMap((l) => (l.draws?.next ? [Date.parse(l.draws.next.drawsAt)] : [])).filter((t) => !Number.isNaN(t));
  if (draws.length === 0) return refreshBounds.max;
  const wait = Math.min(...draws) - now + drawSettleMs;
  return Math.min(refreshBounds.max, Math.max(refreshBounds.min, wait));
}

export function fetchLotteries(): Promise<Lotteries> {
  return apiGet<Lotteries>(lotteriesPath);
}

/**
 * The lottery lobby: each lottery with its menu and latest draws, in the page's language. It is
 * asked again after each next draw while the page is open and visible (SWR does not refresh a
 * hidden page), so a new draw shows without a reload.
 */
export function useLotteries() {
  const lng = useLanguage();
  return useSWR<Lotteries, ApiError>(lotteriesKey(lng), fetchLotteries, {
    keepPreviousData: true,
    // back on the page after a while away: the draws it missed at once, not at the next interval
    revalidateOnFocus: true,
    refreshInterval: (data) => lotteriesRefreshMs(data, Date.now()),
  });
}

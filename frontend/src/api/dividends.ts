import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { Dividends } from './types';
import type { DayRange } from '../lib/date-range';

export const dividendsPath = '/api/v1/agent/dividends';

export function fetchDividends(range: DayRange): Promise<Dividends> {
  return apiGet<Dividends>(dividendsPath, range);
}

/** The agent's dividend of each period that overlaps a range; `null` asks for nothing. */
export function useDividends(range: DayRange | null) {
  const { lng, user } = usePlayerKey();
  return useSWR<Dividends, ApiError>(range ? [dividendsPath, lng, user, JSON.stringify(range)] : null, () => fetchDividends(range ?? {}), {
    keepPreviousData: true,
  });
}

import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { ProfitLossReport } from './types';

export const profitLossPath = '/api/v1/records/profit-loss';

export type ProfitLossQuery = { from?: string; to?: string };

export function fetchProfitLoss(query: ProfitLossQuery): Promise<ProfitLossReport> {
  return apiGet<ProfitLossReport>(profitLossPath, query);
}

/** Profit and loss by game category over a range, with the totals. */
export function useProfitLoss(query: ProfitLossQuery) {
  const { lng, user } = usePlayerKey();
  return useSWR<ProfitLossReport, ApiError>([profitLossPath, lng, user, JSON.stringify(query)], () => fetchProfitLoss(query), { keepPreviousData: true });
}

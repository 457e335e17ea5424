import { useRecordPages } from './record-pages';
import type { BetPage } from './types';

export const betsPath = '/api/v1/records/bets';

export type BetQuery = { from?: string; to?: string; category?: string };

/** The bet record, newest first, page by page (403 feature_disabled without TRANSBETREPMEM3); `null` asks for nothing. */
export function useBetPages(query: BetQuery | null) {
  return useRecordPages<BetPage>(betsPath, query);
}

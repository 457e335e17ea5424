import { useRecordPages } from './record-pages';
import type { RebateIncome } from './types';
import type { DayRange } from '../lib/date-range';

export const agentIncomePath = '/api/v1/agent/income';

/** The agent's rebate income by day and category, page by page; `null` asks for nothing. */
export function useRebateIncomePages(query: DayRange | null) {
  return useRecordPages<RebateIncome>(agentIncomePath, query);
}

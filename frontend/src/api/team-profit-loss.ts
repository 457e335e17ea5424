import { useRecordPages } from './record-pages';
import type { TeamProfitLoss } from './types';
import type { DayRange } from '../lib/date-range';

export const teamProfitLossPath = '/api/v1/agent/team/profit-loss';

/** Profit and loss per downline, page by page, with the team's totals; `null` asks for nothing. */
export function useTeamProfitLossPages(query: (DayRange & { userName?: string }) | null) {
  return useRecordPages<TeamProfitLoss>(teamProfitLossPath, query);
}

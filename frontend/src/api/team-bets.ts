import { useRecordPages } from './record-pages';
import type { TeamBetPage } from './types';
import type { DayRange } from '../lib/date-range';

export const teamBetsPath = '/api/v1/agent/team/bets';

/** The team's bets, newest first, page by page; `null` asks for nothing. */
export function useTeamBetPages(query: (DayRange & { userName?: string; category?: string }) | null) {
  return useRecordPages<TeamBetPage>(teamBetsPath, query);
}

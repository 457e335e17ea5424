import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { TeamOverview } from './types';
import type { DayRange } from '../lib/date-range';

export const teamOverviewPath = '/api/v1/agent/team/overview';

export function fetchTeamOverview(range: DayRange): Promise<TeamOverview> {
  return apiGet<TeamOverview>(teamOverviewPath, range);
}

/** The team over a range; `null` asks for nothing. */
export function useTeamOverview(range: DayRange | null) {
  const { lng, user } = usePlayerKey();
  return useSWR<TeamOverview, ApiError>(range ? [teamOverviewPath, lng, user, JSON.stringify(range)] : null, () => fetchTeamOverview(range ?? {}), {
    keepPreviousData: true,
  });
}

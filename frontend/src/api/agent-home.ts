import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { AgentHome } from './types';
import type { DayRange } from '../lib/date-range';

export const agentHomePath = '/api/v1/agent/home';

export function fetchAgentHome(range: DayRange): Promise<AgentHome> {
  return apiGet<AgentHome>(agentHomePath, range);
}

/** The agent home: the balance, the team counters over a range, the grid the site's switches allow. */
export function useAgentHome(range: DayRange | null) {
  const { lng, user } = usePlayerKey();
  return useSWR<AgentHome, ApiError>(range ? [agentHomePath, lng, user, JSON.stringify(range)] : null, () => fetchAgentHome(range ?? {}), {
    keepPreviousData: true,
  });
}

import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { RebateLimits } from './types';

export const rebateLimitsPath = '/api/v1/agent/rebates';

export function fetchRebateLimits(): Promise<RebateLimits> {
  return apiGet<RebateLimits>(rebateLimitsPath);
}

/** The agent's own rates: the most a downline may be given in each game category. */
export function useRebateLimits() {
  const { lng, user } = usePlayerKey();
  return useSWR<RebateLimits, ApiError>([rebateLimitsPath, lng, user], fetchRebateLimits);
}

import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { Rebates } from './types';

export const rebatesPath = '/api/v1/rebates';

export function fetchRebates(): Promise<Rebates> {
  return apiGet<Rebates>(rebatesPath);
}

/** The manual rebate: what a claim pays now, by game category. */
export function useRebates() {
  const { lng, user } = usePlayerKey();
  return useSWR<Rebates, ApiError>([rebatesPath, lng, user], fetchRebates);
}

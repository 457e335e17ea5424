import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { VIP } from './types';

export const vipPath = '/api/v1/vip';

export function fetchVip(): Promise<VIP> {
  return apiGet<VIP>(vipPath);
}

/** The player's VIP rank, how far the next one is, and every rank's benefits. */
export function useVip() {
  const { lng, user } = usePlayerKey();
  return useSWR<VIP, ApiError>([vipPath, lng, user], fetchVip);
}

import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { WithdrawalOptions } from './types';

export const withdrawalOptionsPath = '/api/v1/withdrawal-options';

export function fetchWithdrawalOptions(): Promise<WithdrawalOptions> {
  return apiGet<WithdrawalOptions>(withdrawalOptionsPath);
}

/** The withdrawable balance, the rules and the payout accounts (masked). */
export function useWithdrawalOptions() {
  const { user } = usePlayerKey();
  return useSWR<WithdrawalOptions, ApiError>([withdrawalOptionsPath, user], fetchWithdrawalOptions, { revalidateOnFocus: false });
}

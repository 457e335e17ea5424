import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { DepositMethods } from './types';

export const depositMethodsPath = '/api/v1/deposit-methods';

export function fetchDepositMethods(): Promise<DepositMethods> {
  return apiGet<DepositMethods>(depositMethodsPath);
}

/** The ways to deposit with their limits and one-tap amounts, and the deposit promotions. */
export function useDepositMethods() {
  const { lng, user } = usePlayerKey();
  return useSWR<DepositMethods, ApiError>([depositMethodsPath, lng, user], fetchDepositMethods, { revalidateOnFocus: false });
}

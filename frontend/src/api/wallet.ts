import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { Wallet } from './types';

export const walletKey = '/api/v1/wallet';

export function fetchWallet(): Promise<Wallet> {
  return apiGet<Wallet>(walletKey);
}

/** The total balance for the header's widget; `enabled` false for visitors. */
export function useWallet(enabled: boolean) {
  return useSWR<Wallet, ApiError>(enabled ? walletKey : null, fetchWallet);
}

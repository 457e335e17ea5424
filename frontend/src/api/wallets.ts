import useSWR from 'swr';
import { useLanguage, type Language } from '../i18n/i18n';
import { apiGet, type ApiError } from './client';
import type { Wallets } from './types';

export const walletsPath = '/api/v1/wallets';
export const walletsKey = (lng: Language) => [walletsPath, lng] as const;

export function fetchWallets(): Promise<Wallets> {
  return apiGet<Wallets>(walletsPath);
}

/** The main wallet, every game wallet and the total; `enabled` false asks for nothing. */
export function useWallets(enabled: boolean) {
  const lng = useLanguage();
  return useSWR<Wallets, ApiError>(enabled ? walletsKey(lng) : null, fetchWallets);
}

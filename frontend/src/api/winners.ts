import useSWR from 'swr';
import type { Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { Winners } from './types';

export const winnersKey = (lng: Language) => ['/api/v1/winners', lng] as const;

/** The winner board: 100 entries, largest win first. */
export function fetchWinners(): Promise<Winners> {
  return apiGet<Winners>('/api/v1/winners');
}

export function useWinners() {
  const lng = useSettledLanguage();
  return useSWR<Winners, ApiError>(winnersKey(lng), fetchWinners, { keepPreviousData: true });
}

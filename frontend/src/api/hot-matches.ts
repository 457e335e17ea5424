import useSWR from 'swr';
import type { Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { HotMatches } from './types';

export const hotMatchesKey = (lng: Language) => ['/api/v1/sports/hot-matches', lng] as const;

/** The sports carousel's featured matches. */
export function fetchHotMatches(): Promise<HotMatches> {
  return apiGet<HotMatches>('/api/v1/sports/hot-matches');
}

export function useHotMatches(enabled = true) {
  const lng = useSettledLanguage();
  return useSWR<HotMatches, ApiError>(enabled ? hotMatchesKey(lng) : null, fetchHotMatches, { keepPreviousData: true });
}

import useSWR, { preload } from 'swr';
import { currentLanguage, type Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { Home } from './types';

export const homeKey = (lng: Language) => ['/api/v1/home', lng] as const;

/** Everything the home page shows, in one round trip; each section may be `unavailable` alone. */
export function fetchHome(): Promise<Home> {
  return apiGet<Home>('/api/v1/home');
}

export function useHome() {
  // hot games, categories and winners reload 250 ms after the language last changed
  const lng = useSettledLanguage();
  return useSWR<Home, ApiError>(homeKey(lng), fetchHome, { keepPreviousData: true });
}

/** Starts the home request before React renders (entry on a home path), so it runs beside /api/v1/site. */
export function preloadHome(): void {
  void preload(homeKey(currentLanguage()), fetchHome);
}

import useSWR from 'swr';
import { currentLanguage, type Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import { joinPrefetch, prefetch, useHasFirstAnswer } from './first-answers';
import type { Home } from './types';

export const homeKey = (lng: Language) => ['/api/v1/home', lng] as const;

/** Everything the home page shows, in one round trip; each section may be `unavailable` alone. */
export function fetchHome(): Promise<Home> {
  return apiGet<Home>('/api/v1/home');
}

export function useHome() {
  // hot games, categories and winners reload 250 ms after the language last changed
  const lng = useSettledLanguage();
  const key = homeKey(lng);
  const firstAnswer = useHasFirstAnswer(key);
  return useSWR<Home, ApiError>(key, () => joinPrefetch(key, fetchHome), { keepPreviousData: true, revalidateOnMount: !firstAnswer });
}

/**
 * Starts the home request before React renders (entry on a home path), so it runs beside
 * /api/v1/site, and resolves when its answer is in the cache: the page's first render has it.
 * (index.html's first requests, build/first-requests.js, started it with the page, and the first
 * banner as soon as the answer named it.)
 */
export function preloadHome(): Promise<unknown> {
  return prefetch(homeKey(currentLanguage()), fetchHome);
}

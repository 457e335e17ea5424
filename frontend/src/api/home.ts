import useSWR, { mutate, preload } from 'swr';
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

/**
 * Starts the home request before React renders (entry on a home path), so it runs beside
 * /api/v1/site. Its answer goes into the cache as it arrives, so the page's first render has it
 * (a preload alone is read after the page has mounted: a render with skeletons first). The first
 * banner, the largest thing on the first view, is fetched as soon as the answer names it; it is in
 * the browser's memory when it is drawn.
 */
export function preloadHome(): void {
  const key = homeKey(currentLanguage());
  void preload(key, fetchHome).then((home) => {
    void mutate(key, home, { revalidate: false });
    const first = home.banners.status === 'ok' ? home.banners.items[0] : undefined;
    if (!first) return;
    const image = new Image();
    image.fetchPriority = 'high'; // not held back, as pictures are, until the first paint
    image.src = first.image;
  }, () => undefined);
}

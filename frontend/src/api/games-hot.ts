import useSWR from 'swr';
import type { Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { GameList } from './types';

export const hotGamesKey = (lng: Language, name?: string) => ['/api/v1/games/hot', lng, name ?? ''] as const;

/** The whole hot list (the carousel), optionally narrowed by name. */
export function fetchHotGames(name?: string): Promise<GameList> {
  return apiGet<GameList>('/api/v1/games/hot', { name });
}

export function useHotGames(name?: string) {
  const lng = useSettledLanguage();
  return useSWR<GameList, ApiError>(hotGamesKey(lng, name), () => fetchHotGames(name), { keepPreviousData: true });
}

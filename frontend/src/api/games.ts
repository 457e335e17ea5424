import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { useLanguage, type Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { GamePage, GameQuery } from './types';

export const gamesKey = (query: GameQuery, lng: Language) => ['/api/v1/games', lng, JSON.stringify(query)] as const;

export function fetchGames(query: GameQuery): Promise<GamePage> {
  return apiGet<GamePage>('/api/v1/games', query);
}

/** One page of a game list; `null` asks for nothing (e.g. while 'all' is chosen). */
export function useGames(query: GameQuery | null) {
  const lng = useLanguage();
  return useSWR<GamePage, ApiError>(query ? gamesKey(query, lng) : null, () => fetchGames(query ?? {}), { keepPreviousData: true });
}

/** The lobby's page size. */
export const lobbyPageSize = 18;

/** Whether a list of pages has more to load: the last page is below totalPages. */
export function hasMorePages(pages: GamePage[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  return last !== undefined && last.page < last.totalPages;
}

/**
 * A game list page by page (infinite scroll), 18 a page. A new query (tab, filter, vendor, name)
 * is a new key: the list starts empty at page 1. `null` asks for nothing.
 */
export function useGamePages(query: Omit<GameQuery, 'page' | 'pageSize'> | null) {
  const lng = useSettledLanguage();
  return useSWRInfinite<GamePage, ApiError>(
    (index: number, previous: GamePage | null) => {
      if (!query || (previous && previous.page >= previous.totalPages)) return null;
      return gamesKey({ ...query, page: index + 1, pageSize: lobbyPageSize }, lng);
    },
    (key: ReturnType<typeof gamesKey>) => fetchGames(JSON.parse(key[2]) as GameQuery),
    { revalidateFirstPage: false },
  );
}

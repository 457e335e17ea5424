import useSWR, { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { lobbyPageSize } from '../config/lobby';
import { currentLanguage, useLanguage, type Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import { prefetch, useHasFirstAnswer } from './first-answers';
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

/** Whether a list of pages has more to load: the last page is below totalPages. */
export function hasMorePages(pages: GamePage[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  return last !== undefined && last.page < last.totalPages;
}

type ListQuery = Omit<GameQuery, 'page' | 'pageSize'>;

/** The key of each page of a list: null after the last page, or for no list. */
function pageKeys(query: ListQuery | null, lng: Language) {
  return (index: number, previous: GamePage | null) => {
    if (!query || (previous && previous.page >= previous.totalPages)) return null;
    return gamesKey({ ...query, page: index + 1, pageSize: lobbyPageSize }, lng);
  };
}

/**
 * A game list page by page (infinite scroll), 18 a page. A new query (tab, filter, vendor, name)
 * is a new key: the list starts empty at page 1. `null` asks for nothing.
 */
export function useGamePages(query: ListQuery | null) {
  const lng = useSettledLanguage();
  const keys = pageKeys(query, lng);
  const firstAnswer = useHasFirstAnswer(keys(0, null));
  return useSWRInfinite<GamePage, ApiError>(keys, (key: ReturnType<typeof gamesKey>) => fetchGames(JSON.parse(key[2]) as GameQuery), {
    revalidateFirstPage: false,
    // the first page main.tsx put in the cache is taken as it is, until something replaces it
    revalidateOnMount: !firstAnswer,
  });
}

/**
 * Starts a lobby's first page before React renders (entry on a lobby page; index.html's first
 * requests asked for it with the page) and resolves once it is in the cache as the list's first
 * page: the lobby's first render draws its games.
 */
export function preloadGamePages(query: ListQuery): Promise<unknown> {
  const lng = currentLanguage();
  const keys = pageKeys(query, lng);
  const first = keys(0, null);
  if (!first) return Promise.resolve();
  return prefetch(first, () => fetchGames(JSON.parse(first[2]) as GameQuery)).then(
    (page) => page && mutate(unstable_serialize(keys), [page], { revalidate: false }),
  );
}

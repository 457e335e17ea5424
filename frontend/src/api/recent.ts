import useSWRInfinite from 'swr/infinite';
import type { Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { GamePage } from './types';

export const recentPageSize = 18;

export const recentKey = (lng: Language, category: string, page: number) => ['/api/v1/recent', lng, category, page] as const;

export function fetchRecent(category: string, page: number): Promise<GamePage> {
  return apiGet<GamePage>('/api/v1/recent', { category, page, pageSize: recentPageSize });
}

/** The player's recent games, newest first, 18 a page; `member: false` asks for nothing. */
export function useRecentGames(member: boolean, category = '') {
  const lng = useSettledLanguage();
  return useSWRInfinite<GamePage, ApiError>(
    (index: number, previous: GamePage | null) => {
      if (!member || (previous && previous.page >= previous.totalPages)) return null;
      return recentKey(lng, category, index + 1);
    },
    (key: ReturnType<typeof recentKey>) => fetchRecent(key[2], key[3]),
    { revalidateFirstPage: false },
  );
}

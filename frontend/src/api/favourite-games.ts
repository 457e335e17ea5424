import useSWRInfinite from 'swr/infinite';
import type { Language } from '../i18n/i18n';
import { useSettledLanguage } from '../lib/use-debounced';
import { apiGet, type ApiError } from './client';
import type { GamePage } from './types';

/** The favourites screen's page size. */
export const favouritesPageSize = 15;

export const favouriteGamesKey = (lng: Language, name: string, page: number) => ['/api/v1/favourites/games', lng, name, page] as const;

export function fetchFavouriteGames(name: string, page: number): Promise<GamePage> {
  return apiGet<GamePage>('/api/v1/favourites/games', { name, page, pageSize: favouritesPageSize });
}

/**
 * The player's favourite games, 15 a page. A name search answers every match on page 1, so no
 * further page is asked for while one is active. `member: false` asks for nothing.
 */
export function useFavouriteGames(member: boolean, name: string) {
  const lng = useSettledLanguage();
  return useSWRInfinite<GamePage, ApiError>(
    (index: number, previous: GamePage | null) => {
      if (!member || (index > 0 && name !== '') || (previous && previous.page >= previous.totalPages)) return null;
      return favouriteGamesKey(lng, name, index + 1);
    },
    (key: ReturnType<typeof favouriteGamesKey>) => fetchFavouriteGames(key[2], key[3]),
    { revalidateFirstPage: false },
  );
}

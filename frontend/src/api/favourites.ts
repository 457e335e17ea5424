import useSWR, { useSWRConfig } from 'swr';
import { apiGet, type ApiError } from './client';
import type { FavouriteIds } from './types';

// The favourite ids mark the hearts on every tile: one key, no language (ids are ids).
export const favouriteIdsKey = '/api/v1/favourites';
const none: string[] = [];

export function fetchFavouriteIds(): Promise<FavouriteIds> {
  return apiGet<FavouriteIds>(favouriteIdsKey);
}

/** The player's favourite node ids, newest first (undefined until known); none for a visitor, who is not asked. */
export function useFavouriteIds(member: boolean): string[] | undefined {
  const { data } = useSWR<FavouriteIds, ApiError>(member ? favouriteIdsKey : null, fetchFavouriteIds);
  return member ? data?.nodeIds : none;
}

/** The SWR cache's mutate, for the favourite change (src/api/favourite-change.ts, loaded on the first tap). */
export function useFavouriteCache() {
  return useSWRConfig().mutate;
}

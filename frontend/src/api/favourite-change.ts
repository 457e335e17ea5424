import type { ScopedMutator } from 'swr';
import { request } from './client';
import { favouriteIdsKey } from './favourites';
import type { FavouriteIds } from './types';

export function addFavourite(nodeId: string, vendor: string): Promise<FavouriteIds> {
  return request<FavouriteIds>('PUT', `${favouriteIdsKey}/${encodeURIComponent(nodeId)}`, { body: { vendor } });
}

export function removeFavourite(nodeId: string, vendor: string): Promise<FavouriteIds> {
  return request<FavouriteIds>('DELETE', `${favouriteIdsKey}/${encodeURIComponent(nodeId)}`, { query: { vendor } });
}

/**
 * Adds or removes a favourite: every heart changes at once (optimistic), the BFF's answer then
 * replaces the ids, and a refusal puts them back and rejects with the ApiError.
 */
export async function changeFavourite(mutate: ScopedMutator, nodeId: string, vendor: string, on: boolean): Promise<void> {
  await mutate<FavouriteIds>(favouriteIdsKey, on ? addFavourite(nodeId, vendor) : removeFavourite(nodeId, vendor), {
    optimisticData: (current) => {
      const ids = (current?.nodeIds ?? []).filter((id) => id !== nodeId);
      return { nodeIds: on ? [nodeId, ...ids] : ids };
    },
    rollbackOnError: true,
    populateCache: true,
    revalidate: false,
  });
}

import useSWRInfinite from 'swr/infinite';
import { apiGet, type ApiError, type Query } from './client';
import { usePlayerKey } from './player-key';

/** Rows a page of every record (account, bets, deposits, withdrawals): a phone's screen and a half. */
export const recordsPageSize = 15;

type Paged = { page: number; totalPages: number };

/** Whether a list of pages has more to load: the last page is below totalPages. */
export function hasMore(pages: Paged[] | undefined): boolean {
  const last = pages?.[pages.length - 1];
  return last !== undefined && last.page < last.totalPages;
}

export type RecordPagesKey = readonly [path: string, lng: string, user: string, query: string];

/**
 * A record page by page (infinite scroll), 15 a page. A new query (range, type, status) is a new
 * key: the list starts again at page 1. Opening the screen asks again for what is cached (a
 * deposit made a moment ago must show). The key names the player (api/player-key.ts). `null`
 * asks for nothing.
 */
export function useRecordPages<P extends Paged>(path: string, query: Query | null) {
  const { lng, user } = usePlayerKey();
  return useSWRInfinite<P, ApiError>(
    (index: number, previous: P | null): RecordPagesKey | null => {
      if (!query || (previous && previous.page >= previous.totalPages)) return null;
      return [path, lng, user, JSON.stringify({ ...query, page: index + 1, pageSize: recordsPageSize })];
    },
    ([p, , , q]: RecordPagesKey) => apiGet<P>(p, JSON.parse(q) as Query),
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
}

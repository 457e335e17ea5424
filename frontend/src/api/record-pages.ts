import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
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

/**
 * What a paged list (RecordList) shows of a paged answer: its rows, its error, whether a page is
 * on its way, whether there is more, and how to ask for the next page or again.
 */
export function pagedList<P extends Paged & { items: unknown[] }>(answer: SWRInfiniteResponse<P, ApiError>) {
  const { data: pages, error, isValidating, size, setSize, mutate } = answer;
  return {
    items: pages?.flatMap<P['items'][number]>((p) => p.items),
    error,
    loading: isValidating && (pages === undefined || size > pages.length),
    hasMore: hasMore(pages),
    onMore: () => void setSize(size + 1),
    onRetry: () => void mutate(),
  };
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

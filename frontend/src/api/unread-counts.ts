import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import type { UnreadCounts } from './types';

export const unreadCountsKey = '/api/v1/me/unread-counts';

export function fetchUnreadCounts(): Promise<UnreadCounts> {
  return apiGet<UnreadCounts>(unreadCountsKey);
}

/** The message centre's badges; a free (type 4) account is refused (free_reject), so pass enabled false for it. */
export function useUnreadCounts(enabled: boolean) {
  return useSWR<UnreadCounts, ApiError>(enabled ? unreadCountsKey : null, fetchUnreadCounts);
}


import { useEffect, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { throttle } from '../lib/throttle';
import { apiGet, type ApiError } from './client';
import type { UnreadCounts } from './types';

export const unreadCountsKey = '/api/v1/me/unread-counts';

/** The spec's throttle of the unread counts. */
export const unreadCountsThrottleMs = 250;

export function fetchUnreadCounts(): Promise<UnreadCounts> {
  return apiGet<UnreadCounts>(unreadCountsKey);
}

/**
 * The badges (message centre, side menu, member panel, member centre); `enabled` false for a
 * visitor. A free (type 4) account gets its announcements' count and null inbox and chat.
 */
export function useUnreadCounts(enabled: boolean) {
  return useSWR<UnreadCounts, ApiError>(enabled ? unreadCountsKey : null, fetchUnreadCounts, { dedupingInterval: unreadCountsThrottleMs });
}

/** Asks for the badges again after a read or a delete, at most once per 250 ms. */
export function useRefreshUnreadCounts(): () => void {
  const { mutate } = useSWRConfig();
  const refresh = useMemo(() => throttle(() => void mutate(unreadCountsKey), unreadCountsThrottleMs), [mutate]);
  // a refresh folded into a later one does not outlive the screen that asked for it
  useEffect(() => refresh.cancel, [refresh]);
  return refresh;
}

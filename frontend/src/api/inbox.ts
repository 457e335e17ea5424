import { useRecordPages } from './record-pages';
import type { Inbox } from './types';

export const inboxPath = '/api/v1/inbox';

const everything = {};

/** The player's inbox, newest first, page by page (infinite scroll); `enabled` false asks for nothing. */
export function useInboxPages(enabled: boolean) {
  return useRecordPages<Inbox>(inboxPath, enabled ? everything : null);
}

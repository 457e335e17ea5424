import { request } from './client';
import type { MarkedRead } from './types';

/** Marks an announcement read for the player (a free account may not: free_reject). */
export function markAnnouncementRead(id: string): Promise<MarkedRead> {
  return request<MarkedRead>('POST', `/api/v1/announcements/${encodeURIComponent(id)}/read`);
}

import useSWR from 'swr';
import { apiGet, type ApiError } from './client';
import { usePlayerKey } from './player-key';
import type { AnnouncementKind, Announcements } from './types';

export const announcementsPath = '/api/v1/announcements';

export type AnnouncementsQuery = { types: AnnouncementKind[]; group?: 'm_home' | 'm_hotgames' | 'm_leftmenu' | 'm_reg' };
type Key = readonly [path: string, lng: string, user: string, types: string, group: string];

/** Announcements of the kinds and group asked, their HTML sanitised by the BFF. */
export function fetchAnnouncements(q: AnnouncementsQuery): Promise<Announcements> {
  return apiGet<Announcements>(announcementsPath, { types: q.types.join(','), group: q.group });
}

/**
 * The announcements a screen shows: a visitor's public ones, a member's with their read marks
 * (the key names the player: api/player-key.ts). `null` asks for nothing.
 */
export function useAnnouncements(q: AnnouncementsQuery | null) {
  const { lng, user } = usePlayerKey();
  const key: Key | null = q ? [announcementsPath, lng, user, q.types.join(','), q.group ?? ''] : null;
  return useSWR<Announcements, ApiError>(key, () => fetchAnnouncements(q as AnnouncementsQuery));
}

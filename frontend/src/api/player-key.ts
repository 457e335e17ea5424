import { useLanguage, type Language } from '../i18n/i18n';
import { useSessionQuery } from './session';

/**
 * The language and the player a personal answer is for, for its cache key: a key naming the
 * player is never read for the next one on this device (the session's change clears only the
 * paths it lists: api/session.ts), and paged lists keep their pages apart from those keys anyway.
 */
export function usePlayerKey(): { lng: Language; user: string } {
  return { lng: useLanguage(), user: useSessionQuery().data?.userName ?? '' };
}

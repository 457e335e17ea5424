import { useUnreadCounts } from '../../api/unread-counts';
import { useSession } from '../session/session';

/** The badges' counts: zero for a visitor, and where the BFF gives none (chat without CBS3, a free account's inbox). */
export type Badges = { announcements: number; inbox: number; chat: number };

const none: Badges = { announcements: 0, inbox: 0, chat: 0 };

/**
 * The unread badges of the side menu, the member panel, the message centre and the member centre:
 * only when logged in (the Badge hides a zero and reads 99+ above 99). The BFF leaves out what the
 * player may not use: chat without CBS3 or for a free account, a free account's inbox.
 */
export function useBadges(): Badges {
  const session = useSession();
  const { data } = useUnreadCounts(session.authenticated);
  if (!session.authenticated || !data) return none;
  return { announcements: data.announcements, inbox: data.inbox ?? 0, chat: data.chat ?? 0 };
}

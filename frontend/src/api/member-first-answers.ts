import { preload } from 'swr';
import { currentLanguage } from '../i18n/i18n';
import { prefetch } from './first-answers';
import { fetchMe, meKey } from './me';
import { fetchUnreadCounts, unreadCountsKey } from './unread-counts';
import { fetchWallets, walletsKey } from './wallets';

/**
 * The member centre's answers (the player, the wallets, the badges), asked before React renders on
 * /m/member/home (index.html's first requests asked with the page), in SWR's cache when the first
 * render comes. Their hooks still revalidate on mount: SWR's preload hands them the same answer
 * instead of asking again, and an equal answer redraws nothing. For a visitor they fail quietly
 * (the page sends them to log in).
 */
export function preloadMemberHome(): Promise<unknown> {
  const ask = <T>(key: string | readonly string[], fetcher: () => Promise<T>) => {
    const once = fetcher();
    once.catch(() => undefined);
    void preload(key, () => once);
    return prefetch(key, () => once);
  };
  return Promise.all([ask(meKey, fetchMe), ask(walletsKey(currentLanguage()), fetchWallets), ask(unreadCountsKey, fetchUnreadCounts)]);
}

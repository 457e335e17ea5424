import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { request } from './client';
import { sessionKey } from './session';
import type { Session } from './types';

/** The member renew: tells the upstream the session is in use and slides the cookie. */
export function renewSession(): Promise<Session> {
  return request<Session>('POST', `${sessionKey}/renew`);
}

/** Sends the member renew once when `active` (the header mounted while logged in). */
export function useRenewOnMount(active: boolean): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!active) return;
    let live = true;
    renewSession()
      .then((next) => {
        if (live) void mutate(sessionKey, next, { revalidate: false });
      })
      // an ended session is handled app-wide (session_expired sends the player to log in)
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active, mutate]);
}

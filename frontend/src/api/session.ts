import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiGet, request, type ApiError } from './client';
import { freshlyPrefetched, joinPrefetch, prefetch } from './first-answers';
import type { LoginRequest, Session } from './types';

export const sessionKey = '/api/v1/session';

export const visitorSession: Session = { authenticated: false, role: 'visitor', canDeposit: false, isAgent: false };

/** Who is logged in, from the session cookie alone (cheap: the site asks on every start). */
export function fetchSession(): Promise<Session> {
  return apiGet<Session>(sessionKey);
}

/**
 * Starts the session request before React renders, beside /api/v1/site; the first render waits for
 * it. An answer arriving after that render would redraw the shell, its header and every tile's
 * heart at once, in one task that cannot be sliced.
 */
export function preloadSession(): Promise<Session | undefined> {
  return prefetch(sessionKey, fetchSession);
}

export function useSessionQuery() {
  return useSWR<Session, ApiError>(sessionKey, () => joinPrefetch(sessionKey, fetchSession), {
    revalidateOnFocus: true,
    revalidateOnMount: !freshlyPrefetched(sessionKey),
  });
}

/** Logs in by user name and password or by mobile number and SMS code; the cookie is set. */
export function login(body: LoginRequest): Promise<Session> {
  return request<Session>('POST', sessionKey, { body });
}

/** Logs out upstream and clears the cookie; the answer is a visitor. */
export function logout(): Promise<Session> {
  return request<Session>('DELETE', sessionKey);
}

/**
 * Answers that belong to one player: cleared whenever who is logged in changes. A key is a path
 * or an array starting with one; game lists of a player's favourites or recent games count too.
 * The other money answers (deposits, withdrawals, payout accounts, records) name the player in
 * their keys (api/player-key.ts), so one player's never shows to the next.
 */
export const personalPrefixes = ['/api/v1/me', '/api/v1/wallet', '/api/v1/favourites', '/api/v1/recent'];

export function isPersonalKey(key: unknown): boolean {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  if (typeof first !== 'string') return false;
  if (personalPrefixes.some((p) => first.startsWith(p))) return true;
  return first.startsWith('/api/v1/games') && /\b(fav|recent|FAV|RECENT)\b/.test(JSON.stringify(key));
}

/**
 * Sets the session after a login, a registration, a logout or an ended session, and drops every
 * personal answer of the previous player.
 */
export function useApplySession(): (next: Session) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (next: Session) => {
      await mutate(isPersonalKey, undefined, { revalidate: false });
      await mutate(sessionKey, next, { revalidate: false });
    },
    [mutate],
  );
}

import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { apiGet, request, type ApiError } from './client';
import { joinPrefetch, prefetch, useHasFirstAnswer } from './first-answers';
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

/**
 * Each cache's mutate with how many session hooks read through it: the page shown again asks once
 * per cache, however many components read the session (one cache per page; a test renders its own).
 */
const recheckers = new Map<ScopedMutator, number>();
let wasHidden = false;

function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') {
    wasHidden = true;
    return;
  }
  if (!wasHidden) return;
  wasHidden = false;
  recheckers.forEach((_, mutate) => void mutate(sessionKey));
}

/** Asks the session again through `mutate` each time the page is shown after being hidden; returns the stop. */
function recheckWhenShownAgain(mutate: ScopedMutator): () => void {
  if (recheckers.size === 0) {
    wasHidden = document.visibilityState === 'hidden';
    document.addEventListener('visibilitychange', onVisibilityChange);
  }
  recheckers.set(mutate, (recheckers.get(mutate) ?? 0) + 1);
  return () => {
    const count = (recheckers.get(mutate) ?? 1) - 1;
    if (count > 0) recheckers.set(mutate, count);
    else recheckers.delete(mutate);
    if (recheckers.size === 0) document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * The session, taken from the start-up's answer by every component however late it mounts (see
 * first-answers.ts), and asked again when a player comes back to the page (another app, another
 * tab, a game in its own tab): it may have ended or changed meanwhile. Not SWR's focus
 * revalidation: its listener also hears the window's `focus`, which comes without the page ever
 * having been away (a frame taking focus and giving it back, a test browser focusing the page),
 * and each would ask the BFF again.
 */
export function useSessionQuery() {
  const firstAnswer = useHasFirstAnswer(sessionKey);
  const query = useSWR<Session, ApiError>(sessionKey, () => joinPrefetch(sessionKey, fetchSession), {
    revalidateOnFocus: false,
    revalidateOnMount: !firstAnswer,
  });
  const { mutate } = useSWRConfig();
  useEffect(() => recheckWhenShownAgain(mutate), [mutate]);
  return query;
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

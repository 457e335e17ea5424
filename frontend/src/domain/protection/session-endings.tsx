// Sessions that player protection ends: a time-out or self-exclusion (taken here, met at login, or
// answered for a session it ended elsewhere: 403 self_excluded with its end) and the session time
// limit (401 session_limit_reached: the shell sends the player to the login, which says why). The
// BFF has cleared the cookie; the site forgets the player, remembers the exclusion on this device
// (no promotional popups meanwhile) and shows its end.
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onApiError } from '../../api/client';
import { useApplySession, visitorSession } from '../../api/session';
import type { ExclusionFacts } from '../../api/types';
import type { LoginState } from '../session/session';
import { rememberExclusion } from './excluded-device';

/** The end page: the exclusion's end, the helplines. */
export const excludedPath = '/excluded';
export const responsibleGamingPath = '/responsibleGaming';
export const helplinesPath = '/helplines';

/** The end page's router state: the exclusion just taken or met. */
export type ExcludedState = { exclusion?: ExclusionFacts } | null;
/** The login page's router state after the session limit ended a session. */
export type SessionEndedState = (LoginState & { ended?: 'session_limit_reached' }) | null;

/** Reads an exclusion from router state, or nothing when the state is not one. */
export function exclusionOf(state: unknown): ExclusionFacts | null {
  const e = (state as ExcludedState)?.exclusion;
  if (!e || typeof e !== 'object' || (e.kind !== 'time_out' && e.kind !== 'self_exclusion')) return null;
  return typeof e.permanent === 'boolean' && (e.until === null || typeof e.until === 'string') ? e : null;
}

/** Ends the player's session here after an exclusion and shows the end page with its end. */
export function useExclusionEnd(): (facts: ExclusionFacts | undefined) => Promise<void> {
  const navigate = useNavigate();
  const applySession = useApplySession();
  return useCallback(
    async (facts: ExclusionFacts | undefined) => {
      if (facts) rememberExclusion(facts);
      // the session first: the page being left must not ask (and be refused) again
      await applySession(visitorSession);
      const state: ExcludedState = facts ? { exclusion: facts } : null;
      void navigate(excludedPath, { replace: true, state });
    },
    [navigate, applySession],
  );
}

/**
 * Hears self_excluded on any call, app-wide, and shows the end page. (The session time limit's
 * session_limit_reached is the shell's, with the other ended sessions.) Renders nothing.
 */
export function ProtectionEndings() {
  const endExcluded = useExclusionEnd();
  useEffect(
    () =>
      onApiError((e) => {
        if (e.code === 'self_excluded') void endExcluded(e.exclusion);
      }),
    [endExcluded],
  );
  return null;
}

// Who is using the site: GET /api/v1/session (the BFF answers from its HttpOnly cookie; no token
// ever reaches JavaScript). `kind` is the short form most places need.
import { useMemo } from 'react';
import { useSessionQuery, visitorSession } from '../../api/session';
import type { Session as ApiSession } from '../../api/types';

export type Session = ApiSession & {
  kind: 'visitor' | 'member';
  /** The first answer has not arrived yet: guards wait instead of sending a member to log in. */
  loading: boolean;
};

export function useSession(): Session {
  const { data, error } = useSessionQuery();
  return useMemo(() => {
    const s = data ?? visitorSession;
    return { ...s, kind: s.authenticated ? 'member' : 'visitor', loading: data === undefined && error === undefined };
  }, [data, error]);
}

/** Where a login should return to: kept in the location state of the redirect to /m/login. */
export type LoginState = { from?: string } | null;

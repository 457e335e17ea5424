import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from './session';

export type LaunchTarget = { category: string; vendor: string; gameId?: string; nodeId?: string; matchId?: string; leagueId?: string };

/**
 * Starts a game. Launching itself comes with a later issue; a visitor is sent to log in, as the
 * spec asks for launches, favourites and recent games.
 */
export function useLaunch(): (target: LaunchTarget) => void {
  const navigate = useNavigate();
  const session = useSession();
  return useCallback(
    (_target: LaunchTarget) => {
      if (session.kind === 'visitor') void navigate('/login');
    },
    [navigate, session],
  );
}

/** Favourites need a session too. */
export function useToggleFavourite(): (nodeId: string, vendor: string) => void {
  const navigate = useNavigate();
  const session = useSession();
  return useCallback(
    (_nodeId: string, _vendor: string) => {
      if (session.kind === 'visitor') void navigate('/login');
    },
    [navigate, session],
  );
}

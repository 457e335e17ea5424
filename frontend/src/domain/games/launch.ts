import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useFavouriteCache, useFavouriteIds } from '../../api/favourites';
import { useTranslation } from '../../i18n/i18n';
import { useToast } from '../../ui/toast';
import { useSession } from '../session/session';
import type { LaunchTarget } from './launch-run';

/** Categories the BFF opens without a session: the sports book's trial game and vendor entries. */
const openToVisitors = new Set(['SPORTS', 'VASSALAGE']);

/**
 * Starts a game as the BFF answers (POST /api/v1/launches): a route of the site, or the game's
 * address in this tab. The work lives in its own chunk, loaded on the first tap. A visitor is sent
 * to log in, except for sports (trial game) and vendor entries.
 */
export function useLaunch(): (target: LaunchTarget) => void {
  const navigate = useNavigate();
  const session = useSession();
  const { show } = useToast();
  const { t } = useTranslation();
  return useCallback(
    (target: LaunchTarget) => {
      if (session.kind === 'visitor' && !session.loading && !openToVisitors.has(target.category)) {
        void navigate('/login');
        return;
      }
      import('./launch-run')
        .then((m) => m.runLaunch(target, { navigate, show, t }))
        // the chunk did not load (offline, a new deploy): the first-view strings say so
        .catch(() => show(t('app.loadFailed'), 'short'));
    },
    [navigate, session, show, t],
  );
}

/**
 * The hearts: which games are favourites, and a toggle that changes every heart at once, puts
 * them back with a message when the BFF refuses, and sends a visitor to log in.
 */
export function useFavourites(): {
  /** The ids are known (always, for a visitor). */
  ready: boolean;
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: { nodeId: string; vendor: string }) => void;
} {
  const navigate = useNavigate();
  const session = useSession();
  const member = session.kind !== 'visitor';
  const ids = useFavouriteIds(member);
  const mutate = useFavouriteCache();
  const { show } = useToast();
  const { t } = useTranslation();
  const set = useMemo(() => new Set(ids), [ids]);
  const ready = ids !== undefined;
  const toggle = useCallback(
    ({ nodeId, vendor }: { nodeId: string; vendor: string }) => {
      if (!member) {
        if (!session.loading) void navigate('/login');
        return;
      }
      const on = !set.has(nodeId);
      import('./launch-run')
        .then((m) => m.toggleFavourite(mutate, nodeId, vendor, on, { show, t }))
        .catch(() => show(t('app.loadFailed'), 'short'));
    },
    [member, session.loading, navigate, set, mutate, show, t],
  );
  return { ready, isFavourite: useCallback((nodeId: string) => set.has(nodeId), [set]), toggle };
}

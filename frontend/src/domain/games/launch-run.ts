import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import type { ScopedMutator } from 'swr';
import { changeFavourite } from '../../api/favourite-change';
import { postLaunch } from '../../api/launches';
import { cachedSite } from '../../api/site';
import { currentLanguage, loadAllStrings } from '../../i18n/i18n';
import { limitExceededMessage } from '../protection/protection-text';
import type { ToastKind } from '../../ui/toast';
import { basename } from '../../config/paths';

export type LaunchTarget = { category: string; vendor: string; gameId?: string; nodeId?: string; matchId?: string; leagueId?: string };

/** Opening an address: one place, so tests can watch it (jsdom does not navigate). */
export const browser = {
  open(url: string): void {
    window.location.assign(url);
  },
};

type Deps = {
  navigate: (to: string) => void | Promise<void>;
  show: (text: string, kind?: ToastKind) => number;
  t: TFunction;
};

/** A path of the site (with or without /m) as the router wants it. */
export function routerPath(route: string): string {
  return route.startsWith(`${basename}/`) ? route.slice(basename.length) : route;
}

/**
 * Asks the BFF and opens what it says: mode route navigates inside the site, anything else opens
 * the address in this tab. A refusal is a short toast with its translated code (the launch
 * strings are not in the first view: they load first); login_required is left to the shell,
 * which sends the player to log in.
 */
export async function runLaunch(target: LaunchTarget, { navigate, show, t }: Deps): Promise<void> {
  try {
    const launch = await postLaunch(target);
    if (launch.mode === 'route') void navigate(routerPath(launch.route ?? launch.url));
    else browser.open(launch.url);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : 'launch_failed';
    // the shell sends a visitor to log in; a time-out or self-exclusion shows its end page
    // (domain/protection/session-endings.tsx)
    if (code === 'login_required' || code === 'self_excluded') return;
    await loadAllStrings();
    if (error instanceof ApiError && code === 'limit_exceeded' && error.limit) {
      show(limitExceededMessage(t, error.limit, cachedSite()?.currency, currentLanguage()), 'short');
      return;
    }
    show(t(`launch.error.${code}`, { defaultValue: t('launch.error.launch_failed') }), 'short');
  }
}

/** Adds or removes a favourite (optimistic); a refusal puts the hearts back and says so. */
export async function toggleFavourite(mutate: ScopedMutator, nodeId: string, vendor: string, on: boolean, { show, t }: Pick<Deps, 'show' | 't'>): Promise<void> {
  try {
    await changeFavourite(mutate, nodeId, vendor, on);
  } catch {
    await loadAllStrings();
    show(t(on ? 'launch.favouriteAddFailed' : 'launch.favouriteRemoveFailed'), 'short');
  }
}

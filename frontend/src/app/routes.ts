// What the first view of /m/home needs of the routes before the route table (route-table.tsx, its
// own chunk): home, the paths that redirect, and the shell's questions about a path (its title, its
// bottom navigation, its bar), which the route table answers for every page but home.
import { homePath } from '../config/paths';
import { loadGuard } from './guard';
import type { AppRoute } from './route-table';

/** Paths (after /m) that are the home page too; each redirects to /m/home keeping its query. */
export const homeAliases = ['', 'index', 'index.html'];
export const registerAliases = ['register.html'];

let table: readonly AppRoute[] | undefined;
let byPath: ReadonlyMap<string, AppRoute> | undefined;
let loading: Promise<readonly AppRoute[]> | undefined;

/** Starts loading the route table (once); resolves with it. */
export function loadRouteTable(): Promise<readonly AppRoute[]> {
  loading ??= import('./route-table').then((m) => {
    byPath = new Map(m.routeTable.map((r) => [r.path.toLowerCase(), r]));
    table = m.routeTable;
    return m.routeTable;
  });
  return loading;
}

/**
 * Starts the route table, then the code of the screen of `pathname` and of its guard (nothing more
 * for home, a lobby and a path the table does not have); resolves once they are here, so that the
 * first render draws the page with the shell, never its skeleton first.
 */
export async function loadScreenOf(pathname: string): Promise<unknown> {
  await loadRouteTable();
  const route = routeOf(pathname);
  return route && Promise.all([route.screen.load?.(), loadGuard(route.access ?? 'all')]);
}

/** The route table once it has loaded, else undefined. */
export function loadedRouteTable(): readonly AppRoute[] | undefined {
  return table;
}

/** Path inside the app (basename removed), without a trailing slash, lower-cased for lookups. */
export function appPath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function isHomePath(pathname: string): boolean {
  return appPath(pathname) === homePath;
}

/** The route of a path other than home; undefined for home and for a path the table does not have (it goes home). */
function routeOf(pathname: string): AppRoute | undefined {
  if (isHomePath(pathname)) return undefined;
  // the router draws no page but home before the table is here (router.tsx)
  if (!byPath) throw new Error(`the route table is not loaded (asked about ${pathname})`);
  return byPath.get(appPath(pathname));
}

export function showsBottomNav(pathname: string): boolean {
  return routeOf(pathname)?.noBottomNav !== true;
}

/** The back bar's and the document's title key for a path: the route's own, else home's. */
export function titleFor(pathname: string): string {
  return routeOf(pathname)?.title ?? 'page.home';
}

/** The lobby draws its own bar (back to home, search, filter) in place of the back bar. */
export function ownsBackBar(pathname: string): boolean {
  return routeOf(pathname)?.ownsBackBar === true;
}

import { basename } from '../config/paths';

/** `/` and anything outside /m is the home page: the router only sees paths under its basename. */
export function normalizeEntryPath(): void {
  const { pathname, search, hash } = window.location;
  if (pathname === basename || pathname.startsWith(`${basename}/`)) return;
  window.history.replaceState(window.history.state, '', `${basename}/home${search}${hash}`);
}

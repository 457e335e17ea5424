// The lobby pages whose first view is known from their path alone: main.tsx, and index.html's
// first requests before it (the build writes firstPageLobbies into them), ask for it before the app
// renders. Not part of home's first view: the lobby's chunks and the build import it.
// with its extension: vite.config.ts imports this file too
import { lobbyPaths } from './category-paths.ts';

/** Categories that show their vendors as tiles instead of a grid. */
export const vendorTileCategories = ['SPORTS', 'ESPORTS', 'COCKFIGHT'];
/** Categories a page names that the server may not have (/m/blockchain): the page waits for the categories. */
export const categoriesIfListed = ['BLOCKCHAIN'];

/**
 * The first page of games a lobby page shows on entry, when its path alone tells (no query): the
 * category it lists, '' for the lobby of every category, or null for a lobby whose first view is
 * its categories alone (vendors' tiles, or a category the server may not have). Undefined for
 * any other page. Paths compare without case, as entry paths do.
 */
export function firstPageCategory(path: string, search: string): string | null | undefined {
  if (search !== '' && search !== '?') return undefined;
  const entry = Object.entries(lobbyPaths).find(([p]) => p.toLowerCase() === path.replace(/\/+$/, '').toLowerCase());
  const category = entry?.[1];
  if (category === undefined) return undefined;
  if (vendorTileCategories.includes(category) || categoriesIfListed.includes(category)) return null;
  return category;
}

/** Every lobby path (lower case) with the category firstPageCategory names for it: the build writes them into index.html. */
export function firstPageLobbies(): Record<string, string | null> {
  const lobbies: Record<string, string | null> = {};
  for (const path of Object.keys(lobbyPaths)) {
    const category = firstPageCategory(path, '');
    if (category !== undefined) lobbies[path.toLowerCase()] = category;
  }
  return lobbies;
}

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
 * The category whose first page of games a lobby page shows on entry, when that is known from its
 * path alone (no query, a category of its own that lists games, or '' for the lobby of every
 * category). Paths compare without case, as entry paths do.
 */
export function firstPageCategory(path: string, search: string): string | undefined {
  if (search !== '' && search !== '?') return undefined;
  const entry = Object.entries(lobbyPaths).find(([p]) => p.toLowerCase() === path.replace(/\/+$/, '').toLowerCase());
  const category = entry?.[1];
  if (category === undefined || vendorTileCategories.includes(category) || categoriesIfListed.includes(category)) return undefined;
  return category;
}

/** Every lobby path (lower case) with the category firstPageCategory names for it: the build writes them into index.html. */
export function firstPageLobbies(): Record<string, string> {
  const lobbies: Record<string, string> = {};
  for (const path of Object.keys(lobbyPaths)) {
    const category = firstPageCategory(path, '');
    if (category !== undefined) lobbies[path.toLowerCase()] = category;
  }
  return lobbies;
}

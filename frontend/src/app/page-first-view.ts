// The first view of a page other than home, started by main.tsx before the first render: a lobby
// page's (its code, the categories, its first page of games) and the member centre's (its code,
// the player, the wallets, the badges). Its own small chunk, like the API modules and the route
// table it loads: none is part of home's first view (index.html preloaded them on their pages).
import { firstPageCategory } from '../domain/games/lobby-first-page';
import { memberHomePath } from '../config/paths';
import { loadLobbyPage, loadMemberHomePage } from './route-table';

/** Resolves once the first view of `path` is here (at once on a page without one). */
export async function preloadPage(path: string, search: string): Promise<unknown> {
  if (path.replace(/\/+$/, '').toLowerCase() === memberHomePath) {
    const { preloadMemberHome } = await import('../api/member-first-answers');
    return Promise.all([preloadMemberHome(), loadMemberHomePage()]);
  }
  const category = firstPageCategory(path, search);
  if (category === undefined) return;
  const [categories, games] = await Promise.all([import('../api/categories'), import('../api/games')]);
  return Promise.all([
    categories.preloadCategories(),
    category === null ? undefined : games.preloadGamePages(category ? { category } : {}),
    loadLobbyPage(),
  ]);
}

// Session-bound answers of the game centre over the goldens: the visitor's login_required, and
// for each signed-in player a favourites list and recent games that change as the site uses them.
// A launch during the player's exclusion is refused first, as the BFF's protection does.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FavouriteIds, Game, GamePage, LaunchRequest } from '../api/types';
import { golden, goldenBody, type Golden } from './goldens';
import { exclusionRefusal } from './protection';
import { forcedGolden, type Scenario } from './scenario';
import { signedIn } from './signed-in';

function answer(g: Golden): Response {
  const type = g.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(g.body), { status: g.status, headers: { 'Content-Type': type } });
}

const loginRequired = () => answer(golden('favourites-login-required'));

/** Each player's lists, as the back office keeps them: demo01 starts with Ludo as a favourite (its golden), everyone else with none; no recent games. */
type Lists = { favourites: string[]; recent: string[] };
const players = new Map<string, Lists>();
function listsOf(user: string): Lists {
  let lists = players.get(user);
  if (!lists) {
    lists = { favourites: user === 'demo01' ? [...(goldenBody('favourites') as FavouriteIds).nodeIds] : [], recent: [] };
    players.set(user, lists);
  }
  return lists;
}
export function resetGameCentreMocks(): void {
  players.clear();
}

function page(items: Game[], params: URLSearchParams, defaultSize: number): Response {
  const pageNo = Math.max(1, Number(params.get('page') ?? 1));
  const size = Math.min(100, Math.max(1, Number(params.get('pageSize') ?? defaultSize)));
  const name = params.get('name')?.toLowerCase();
  const category = params.get('category');
  const found = items.filter((g) => (!name || g.name.toLowerCase().includes(name)) && (!category || g.category === category));
  // A name search answers every match on page 1.
  const body: GamePage = name
    ? { items: found, page: 1, totalPages: 1, stale: false }
    : { items: found.slice((pageNo - 1) * size, pageNo * size), page: pageNo, totalPages: Math.max(1, Math.ceil(found.length / size)), stale: false };
  return HttpResponse.json(body);
}

/** Handlers that go before the golden handlers; `allGames` is every game the goldens hold. */
export function gameCentreHandlers(getScenario: () => Scenario, allGames: () => Game[]): HttpHandler[] {
  const byId = (ids: string[]) => ids.flatMap((id) => allGames().filter((g) => g.nodeId === id).slice(0, 1));
  const forced = (path: string) => {
    const name = forcedGolden(getScenario());
    if (name === undefined) return undefined;
    const g = golden(name);
    return g.path === path ? answer(g) : undefined;
  };
  return [
    http.get('/api/v1/favourites', () => {
      const user = signedIn();
      return forced('/api/v1/favourites') ?? (user ? HttpResponse.json({ nodeIds: listsOf(user).favourites }) : loginRequired());
    }),
    http.put('/api/v1/favourites/:nodeId', ({ params }) => {
      const hit = forcedGolden(getScenario()) === 'favourite-add-unavailable' ? answer(golden('favourite-add-unavailable')) : undefined;
      if (hit) return hit;
      const user = signedIn();
      if (!user) return loginRequired();
      const lists = listsOf(user);
      const id = String(params.nodeId);
      if (!lists.favourites.includes(id)) lists.favourites = [id, ...lists.favourites];
      return HttpResponse.json({ nodeIds: lists.favourites });
    }),
    http.delete('/api/v1/favourites/:nodeId', ({ params }) => {
      const user = signedIn();
      if (!user) return loginRequired();
      const lists = listsOf(user);
      lists.favourites = lists.favourites.filter((id) => id !== String(params.nodeId));
      return HttpResponse.json({ nodeIds: lists.favourites });
    }),
    http.get('/api/v1/favourites/games', ({ request }) => {
      const user = signedIn();
      return user ? page(byId(listsOf(user).favourites), new URL(request.url).searchParams, 15) : loginRequired();
    }),
    http.get('/api/v1/recent', ({ request }) => {
      const user = signedIn();
      return user ? page(byId(listsOf(user).recent), new URL(request.url).searchParams, 18) : answer(golden('recent-login-required'));
    }),
    http.get('/api/v1/games', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const mode = params.get('mode') ?? '';
      const category = params.get('category') ?? '';
      const fav = mode === 'fav' || category === 'FAV';
      const recent = mode === 'recent' || category === 'RECENT';
      if (!fav && !recent) return undefined; // the golden handlers answer
      const user = signedIn();
      if (!user) return answer(golden('games-fav-login-required'));
      const rest = new URLSearchParams(params);
      if (category === 'FAV' || category === 'RECENT') rest.delete('category');
      const lists = listsOf(user);
      return page(byId(fav ? lists.favourites : lists.recent), rest, 18);
    }),
    http.post('/api/v1/launches', async ({ request }) => {
      const name = forcedGolden(getScenario());
      if (name?.startsWith('launch')) return answer(golden(name));
      const user = signedIn();
      const excluded = user ? exclusionRefusal(user, 'launch-self-excluded') : undefined;
      if (excluded) return new HttpResponse(JSON.stringify(excluded.body), { status: excluded.status, headers: { 'Content-Type': 'application/problem+json' } });
      const body = (await request.json()) as Partial<LaunchRequest>;
      if (!body.vendor || !body.category) return answer(golden('launch-invalid'));
      if (body.category === 'VASSALAGE') return answer(golden('launch-vendor-route'));
      if (!user) return answer(golden(body.category === 'SPORTS' ? 'launch-sports-trial' : 'launch-login-required'));
      if (body.gameId?.startsWith('NOPE')) return answer(golden('launch-failed'));
      const lists = listsOf(user);
      if (body.nodeId) lists.recent = [body.nodeId, ...lists.recent.filter((id) => id !== body.nodeId)];
      if (body.category === 'ELOTT' || body.category === 'LOTT') return answer(golden('launch-lottery'));
      if (body.matchId) return answer(golden('launch-hot-match'));
      return answer(golden('launch'));
    }),
  ];
}

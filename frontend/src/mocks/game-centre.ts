// Session-bound answers of the game centre over the goldens: the visitor's login_required, and
// for a signed-in player a favourites list and recent games that change as the site uses them.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { FavouriteIds, Game, GamePage, LaunchRequest } from '../api/types';
import { golden, goldenBody, type Golden } from './goldens';
import { forcedGolden, type Scenario } from './scenario';
import { signedIn } from './signed-in';

function answer(g: Golden): Response {
  const type = g.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(JSON.stringify(g.body), { status: g.status, headers: { 'Content-Type': type } });
}

const loginRequired = () => answer(golden('favourites-login-required'));

/** The player's state, from the goldens: demo01 starts with Ludo as a favourite and no recent games. */
const state = { favourites: [] as string[], recent: [] as string[] };
export function resetGameCentreMocks(): void {
  state.favourites = [...(goldenBody('favourites') as FavouriteIds).nodeIds];
  state.recent = [];
}
resetGameCentreMocks();

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
    http.get('/api/v1/favourites', () => forced('/api/v1/favourites') ?? (signedIn() ? HttpResponse.json({ nodeIds: state.favourites }) : loginRequired())),
    http.put('/api/v1/favourites/:nodeId', ({ params }) => {
      const hit = forcedGolden(getScenario()) === 'favourite-add-unavailable' ? answer(golden('favourite-add-unavailable')) : undefined;
      if (hit) return hit;
      if (!signedIn()) return loginRequired();
      const id = String(params.nodeId);
      if (!state.favourites.includes(id)) state.favourites = [id, ...state.favourites];
      return HttpResponse.json({ nodeIds: state.favourites });
    }),
    http.delete('/api/v1/favourites/:nodeId', ({ params }) => {
      if (!signedIn()) return loginRequired();
      state.favourites = state.favourites.filter((id) => id !== String(params.nodeId));
      return HttpResponse.json({ nodeIds: state.favourites });
    }),
    http.get('/api/v1/favourites/games', ({ request }) =>
      signedIn() ? page(byId(state.favourites), new URL(request.url).searchParams, 15) : loginRequired(),
    ),
    http.get('/api/v1/recent', ({ request }) => (signedIn() ? page(byId(state.recent), new URL(request.url).searchParams, 18) : answer(golden('recent-login-required')))),
    http.get('/api/v1/games', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const mode = params.get('mode') ?? '';
      const category = params.get('category') ?? '';
      const fav = mode === 'fav' || category === 'FAV';
      const recent = mode === 'recent' || category === 'RECENT';
      if (!fav && !recent) return undefined; // the golden handlers answer
      if (!signedIn()) return answer(golden('games-fav-login-required'));
      const rest = new URLSearchParams(params);
      if (category === 'FAV' || category === 'RECENT') rest.delete('category');
      return page(byId(fav ? state.favourites : state.recent), rest, 18);
    }),
    http.post('/api/v1/launches', async ({ request }) => {
      const name = forcedGolden(getScenario());
      if (name?.startsWith('launch')) return answer(golden(name));
      const body = (await request.json()) as Partial<LaunchRequest>;
      if (!body.vendor || !body.category) return answer(golden('launch-invalid'));
      if (body.category === 'VASSALAGE') return answer(golden('launch-vendor-route'));
      if (!signedIn()) return answer(golden(body.category === 'SPORTS' ? 'launch-sports-trial' : 'launch-login-required'));
      if (body.gameId?.startsWith('NOPE')) return answer(golden('launch-failed'));
      if (body.nodeId) state.recent = [body.nodeId, ...state.recent.filter((id) => id !== body.nodeId)];
      if (body.category === 'ELOTT' || body.category === 'LOTT') return answer(golden('launch-lottery'));
      if (body.matchId) return answer(golden('launch-hot-match'));
      return answer(golden('launch'));
    }),
  ];
}

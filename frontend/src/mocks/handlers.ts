import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Game, GamePage, Home } from '../api/types';
import { goldens, type Golden } from './goldens';
import { forcedGolden, scenarioGoldens, type Scenario } from './scenario';
import { agentHandlers } from './agent';
import { gameCentreHandlers } from './game-centre';
import { messagesHandlers } from './messages';
import { moneyHandlers } from './money';
import { promotionsHandlers } from './promotions';
import { protectionHandlers } from './protection';
import { sessionHandlers } from './session';

const scenarioNames = new Set(Object.values(scenarioGoldens));
const filterParams = ['category', 'vendor', 'name', 'classify', 'page', 'pageSize', 'minBet'];

function answer(g: Golden): Response {
  const body = JSON.stringify(g.body);
  const type = g.status >= 400 ? 'application/problem+json' : 'application/json';
  return new HttpResponse(body, { status: g.status, headers: { 'Content-Type': type } });
}

const primaryLanguage = (value: string | null) => (value ?? '').split(',')[0]?.split(/[-;]/)[0]?.trim().toLowerCase() ?? '';

/** A golden recorded with request headers answers only requests that carry them. */
function headersMatch(g: Golden, request: Request): boolean {
  return Object.entries(g.headers).every(([name, value]) =>
    name.toLowerCase() === 'accept-language'
      ? primaryLanguage(request.headers.get(name)) === primaryLanguage(value)
      : request.headers.get(name)?.toLowerCase() === value.toLowerCase(),
  );
}

const specificity = (g: Golden) => [...g.query].length + Object.keys(g.headers).length;

/**
 * The golden whose query is a subset of the request's and whose headers the request carries:
 * the most specific first, then the first in index order. The index lists the plain case of a
 * path first (for session-bound paths: the visitor's answer, e.g. login_required).
 */
function bestMatch(candidates: Golden[], request: Request): Golden | undefined {
  const params = new URL(request.url).searchParams;
  return candidates
    .filter((g) => [...g.query].every(([k, v]) => params.get(k) === v) && headersMatch(g, request))
    .map((g, order) => ({ g, order }))
    .sort((a, b) => specificity(b.g) - specificity(a.g) || a.order - b.order)[0]?.g;
}

/** Every game any golden holds, once: a game list the goldens do not cover is cut from it. */
export function allGames(): Game[] {
  const seen = new Map<string, Game>();
  for (const g of goldens) {
    if (g.status >= 400) continue;
    const body = g.body as Partial<GamePage & Home>;
    const lists: Game[][] = [];
    if (g.path === '/api/v1/games' && Array.isArray(body.items)) lists.push(body.items);
    if (g.path === '/api/v1/home') {
      lists.push(body.hotGames?.items ?? []);
      for (const c of body.categories?.items ?? []) lists.push(c.games);
    }
    for (const game of lists.flat()) if (!seen.has(game.nodeId)) seen.set(game.nodeId, game);
  }
  return [...seen.values()];
}

function gamesFromGoldens(params: URLSearchParams): Response {
  const category = params.get('category');
  const vendor = params.get('vendor');
  const name = params.get('name')?.toLowerCase();
  const page = Math.max(1, Number(params.get('page') ?? 1));
  const pageSize = Math.min(100, Math.max(1, Number(params.get('pageSize') ?? 18)));
  const items = allGames().filter(
    (g) => (!category || g.category === category) && (!vendor || g.vendor === vendor) && (!name || g.name.toLowerCase().includes(name)),
  );
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const answerBody: GamePage = { items: items.slice((page - 1) * pageSize, page * pageSize), page, totalPages, stale: false };
  return HttpResponse.json(answerBody);
}

function notFound(path: string): Response {
  return new HttpResponse(JSON.stringify({ type: 'about:blank', title: 'Not found', status: 404, code: 'not_found', detail: path }), {
    status: 404,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** One handler per method and path of the golden index; the scenario swaps in its golden. */
export function createHandlers(getScenario: () => Scenario): HttpHandler[] {
  const groups = new Map<string, Golden[]>();
  for (const g of goldens) {
    const key = `${g.method} ${g.path}`;
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  const goldenHandlers = [...groups.values()].map((list) => {
    const { method, path } = list[0] as Golden;
    return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path, ({ request }) => {
      const wanted = forcedGolden(getScenario());
      const forced = wanted === undefined ? undefined : list.find((g) => g.name === wanted);
      if (forced) return answer(forced);
      const params = new URL(request.url).searchParams;
      const match = bestMatch(
        list.filter((g) => !scenarioNames.has(g.name)),
        request,
      );
      if (path === '/api/v1/games') {
        const asked = filterParams.filter((k) => params.has(k));
        const exact = match && (match.status >= 400 || asked.every((k) => match.query.get(k) === params.get(k)));
        if (!exact) return gamesFromGoldens(params);
      }
      return match ? answer(match) : notFound(path);
    });
  });
  // The game centre's session-bound answers go first (src/mocks/game-centre.ts).
  // ... and so do the accounts' (src/mocks/session.ts: signing in and out), the money's (src/mocks/money.ts)
  // and the messages' (src/mocks/messages.ts: read marks, deletions).
  // ... and the agent's team (src/mocks/agent.ts: downlines opened, transfers, rebates).
  // ... and player protection's before all of them (src/mocks/protection.ts: a login during an exclusion is refused).
  return [...protectionHandlers(getScenario), ...sessionHandlers(getScenario), ...moneyHandlers(getScenario), ...agentHandlers(getScenario), ...promotionsHandlers(getScenario), ...messagesHandlers(getScenario), ...gameCentreHandlers(getScenario, allGames), ...goldenHandlers];
}

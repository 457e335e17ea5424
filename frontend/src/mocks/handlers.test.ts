import { describe, expect, it } from 'vitest';
import { goldens } from './goldens';
import { agentPaths } from './agent';
import { messagesPaths } from './messages';
import { moneyPaths } from './money';
import { promotionsPaths } from './promotions';
import { setScenario } from './server';
import { setSignedIn } from './signed-in';

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, window.location.origin), { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Paths the index records for a signed-in player first (the visitor's answer is listed after it, or not at all). */
const signedInPaths = ['/api/v1/me', '/api/v1/wallet', '/api/v1/me/unread-counts'];

describe('msw handlers over the goldens', () => {
  it('load every golden of the index', () => {
    expect(goldens.length).toBeGreaterThan(10);
    expect(goldens.map((g) => g.name)).toEqual(expect.arrayContaining(['site', 'categories', 'home', 'games-rng-jl', 'home-winners-unavailable']));
  });

  // The favourites screen's mock follows the player's favourites as they change (src/mocks/game-centre.ts),
  // the money's the player's wallets, password and accounts (src/mocks/money.ts, tested in money.test.ts).
  // ... and the agent's team (src/mocks/agent.ts, tested in agent.test.ts).
  // ... and the member side's statuses, claims, profile and verification (src/mocks/promotions.ts, tested by its screens).
  // ... and the messages' read marks and deletions (src/mocks/messages.ts, tested by the messages screens).
  const stateful = ['/api/v1/favourites/games', ...moneyPaths, ...agentPaths, ...promotionsPaths, ...messagesPaths];
  const plainPaths = [
    ...new Set(goldens.filter((g) => g.method === 'GET' && Object.keys(g.headers).length === 0 && ![...g.query].length && !stateful.includes(g.path)).map((g) => g.path)),
  ];
  it.each(plainPaths)(
    'answer GET %s with the first golden the index lists for it',
    async (path) => {
      const plain = goldens.find((g) => g.method === 'GET' && g.path === path && ![...g.query].length && Object.keys(g.headers).length === 0);
      // a path whose only plain golden is a player's answer is asked as that player (an agent's as agent01)
      if (signedInPaths.includes(path)) setSignedIn('demo01');
      if (path.startsWith('/api/v1/agent/')) setSignedIn('agent01');
      const { status, body } = await get(path);
      expect(status).toBe(plain?.status);
      expect(body).toEqual(plain?.body);
    },
  );

  it('pick the golden of a query and of a language', async () => {
    const jl = goldens.find((g) => g.name === 'games-rng-jl');
    expect((await get('/api/v1/games?category=RNG&vendor=JL')).body).toEqual(jl?.body);
    const en = goldens.find((g) => g.name === 'home-en');
    expect((await get('/api/v1/home', { 'Accept-Language': 'en' })).body).toEqual(en?.body);
    const invalid = await get('/api/v1/games?category=NOPE&classify=XX&minBet=-1&page=0&pageSize=500');
    expect(invalid.status).toBe(400);
  });

  it('swap in the scenario goldens', async () => {
    setScenario('maintenance');
    expect((await get('/api/v1/site')).body).toMatchObject({ status: 'maintenance' });
    setScenario('region');
    expect((await get('/api/v1/site')).body).toMatchObject({ status: 'region_restricted' });
    setScenario('failing-section');
    expect((await get('/api/v1/home')).body).toMatchObject({ winners: { status: 'unavailable', items: [] } });
  });
});

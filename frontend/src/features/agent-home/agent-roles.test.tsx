// The role rules of the agent pages: a trial player (type 4) and a
// special 40 are sent home from every agent route, as a member is (agent-home.test.tsx), and from
// the contract screens, which a player reaches; specials 41 and 42 are agents who see the pages.
// The contract prompts after login come to every type but 4, 40, 41 and 42, players too.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import type { Member } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession, sessionOf } from '../../mocks/session';
import { renderApp, shellDrawn } from '../../test/render-app';

/**
 * Signs in as agent01 (a 40: player02, whom its upline offers a contract) with the session (and
 * member) of a special of `type`, as the BFF would seal it.
 */
function special(type: 40 | 41 | 42) {
  const isAgent = type !== 40;
  mockSession.signIn(isAgent ? 'agent01' : 'player02');
  const session = { ...sessionOf('agent01'), userName: `special${type}`, type, role: 'special', isAgent };
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(session)),
    // the header's renew answers the same sealed session, not the mocks' account's
    http.post('/api/v1/session/renew', () => HttpResponse.json(session)),
    http.get('/api/v1/me', () =>
      HttpResponse.json({ ...(goldenBody('me') as Member), account: session.userName, displayName: session.userName, type, role: 'special', isAgent } satisfies Member),
    ),
  );
}

/** The contract prompts asked for, on the agent centre's path or the members': method and path. */
function contractRequests() {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/agent/contract-requests' || path === '/api/v1/contract-requests') asked.push(`${request.method} ${path}`);
  });
  return asked;
}

const agentRoutes = ['/m/agent', '/m/agentRegister', '/m/member/team', '/m/agent/team/overview', '/m/member/agent/getSalaryContract'];

describe('agent role rules', () => {
  afterEach(() => server.events.removeAllListeners());

  it.each(agentRoutes)('a trial player (type 4) is sent home from %s', async (path) => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('free01');
    await renderApp(path);
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it.each(agentRoutes)('a special 40 is sent home from %s', async (path) => {
    localStorage.setItem('language', 'bn');
    special(40);
    await renderApp(path);
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it('a special 41 sees the agent home, in English, and is never prompted for contracts', async () => {
    const asked = contractRequests();
    localStorage.setItem('language', 'en');
    special(41);
    await renderApp('/m/agent');
    const grid = await screen.findByRole('navigation', { name: en.agent.menu });
    expect(await within(grid).findByRole('link', { name: 'Team management' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/agent');
    // the prompts have decided for this session: none, and nothing asked
    await shellDrawn('prompts');
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: en.agent.prompt.dailySalary.title })).not.toBeInTheDocument();
  });

  it('a special 42 sees team management, in Bengali, and is never prompted for contracts', async () => {
    const asked = contractRequests();
    localStorage.setItem('language', 'bn');
    special(42);
    await renderApp('/m/member/team');
    expect(await screen.findByText(bn.agent.team.count.replace('{{n}}', '১০'))).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/member/team');
    // the prompts have decided for this session: none, and nothing asked
    await shellDrawn('prompts');
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: bn.agent.prompt.dailySalary.title })).not.toBeInTheDocument();
  });

  it('an agent of another type is prompted (the control case of the two above)', async () => {
    const asked = contractRequests();
    localStorage.setItem('language', 'en');
    mockSession.signIn('agent01');
    await renderApp('/m/agent');
    expect(await screen.findByRole('dialog', { name: en.agent.prompt.dailySalary.title })).toBeInTheDocument();
    expect(asked).toEqual(['GET /api/v1/agent/contract-requests']);
  });

  it.each([
    ['a trial player (type 4)', () => mockSession.signIn('free01')],
    // signed in to the mocks as player02, whose upline offers a daily wage: asked, it would be prompted
    ['a special 40', () => special(40)],
  ])('%s is never prompted for contracts, on either path', async (_, signIn) => {
    const asked = contractRequests();
    localStorage.setItem('language', 'en');
    signIn();
    await renderApp('/m/home');
    // the prompts have decided for this session: none, and nothing asked
    await shellDrawn('prompts');
    expect(asked).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: en.agent.prompt.dailySalary.title })).not.toBeInTheDocument();
  });

  it('a player (type 0) with an offer is prompted on the members\' path (the control case of the one above)', async () => {
    const asked = contractRequests();
    localStorage.setItem('language', 'bn');
    mockSession.signIn('player02');
    await renderApp('/m/home');
    expect(await screen.findByRole('dialog', { name: bn.agent.prompt.dailySalary.title })).toBeInTheDocument();
    expect(asked).toEqual(['GET /api/v1/contract-requests']);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server } from '../../mocks/server';
import { mockSession, sessionOf } from '../../mocks/session';
import { renderApp, shellDrawn } from '../../test/render-app';
import { greetingOf } from './agent-home-page';

async function open(path: string, user: string, language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  sessionStorage.clear();
  mockSession.signIn(user);
  return renderApp(path);
}

/** The contract prompts on screen (other dialogs, such as the home's popups, are not theirs). */
const promptDialogs = () =>
  screen.queryAllByRole('dialog').filter((d) => (['dailySalary', 'dividend', 'hourlySalary'] as const).some((k) => d.textContent?.includes(en.agent.prompt[k].title)));

/** Every request of a path: its method, search and body. */
function requests(path: string) {
  const seen: { method: string; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) void request.clone().text().then((body) => seen.push({ method: request.method, body }));
  });
  return seen;
}

describe('agent home', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T16:30:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it('greets by the hour: 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening', () => {
    expect([0, 10, 11, 14, 15, 18, 19, 23].map(greetingOf)).toEqual([
      'morning', 'morning', 'earlyAfternoon', 'earlyAfternoon', 'lateAfternoon', 'lateAfternoon', 'evening', 'evening',
    ]);
  });

  it('shows the balance, the four counters, the grid the switches allow and the footer, in English', async () => {
    await open('/m/agent', 'agent01');
    await waitFor(() => expect(document.getElementById('agent-greeting')).toHaveTextContent('Good afternoon, agent01'));
    expect(await screen.findByText('৳50,210.00')).toBeInTheDocument();
    const counters = await screen.findByLabelText('Team counters');
    await waitFor(() => expect(counters).toHaveTextContent('Logged in10'));
    expect(counters).toHaveTextContent('Online now3');
    const grid = screen.getByRole('navigation', { name: 'Agent centre' });
    expect(within(grid).getAllByRole('link')).toHaveLength(11);
    expect(within(grid).getByRole('link', { name: 'Team management' })).toHaveAttribute('href', '/m/member/team');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    const footer = screen.getByRole('navigation', { name: 'Agent navigation' });
    expect(within(footer).getByRole('link', { name: 'Open account' })).toHaveAttribute('href', '/m/agentRegister');
    expect(within(footer).getByRole('link', { name: 'Dividend' })).toHaveAttribute('href', '/m/member/agent/agentDivident');
  });

  it('speaks Bengali', async () => {
    await open('/m/agent', 'agent01', 'bn');
    expect(await screen.findByText(/শুভ বিকেল/)).toBeInTheDocument();
    const grid = await screen.findByRole('navigation', { name: bn.agent.menu });
    expect(within(grid).getByRole('link', { name: bn.agent.item.teamOverview })).toHaveAttribute('href', '/m/agent/team/overview');
    expect(screen.getByLabelText(bn.agent.counters)).toHaveTextContent(`${bn.agent.counter.loggedIn}১০`);
  });

  it('sends a member home', async () => {
    await open('/m/agent', 'demo01');
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });
});

/** agent01's first page after login, its three prompts cancelled, then the page left. */
async function dismissAllOnFirstPage() {
  const { user, unmount } = await open('/m/home', 'agent01');
  for (const kind of ['dailySalary', 'dividend', 'hourlySalary'] as const) {
    const dialog = await screen.findByRole('dialog', { name: en.agent.prompt[kind].title });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  }
  await waitFor(() => expect(promptDialogs()).toHaveLength(0));
  unmount();
}

describe('contract prompts', () => {
  afterEach(() => server.events.removeAllListeners());

  it('prompt in turn after login; cancel shows the next, go opens its contract, which is answered', async () => {
    const answers = requests('/api/v1/agent/contracts/dividend');
    const { user } = await open('/m/home', 'agent01');
    const first = await screen.findByRole('dialog', { name: en.agent.prompt.dailySalary.title });
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    const second = await screen.findByRole('dialog', { name: en.agent.prompt.dividend.title });
    await user.click(within(second).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/agent/getDevidendContract'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Proposed by master01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/agent'));
    expect(answers.find((a) => a.method === 'POST')?.body).toBe('{"id":"GCD00000001","accept":true}');
  });

  it('come once per login: not again on the next page load', async () => {
    await dismissAllOnFirstPage();
    await renderApp('/m/home');
    // the prompts have decided for this page: a prompt would be on screen by now
    await shellDrawn('prompts');
    expect(promptDialogs()).toHaveLength(0);
  });

  it('come once per login, however often the session is renewed: not again when its end has moved', async () => {
    await dismissAllOnFirstPage();
    // the header's renew slid the cookie's end, as it does on every page load a second later
    const renewed = { ...sessionOf('agent01'), expiresAt: '2026-11-23T00:00:07Z' };
    server.use(
      http.get('/api/v1/session', () => HttpResponse.json(renewed)),
      http.post('/api/v1/session/renew', () => HttpResponse.json(renewed)),
    );
    await renderApp('/m/home');
    await shellDrawn('prompts');
    expect(promptDialogs()).toHaveLength(0);
  });

  it('come to a player (type 0) too, on the members\' paths: go opens its contract, which the player accepts', async () => {
    const agentAsked = requests('/api/v1/agent/contract-requests');
    const asked = requests('/api/v1/contract-requests');
    const answers = requests('/api/v1/contracts/dailySalary');
    const { user } = await open('/m/home', 'player02');
    // player02's upline offers a daily wage alone (golden member-contract-requests)
    const prompt = await screen.findByRole('dialog', { name: en.agent.prompt.dailySalary.title });
    expect(prompt).toHaveTextContent(en.agent.prompt.dailySalary.text);
    await user.click(within(prompt).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/agent/getSalaryContract'));
    expect(promptDialogs()).toHaveLength(0);
    expect(await screen.findByText('Proposed by master01')).toBeInTheDocument();
    const terms = screen.getByRole('table', { name: 'Paid daily' });
    expect(within(terms).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['৳10,000.00', '3', '৳100.00'],
      ['৳30,000.00', '5', '৳300.00'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Contract accepted')).toBeInTheDocument();
    // a player has no agent home: the member centre
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/home'));
    expect(answers.filter((a) => a.method === 'POST').map((a) => a.body)).toEqual(['{"id":"GCS00000005","accept":true}']);
    expect(asked.map((a) => a.method)).toEqual(['GET']);
    // a player never asks the agent centre's paths
    expect(agentAsked).toHaveLength(0);
  });

  it('never come to a player whose upline offers none (demo01), who never asks the agent centre\'s path either', async () => {
    const agentAsked = requests('/api/v1/agent/contract-requests');
    const asked = requests('/api/v1/contract-requests');
    await open('/m/home', 'demo01');
    // drawn once the answer is in: it names none
    await shellDrawn('prompts');
    await waitFor(() => expect(asked.map((a) => a.method)).toEqual(['GET']));
    expect(agentAsked).toHaveLength(0);
    expect(promptDialogs()).toHaveLength(0);
  });

  it('come once per login to a player too, in Bengali: cancel ends them', async () => {
    const { user, unmount } = await open('/m/home', 'player02', 'bn');
    const prompt = await screen.findByRole('dialog', { name: bn.agent.prompt.dailySalary.title });
    expect(prompt).toHaveTextContent(bn.agent.prompt.dailySalary.text);
    await user.click(within(prompt).getByRole('button', { name: bn.app.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: bn.agent.prompt.dailySalary.title })).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/m/home');
    unmount();
    await renderApp('/m/home');
    await shellDrawn('prompts');
    expect(screen.queryByRole('dialog', { name: bn.agent.prompt.dailySalary.title })).not.toBeInTheDocument();
  });
  it('wait while a player is in a form, and come once the focus has left it', async () => {
    let answered = false;
    server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v1/contract-requests') answered = true;
    });
    const { user } = await open('/m/changePsw', 'player02');
    const field = await screen.findByLabelText('Old password');
    await user.click(field);
    await user.keyboard('Demo');
    // the prompts are known, and held while the player types: drawn as none
    await shellDrawn('prompts');
    expect(answered).toBe(true);
    expect(promptDialogs()).toHaveLength(0);
    await user.keyboard('1234');
    expect(field).toHaveValue('Demo1234');
    expect(field).toHaveFocus();
    // out of the form: they come
    act(() => field.blur());
    expect(await screen.findByRole('dialog', { name: en.agent.prompt.dailySalary.title })).toBeInTheDocument();
  });
});

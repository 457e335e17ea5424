import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server, setScenario } from '../../mocks/server';
import { agentRequests, openAgent } from '../../test/agent';

const posts = (sent: ReturnType<typeof agentRequests>, path: string) => sent.filter((s) => s.method === 'POST' && s.path === path);

/** Every request on the members' contract paths (/api/v1/contracts/{kind}): method, path and body. */
function memberRequests() {
  const seen: { method: string; path: string; body: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/api/v1/contracts/')) void request.clone().text().then((body) => seen.push({ method: request.method, path, body }));
  });
  return seen;
}

describe('contract screens', () => {
  afterEach(() => server.events.removeAllListeners());

  it('show the daily wage terms and send a refusal, in English', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/agent/getSalaryContract', 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily wage contract' })).toBeInTheDocument();
    expect(await screen.findByText('Proposed by master01')).toBeInTheDocument();
    const terms = screen.getByRole('table', { name: 'Paid daily' });
    expect(within(terms).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Team bets', 'Active members', 'Wage']);
    const rows = within(terms).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['৳20,000.00', '3', '৳200.00'],
      ['৳50,000.00', '5', '৳600.00'],
      ['৳100,000.00', '8', '৳1,500.00'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Contract refused')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/agent'));
    const answers = posts(sent, '/api/v1/agent/contracts/dailySalary');
    expect(answers).toHaveLength(1);
    await waitFor(() => expect(answers[0]?.body).toBe('{"id":"GCS00000001","accept":false}'));
  });

  it('show the dividend shares in percent and send an acceptance, in Bengali', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/agent/getDevidendContract', 'bn');
    expect(await screen.findByRole('heading', { level: 2, name: bn.agent.prompt.dividend.title })).toBeInTheDocument();
    const terms = await screen.findByRole('table');
    expect(within(terms).getByRole('columnheader', { name: bn.agent.contract.share })).toBeInTheDocument();
    expect(within(terms).getAllByRole('row')[1]).toHaveTextContent(/%$/);
    expect(terms.textContent).toMatch(/[০-৯]/);
    expect(terms.textContent).not.toMatch(/[0-9]/);
    await user.click(screen.getByRole('button', { name: bn.agent.contract.accept }));
    expect(await screen.findByText(bn.agent.contract.accepted)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/agent'));
    const answers = posts(sent, '/api/v1/agent/contracts/dividend');
    expect(answers).toHaveLength(1);
    await waitFor(() => expect(answers[0]?.body).toBe('{"id":"GCD00000001","accept":true}'));
  });

  it('show the hourly wage terms and send an acceptance; once answered, nothing waits', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/agent/getHourContract', 'en');
    const terms = await screen.findByRole('table', { name: 'Paid hourly' });
    expect(within(terms).getAllByRole('row')).toHaveLength(3);
    expect(within(terms).getAllByRole('row')[2]).toHaveTextContent('৳5,000.004৳40.00');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Contract accepted')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/agent'));
    await waitFor(() => expect(posts(sent, '/api/v1/agent/contracts/hourlySalary')[0]?.body).toBe('{"id":"GCH00000001","accept":true}'));
    window.history.pushState(null, '', '/m/member/agent/getHourContract');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(en.agent.contract.none)).toBeInTheDocument();
  });

  it('a refused answer stays on the screen with its message (golden contract-invalid)', async () => {
    const { user } = await openAgent('/m/member/agent/getHourContract', 'en');
    await screen.findByRole('table', { name: 'Paid hourly' });
    setScenario('contract-invalid');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.invalid);
    expect(window.location.pathname).toBe('/m/member/agent/getHourContract');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('say so when nothing waits for an answer (golden contract-none-pending), in Bengali', async () => {
    setScenario('contract-none-pending');
    await openAgent('/m/member/agent/getSalaryContract', 'bn');
    expect(await screen.findByText(bn.agent.contract.none)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bn.agent.contract.accept })).not.toBeInTheDocument();
  });

  it('an answer to a request already gone says so and asks again (golden contract-answered)', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/agent/getSalaryContract', 'en');
    await screen.findByText('Proposed by master01');
    setScenario('contract-answered');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.not_found);
    await waitFor(() => expect(sent.filter((s) => s.method === 'GET' && s.path === '/api/v1/agent/contracts/dailySalary').length).toBeGreaterThanOrEqual(2));
    expect(window.location.pathname).toBe('/m/member/agent/getSalaryContract');
  });
  it('a player (player02) reads its upline\'s daily wage offer on the members\' paths and refuses it, in Bengali; then nothing waits', async () => {
    const agent = agentRequests();
    const sent = memberRequests();
    const { user } = await openAgent('/m/member/agent/getSalaryContract', 'bn', 'player02');
    expect(await screen.findByRole('heading', { level: 2, name: bn.agent.prompt.dailySalary.title })).toBeInTheDocument();
    expect(await screen.findByText(bn.agent.contract.from.replace('{{upline}}', 'master01'))).toBeInTheDocument();
    const terms = screen.getByRole('table', { name: bn.agent.contract.period.daily });
    expect(within(terms).getAllByRole('row')).toHaveLength(3);
    expect(terms.textContent).toMatch(/[০-৯]/);
    expect(terms.textContent).not.toMatch(/[0-9]/);
    await user.click(screen.getByRole('button', { name: bn.agent.contract.refuse }));
    expect(await screen.findByText(bn.agent.contract.refused)).toBeInTheDocument();
    // a player has no agent home: the member centre
    await waitFor(() => expect(window.location.pathname).toBe('/m/member/home'));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.body])).toEqual([['/api/v1/contracts/dailySalary', '{"id":"GCS00000005","accept":false}']]));
    window.history.pushState(null, '', '/m/member/agent/getSalaryContract');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByText(bn.agent.contract.none)).toBeInTheDocument();
    // never the agent centre's paths
    expect(agent).toHaveLength(0);
  });

  it('a player offered no dividend is told nothing waits (golden member-contract-none), in English', async () => {
    const sent = memberRequests();
    await openAgent('/m/member/agent/getDevidendContract', 'en', 'player02');
    expect(await screen.findByText(en.agent.contract.none)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(sent.map((s) => `${s.method} ${s.path}`)).toContain('GET /api/v1/contracts/dividend');
  });
});

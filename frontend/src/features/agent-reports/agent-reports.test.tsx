import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { server } from '../../mocks/server';
import { agentRequests, openAgent, type Sent } from '../../test/agent';

/** The figures of a <dl class="agent-figures">: label to shown value. */
function figures(root: HTMLElement): Record<string, string> {
  return Object.fromEntries([...root.querySelectorAll('.agent-figure')].map((f) => [f.querySelector('dt')?.textContent ?? '', f.querySelector('dd')?.textContent ?? '']));
}

const asked = (sent: Sent[], path: string) => sent.filter((s) => s.method === 'GET' && s.path === path).map((s) => new URLSearchParams(s.search));

/** The record rows of the page's list. */
const rows = () => [...document.querySelectorAll<HTMLElement>('.record-list > li.record-row, .record-list > li')].filter((li) => li.querySelector('.record-main'));

describe('agent reports', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T16:30:00') });
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it('team overview: today by default, then the last 30 days, in English', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agent/team/overview', 'en');
    const members = await screen.findByRole('heading', { name: 'Members' });
    // the cards show their labels at once, the figures once the answer is in
    await waitFor(() => expect(figures(members.closest('section') as HTMLElement)).toEqual({ 'Team size': '10', 'New members': '1', 'Active members': '10', 'First deposits': '1' }));
    const money = figures(screen.getByRole('heading', { name: 'Money' }).closest('section') as HTMLElement);
    expect(money).toMatchObject({ Deposits: '৳3,500.00', Withdrawals: '৳500.00', Bets: '৳770.00', Payouts: '৳1,090.00', 'Team profit': '+৳323.92' });
    // today leaves both ends to the BFF
    expect(asked(sent, '/api/v1/agent/team/overview')[0]?.toString()).toBe('');
    await user.click(within(screen.getByRole('group', { name: 'Period' })).getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(figures(screen.getByRole('heading', { name: 'Money' }).closest('section') as HTMLElement)).toMatchObject({ Deposits: '৳13,500.00', 'Team profit': '-৳1,561.42' }));
    expect(asked(sent, '/api/v1/agent/team/overview').at(-1)?.toString()).toBe('from=2026-10-24');
  });

  it('team overview speaks Bengali', async () => {
    await openAgent('/m/agent/team/overview', 'bn');
    const members = await screen.findByRole('heading', { name: bn.agent.report.members });
    await waitFor(() => expect(figures(members.closest('section') as HTMLElement)[bn.agent.report.teamSize]).toBe('১০'));
    expect(screen.getByRole('button', { name: bn.records.preset.today })).toHaveAttribute('aria-pressed', 'true');
  });

  it('team profit and loss: the totals and each member for the range, in English', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/agent/team/pnl', 'en');
    const totals = (await screen.findByRole('heading', { name: 'Team totals' })).closest('section') as HTMLElement;
    await waitFor(() => expect(figures(totals)).toEqual({ Bets: '৳13,070.00', Payouts: '৳11,435.00', Rebates: '৳73.58', 'Team profit': '-৳1,561.42' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[2]).toHaveTextContent(/^rafi01Level 1 · Bets ৳2,270\.00\+৳536\.37$/);
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(asked(sent, '/api/v1/agent/team/profit-loss').at(-1)?.toString()).toBe('from=2026-11-16&page=1&pageSize=15'));
  });

  it('team profit and loss speaks Bengali', async () => {
    await openAgent('/m/agent/team/pnl', 'bn');
    await screen.findByRole('heading', { name: bn.agent.report.teamTotals });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent(`mitu01${bn.agent.team.level.replace('{{n}}', '১')}`);
  });

  it("team betting: today's bets with their totals, searched by member, in English", async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/teamBetting', 'en');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(rows()[0]).toHaveTextContent('Thai Hi Lo 2');
    expect(rows()[0]).toHaveTextContent('rafi01');
    const totals = figures(document.querySelector('.agent-card') as HTMLElement);
    expect(totals).toEqual({ Bets: '৳420.00', Payouts: '৳650.00', 'Team profit': '+৳230.00' });
    await user.type(screen.getByLabelText('Search by username'), 'ria');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().every((r) => r.textContent?.includes('ria02'))).toBe(true);
    expect(asked(sent, '/api/v1/agent/team/bets').at(-1)?.get('userName')).toBe('ria');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText('No bets in this range')).toBeInTheDocument();
  });

  it('team betting speaks Bengali', async () => {
    await openAgent('/m/teamBetting', 'bn');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(screen.getByLabelText(bn.agent.team.search)).toBeInTheDocument();
    expect(figures(document.querySelector('.agent-card') as HTMLElement)[bn.agent.report.bets]).toBe('৳৪২০.০০');
  });

  it('rebate income: the last 7 days by default with the total, then today, in English', async () => {
    const { user } = await openAgent('/m/member/agent/agentRebeat', 'en');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(figures(document.querySelector('.agent-card') as HTMLElement)).toEqual({ 'Rebate income': '৳9.13' });
    expect(rows()[0]).toHaveTextContent('Fishing');
    expect(rows()[0]).toHaveTextContent('+৳1.30');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(figures(document.querySelector('.agent-card') as HTMLElement)).toEqual({ 'Rebate income': '৳4.22' });
  });

  it('rebate income speaks Bengali', async () => {
    await openAgent('/m/member/agent/agentRebeat', 'bn');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(figures(document.querySelector('.agent-card') as HTMLElement)).toEqual({ [bn.agent.report.income]: '৳৯.১৩' });
  });

  it('dividend: each half month of the last 30 days, paid or pending, in English', async () => {
    const { user } = await openAgent('/m/member/agent/agentDivident', 'en');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(figures(document.querySelector('.agent-card') as HTMLElement)).toEqual({ Dividends: '৳449.48' });
    expect(rows()[0]).toHaveTextContent('৳123.51');
    expect(within(rows()[0] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('Paid')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('10 active · 20.00%');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(figures(document.querySelector('.agent-card') as HTMLElement)).toEqual({ Dividends: '৳123.51' });
  });

  it('dividend speaks Bengali', async () => {
    await openAgent('/m/member/agent/agentDivident', 'bn');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rows()[0] as HTMLElement).getByText(bn.agent.report.pending)).toBeInTheDocument();
    expect(rows()[2]).not.toHaveTextContent(/[0-9]/);
  });

  it('say so when a range holds nothing', async () => {
    const { user } = await openAgent('/m/member/agent/agentRebeat', 'en');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-09-01');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-09-30');
    expect(await screen.findByText(en.agent.report.empty)).toBeInTheDocument();
  });
});

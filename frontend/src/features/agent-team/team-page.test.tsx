import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DownlinePage } from '../../api/types';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { openMockDownlines } from '../../mocks/agent';
import { goldenBody } from '../../mocks/goldens';
import { server, setScenario } from '../../mocks/server';
import { agentRequests, fieldError, openAgent, type Sent } from '../../test/agent';
import { installIntersectionObserver } from '../../test/intersection-observer';

/** The team's rows, each starting with its member's name. */
const members = () => [...document.querySelectorAll<HTMLElement>('.record-list > li')].filter((li) => li.querySelector('.team-member'));
const memberRow = (name: string) => {
  const row = members().find((li) => li.querySelector('.record-title')?.textContent?.includes(name));
  if (!row) throw new Error(`no member ${name}`);
  return row;
};
const transfers = (sent: Sent[]) => sent.filter((s) => s.method === 'POST' && s.path === '/api/v1/agent/transfers');

describe('team management', () => {
  let io: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    io = installIntersectionObserver();
  });
  afterEach(() => server.events.removeAllListeners());

  it('lists the team with balances, levels and last logins, searched by name, in English', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    expect(screen.getByText('10 members')).toBeInTheDocument();
    const joya = memberRow('joya03');
    expect(within(joya).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(joya).toHaveTextContent('Member');
    expect(joya).toHaveTextContent('Level 3 · Last login');
    expect(joya).toHaveTextContent('৳3,000.00');
    expect(memberRow('sub02')).toHaveTextContent('Agent');
    expect(within(memberRow('rafi01')).getByRole('link', { name: 'Rebates of rafi01' })).toHaveAttribute('href', '/m/member/teamRebate?user=rafi01');
    expect(screen.getByRole('link', { name: 'Open account' })).toHaveAttribute('href', '/m/agentRegister');
    await user.type(screen.getByLabelText('Search by username'), '02');
    await waitFor(() => expect(members().map((m) => m.querySelector('.record-title')?.textContent?.replace(/(Agent|Member)$/, '').trim())).toEqual(['ria02', 'sub02', 'sumon02']));
    expect(screen.getByText('3 members')).toBeInTheDocument();
    const searched = sent.filter((s) => s.path === '/api/v1/agent/downlines').at(-1);
    expect(new URLSearchParams(searched?.search).get('userName')).toBe('02');
  });

  it('pages through a team of more than a page as the list is scrolled', async () => {
    openMockDownlines('agent01', ['new01', 'new02', 'new03', 'new04', 'new05', 'new06', 'new07', 'new08']);
    const sent = agentRequests();
    await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(15));
    expect(screen.getByText('18 members')).toBeInTheDocument();
    expect(members()[0]).toHaveTextContent('new08');
    const sentinel = document.querySelector('.record-list ~ [aria-hidden], .list-sentinel, [data-sentinel]') ?? io.observers.flatMap((o) => o.targets)[0];
    expect(sentinel).toBeDefined();
    await io.comeNear(sentinel as Element);
    await waitFor(() => expect(members()).toHaveLength(18));
    expect(members().at(-1)).toHaveTextContent('rafi01');
    expect(sent.filter((s) => s.path === '/api/v1/agent/downlines').map((s) => new URLSearchParams(s.search).get('page'))).toEqual(['1', '2']);
  });

  it('transfers to a downline with one Idempotency-Key per submission, never resent; a double tap sends once', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    await user.click(within(memberRow('rafi01')).getByRole('button', { name: 'Transfer to rafi01' }));
    let dialog = await screen.findByRole('dialog', { name: 'Transfer to rafi01' });
    // what the agent's main wallet holds (GET /wallets), not the downline's balance
    expect(await within(dialog).findByText('Your main wallet')).toHaveTextContent('Your main wallet ৳10,000.00');
    expect(dialog).not.toHaveTextContent('৳460.00');
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    // nothing goes before the agent confirms it by name and amount
    expect(within(dialog).getByRole('status')).toHaveTextContent('Send ৳100.00 from your main wallet to rafi01?');
    expect(transfers(sent)).toHaveLength(0);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('৳100.00 sent to rafi01')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(memberRow('rafi01')).toHaveTextContent('৳560.00'));
    expect(transfers(sent)).toHaveLength(1);
    await waitFor(() => expect(transfers(sent)[0]?.body).toBe('{"userName":"rafi01","amount":"100"}'));
    const first = transfers(sent)[0]?.key;
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    // a second submission has a key of its own
    await user.click(within(memberRow('rafi01')).getByRole('button', { name: 'Transfer to rafi01' }));
    dialog = await screen.findByRole('dialog', { name: 'Transfer to rafi01' });
    await user.type(within(dialog).getByLabelText('Amount'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(memberRow('rafi01')).toHaveTextContent('৳610.00'));
    expect(transfers(sent)).toHaveLength(2);
    expect(transfers(sent)[1]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(transfers(sent)[1]?.key).not.toBe(first);
  });

  it('a lost answer (outcome_unknown) leads to the record and is never sent again', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    setScenario('transfer-outcome-unknown');
    await user.click(within(memberRow('mitu01')).getByRole('button', { name: 'Transfer to mitu01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to mitu01' });
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Check your wallets or the record before you try again.');
    expect(within(alert).getByRole('link', { name: 'Check the record' })).toHaveAttribute('href', '/m/transaction/record?types=A');
    expect(within(dialog).getByRole('button', { name: 'Transfer' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Change' })).toBeDisabled();
    // the tap again: its events have been dispatched and their handlers run once the click
    // returns, so a send it made has started; the page never sends on a timer
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(transfers(sent)).toHaveLength(1);
  });

  it('refuses a bad amount and more than the main wallet holds before sending', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    await user.click(within(memberRow('tania01')).getByRole('button', { name: 'Transfer to tania01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to tania01' });
    await within(dialog).findByText(/৳10,000\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(fieldError(within(dialog).getByLabelText('Amount'))).toBe(en.money.amountInvalid);
    await user.type(within(dialog).getByLabelText('Amount'), '10000.01');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(fieldError(within(dialog).getByLabelText('Amount'))).toBe(en.errors.insufficient_funds);
    expect(within(dialog).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
    expect(transfers(sent)).toHaveLength(0);
  });

  it("says so when the BFF finds the main wallet short, and leaves the amount to change (golden transfer-insufficient-funds)", async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    setScenario('transfer-insufficient-funds');
    await user.click(within(memberRow('tania01')).getByRole('button', { name: 'Transfer to tania01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to tania01' });
    await user.type(within(dialog).getByLabelText('Amount'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText('Amount'))).toBe(en.errors.insufficient_funds));
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('5000');
    expect(transfers(sent)).toHaveLength(1);
  });

  it('makes a direct downline who is a player an agent; no such button for the others', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    expect(within(memberRow('sumon02')).queryByRole('button', { name: /Make sumon02/ })).not.toBeInTheDocument();
    expect(within(memberRow('sub01')).queryByRole('button', { name: /Make sub01/ })).not.toBeInTheDocument();
    await user.click(within(memberRow('nabil01')).getByRole('button', { name: 'Make nabil01 an agent' }));
    expect(await screen.findByText('nabil01 is now an agent')).toBeInTheDocument();
    await waitFor(() => expect(memberRow('nabil01')).toHaveTextContent('Agent'));
    expect(within(memberRow('nabil01')).queryByRole('button', { name: 'Make nabil01 an agent' })).not.toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST' && s.path === '/api/v1/agent/downlines/nabil01/promotion')).toHaveLength(1);
  });

  it('offers no transfer when the back office has transfers to downlines off', async () => {
    server.use(http.get('/api/v1/agent/downlines', () => HttpResponse.json({ ...(goldenBody('downlines', 'agent') as DownlinePage), transferEnabled: false })));
    await openAgent('/m/member/team', 'en');
    await waitFor(() => expect(members()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /^Transfer to / })).not.toBeInTheDocument();
    expect(within(memberRow('rafi01')).getByRole('link', { name: 'Rebates of rafi01' })).toBeInTheDocument();
  });

  it('says a team without members so (golden downlines-none), in Bengali', async () => {
    setScenario('downlines-none');
    await openAgent('/m/member/team', 'bn');
    expect(await screen.findByText(bn.agent.team.empty)).toBeInTheDocument();
    expect(screen.getByText(bn.agent.team.count.replace('{{n}}', '০'))).toBeInTheDocument();
  });

  it('speaks Bengali: the list, the transfer and its message', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/team', 'bn');
    await waitFor(() => expect(members()).toHaveLength(10));
    expect(screen.getByText(bn.agent.team.count.replace('{{n}}', '১০'))).toBeInTheDocument();
    expect(memberRow('ria02')).toHaveTextContent('৳৩৯৫.০০');
    const to = bn.agent.transfer.to.replace('{{user}}', 'ria02');
    await user.click(within(memberRow('ria02')).getByRole('button', { name: to }));
    const dialog = await screen.findByRole('dialog', { name: bn.agent.transfer.title.replace('{{user}}', 'ria02') });
    // Bengali digits as typed on a Bengali keyboard; sent in the canonical form
    await user.type(within(dialog).getByLabelText(bn.agent.transfer.amount), '১০০');
    await user.click(within(dialog).getByRole('button', { name: bn.agent.transfer.next }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('আপনার প্রধান ওয়ালেট থেকে ria02-কে ৳১০০.০০ পাঠাবেন?');
    await user.click(within(dialog).getByRole('button', { name: bn.agent.transfer.send }));
    expect(await screen.findByText(bn.agent.transfer.done.replace('{{amount}}', '৳১০০.০০').replace('{{user}}', 'ria02'))).toBeInTheDocument();
    await waitFor(() => expect(memberRow('ria02')).toHaveTextContent('৳৪৯৫.০০'));
    expect(transfers(sent)[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(transfers(sent)[0]?.body).toBe('{"userName":"ria02","amount":"100"}');
  });
});

describe('team rebate settings', () => {
  afterEach(() => server.events.removeAllListeners());

  const puts = (sent: Sent[], user: string) => sent.filter((s) => s.method === 'PUT' && s.path === `/api/v1/agent/downlines/${user}/rebates`);

  it("sets a downline's rates within the agent's own; over the limit is refused before sending, in English", async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/teamRebate?user=rafi01', 'en');
    expect(await screen.findByRole('heading', { name: 'Rebates of rafi01' })).toBeInTheDocument();
    const live = await screen.findByLabelText('Live casino (%)');
    expect(live).toHaveValue('0.40');
    expect(screen.getByLabelText('Slots (%)')).toHaveValue('0.60');
    expect(screen.getByText('Up to 0.80%')).toBeInTheDocument();
    await user.clear(live);
    await user.type(live, '0.90');
    await user.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(fieldError(live)).toBe('Up to 0.80%');
    expect(live).toHaveAttribute('aria-invalid', 'true');
    expect(puts(sent, 'rafi01')).toHaveLength(0);
    await user.clear(live);
    await user.type(live, '0.75');
    await user.click(screen.getByRole('button', { name: 'Save rebates' }));
    expect(await screen.findByText('Rebates saved')).toBeInTheDocument();
    expect(fieldError(live)).toBeNull();
    expect(puts(sent, 'rafi01')).toHaveLength(1);
    await waitFor(() => expect(JSON.parse(puts(sent, 'rafi01')[0]?.body ?? '{}')).toEqual({
      rebates: [
        { category: 'RNG', rate: '0.60' },
        { category: 'LIVE', rate: '0.75' },
        { category: 'PVP', rate: '0.50' },
        { category: 'FISH', rate: '0.50' },
        { category: 'SPORTS', rate: '0.45' },
      ],
    }));
  });

  it('chooses another member of the team', async () => {
    const { user } = await openAgent('/m/member/teamRebate?user=rafi01', 'en');
    await screen.findByLabelText('Live casino (%)');
    await user.selectOptions(screen.getByLabelText('Member'), 'tania01');
    expect(await screen.findByRole('heading', { name: 'Rebates of tania01' })).toBeInTheDocument();
    expect(window.location.search).toBe('?user=tania01');
  });

  it("says the BFF's refusal over the limit in Bengali (golden downline-rebates-too-high)", async () => {
    openMockDownlines('agent01', ['newbie01']);
    const { user } = await openAgent('/m/member/teamRebate?user=newbie01', 'bn');
    const slots = await screen.findByLabelText(`${bn.category.RNG} (%)`);
    await user.clear(slots);
    await user.type(slots, '0.90');
    setScenario('downline-rebates-too-high');
    await user.click(screen.getByRole('button', { name: bn.agent.rebate.save }));
    // the BFF's detail "0.00 to 0.80" names the most it allows
    await waitFor(() => expect(fieldError(slots)).toBe(bn.agent.rebate.upTo.replace('{{max}}', '০.৮০')));
    expect(screen.queryByText(bn.agent.rebate.saved)).not.toBeInTheDocument();
  });

  it('refuses over the limit before sending, in Bengali', async () => {
    const sent = agentRequests();
    const { user } = await openAgent('/m/member/teamRebate?user=rafi01', 'bn');
    const sports = await screen.findByLabelText(`${bn.category.SPORTS} (%)`);
    await user.clear(sports);
    await user.type(sports, '1.5');
    await user.click(screen.getByRole('button', { name: bn.agent.rebate.save }));
    expect(fieldError(sports)).toBe(bn.agent.rebate.upTo.replace('{{max}}', '০.৯০'));
    expect(puts(sent, 'rafi01')).toHaveLength(0);
  });
});

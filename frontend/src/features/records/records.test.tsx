import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '../../api/types';
import { formatMoney, type Currency } from '../../lib/format';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';

/** Every GET of a record path: its query. */
function recordQueries(path: string) {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === path) asked.push(url.searchParams);
  });
  return asked;
}

async function open(path: string, language: 'en' | 'bn' = 'en') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  return renderApp(path);
}

const taka: Currency = { code: 'BDT', symbol: '৳', decimals: 2, symbolPosition: 'before' };
const money = (amount: string) => formatMoney(amount, taka, 'en');
const rows = () => document.querySelectorAll('.record-list:not([aria-hidden]) .record-row');

describe('records', () => {
  let io: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    // the goldens' records are of 2026-11-22, the fake upstream's day when they were written
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T12:00:00+06:00') });
    io = installIntersectionObserver();
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
  });

  it("account record: today's movements with the totals, the next page on scroll, a preset and a type", async () => {
    const asked = recordQueries('/api/v1/records/transactions');
    const { user } = await open('/m/transaction/record?types=A');
    await waitFor(() => expect(rows()).toHaveLength(15));
    const totals = screen.getByRole('region', { name: 'Totals' });
    const golden = goldenBody('records-transactions', 'wallet') as { items: { amount: string; wallet: string }[]; totals: { in: string; out: string; net: string } };
    expect(totals).toHaveTextContent(`In${money(golden.totals.in)}`);
    expect(totals).toHaveTextContent(`Out${money(golden.totals.out)}`);
    expect(totals).toHaveTextContent(`Net${golden.totals.net.startsWith('-') ? '' : '+'}${money(golden.totals.net)}`);
    const first = rows()[0] as HTMLElement;
    expect(first).toHaveTextContent('Withdrawal');
    expect(first).toHaveTextContent('22 Nov 2026, 18:00 · Main wallet');
    expect(first).toHaveTextContent(money(golden.items[0]?.amount ?? ''));
    // today is the BFF's today: no range sent
    expect(asked[0]?.get('from')).toBeNull();
    expect(asked[0]?.get('page')).toBe('1');

    const sentinel = document.querySelector('.scroll-sentinel') as Element;
    await io.comeNear(sentinel);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(await screen.findByText('That is all')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '30 days' }));
    await user.selectOptions(screen.getByLabelText('Type'), 'deposit');
    await waitFor(() => expect(asked.at(-1)?.get('type')).toBe('deposit'));
    expect(asked.at(-1)?.get('from')).toBe('2026-10-24');
    expect(window.location.search).toBe('?types=deposit');
    const deposits = goldenBody('records-transactions-deposits', 'wallet') as { items: unknown[]; totals: { in: string } };
    await waitFor(() => expect(rows()).toHaveLength(deposits.items.length));
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent(`In${money(deposits.totals.in)}`);
    for (const r of rows()) expect(r).toHaveTextContent('Deposit');
  });

  it("account record: wallets by the names of the player's wallets list; a move between them is neither in nor out", async () => {
    await open('/m/transaction/record?types=A', 'bn');
    await waitFor(() => expect(rows()).toHaveLength(15));
    const golden = goldenBody('records-transactions', 'wallet') as { items: { type: string; wallet: string }[] };
    const list = [...rows()] as HTMLElement[];
    // JL, PG and EVO read as JILI, PG Soft and Evolution (the wallets golden's names); MAIN in Bengali
    golden.items.slice(0, 15).forEach((tx, i) => {
      const row = list[i] as HTMLElement;
      const name = { MAIN: 'প্রধান ওয়ালেট', JL: 'JILI', PG: 'PG Soft', EVO: 'Evolution' }[tx.wallet];
      expect(name, tx.wallet).toBeDefined();
      expect(row.querySelector('.record-sub')).toHaveTextContent(new RegExp(`· ${name ?? ''}$`));
      const amount = row.querySelector('.record-side > .money') as HTMLElement;
      const own = tx.type === 'transfer_in' || tx.type === 'transfer_out';
      expect(amount.classList.contains('money-in') || amount.classList.contains('money-out'), `${tx.type} coloured`).toBe(!own);
    });
    expect(golden.items.slice(0, 15).some((tx) => tx.type === 'transfer_in')).toBe(true);
    expect(list.map((r) => r.textContent).join()).not.toMatch(/\b(JL|EVO)\b/);
  });

  it('account record: yesterday has nothing; a custom range past 90 days is refused', async () => {
    const asked = recordQueries('/api/v1/records/transactions');
    const { user } = await open('/m/transaction/record?types=A');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
    expect(asked.at(-1)?.get('from')).toBe('2026-11-21');
    expect(asked.at(-1)?.get('to')).toBe('2026-11-21');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-07-01');
    expect(await screen.findByText('Choose at most 90 days')).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2026-11-20'));
    expect(asked.at(-1)?.get('to')).toBeNull();
  });

  it('bet record: the bets of the day with stake, payout and profit, by category', async () => {
    const asked = recordQueries('/api/v1/records/bets');
    const { user } = await open('/m/gameRecord');
    const golden = goldenBody('records-bets', 'wallet') as { items: { gameName: string }[]; totals: { stake: string } };
    await waitFor(() => expect(rows()).toHaveLength(golden.items.length));
    expect(screen.getAllByText(golden.items[0]?.gameName ?? '').length).toBeGreaterThan(0);
    // the vendor by its wallet's name (EVO is Evolution), never its code
    expect(rows()[0]).toHaveTextContent('· Live casino · Evolution');
    expect(rows()[0]).not.toHaveTextContent(/\bEVO\b/);
    expect(screen.getByRole('region', { name: 'Totals' })).toHaveTextContent(`Stake${money(golden.totals.stake)}`);
    await user.click(screen.getByRole('button', { name: '30 days' }));
    await user.selectOptions(await screen.findByLabelText('Game category'), 'LIVE');
    await waitFor(() => expect(asked.at(-1)?.get('category')).toBe('LIVE'));
    await waitFor(() => {
      expect(rows().length).toBeGreaterThan(0);
      for (const r of rows()) expect(r).toHaveTextContent('Live casino');
    });
  });

  it('bet record: not available when TRANSBETREPMEM3 is off (no request either)', async () => {
    const site = goldenBody('site') as Site;
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, TRANSBETREPMEM3: false } })));
    const asked = recordQueries('/api/v1/records/bets');
    await open('/m/gameRecord');
    expect(await screen.findByText('Sorry, this record is not available')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('deposit record: deposits by status, then the withdrawals tab', async () => {
    const asked = recordQueries('/api/v1/deposits');
    const { user } = await open('/m/vouReport', 'bn');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getAllByText('অপেক্ষমাণ', { selector: '.status-badge' })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '৭ দিন' }));
    // the golden of the same range (deposits-range: from=2026-11-16)
    const week = goldenBody('deposits-range', 'wallet') as { items: { status: string }[]; totals: { approved: string } };
    await waitFor(() => expect(rows()).toHaveLength(week.items.length));
    expect(screen.getByRole('region', { name: 'মোট' })).toHaveTextContent(`অনুমোদিত ডিপোজিট${formatMoney(week.totals.approved, taka, 'bn')}`);
    await user.click(screen.getByRole('button', { name: 'অনুমোদিত' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('approved'));
    await waitFor(() => expect(rows()).toHaveLength(week.items.filter((d) => d.status === 'approved').length));
    await user.click(screen.getByRole('tab', { name: 'উত্তোলন' }));
    expect(window.location.search).toContain('tab=withdrawals');
    await user.click(screen.getByRole('button', { name: 'সব' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[0]).toHaveTextContent('bKash •••• ৫৬৭৮');
  });

  it('profit and loss: the categories of the day and of 30 days, with a totals row', async () => {
    const { user } = await open('/m/profitandloss');
    const day = goldenBody('records-profit-loss', 'wallet') as { items: { category: string }[]; totals: { profit: string } };
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(day.items.length + 1));
    await user.click(screen.getByRole('button', { name: '30 days' }));
    const month = goldenBody('records-profit-loss-month', 'wallet') as { items: { category: string }[] };
    await waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(month.items.length + 1));
    expect(screen.getByText('24 Oct 2026 – 22 Nov 2026')).toBeInTheDocument();
    const total = within(screen.getByRole('list')).getAllByRole('listitem').at(-1) as HTMLElement;
    expect(total).toHaveTextContent('Total');
    expect(total).toHaveTextContent(`Profit${money((goldenBody('records-profit-loss-month', 'wallet') as { totals: { profit: string } }).totals.profit)}`);
    expect(screen.getByText('Live casino')).toBeInTheDocument();
  });
});

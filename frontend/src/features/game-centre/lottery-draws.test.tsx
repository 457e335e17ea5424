import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawSettleMs, lotteriesPath, type Lotteries } from '../../api/lotteries';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';

/** Half a minute after the goldens' latest draws (18:00 in Dhaka), half a minute before the next. */
const now = new Date('2026-11-22T18:00:30+06:00').getTime();

/** The card of one lottery in the latest draws. */
async function card(section: HTMLElement, name: string): Promise<HTMLElement> {
  const heading = await within(section).findByRole('heading', { level: 3, name });
  return heading.closest('li') as HTMLElement;
}

const balls = (el: HTMLElement, label: string) => within(within(el).getByRole('list', { name: label })).getAllByRole('listitem').map((b) => b.textContent);

/** How many times the page asked for GET /api/v1/lotteries. */
function lotteryAsks(): { count: number } {
  const asked = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === lotteriesPath) asked.count += 1;
  });
  return asked;
}

describe('the lottery page’s latest draws', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('shows each lottery of the tab with its issue, draw time, balls in Bengali digits and menu (Bengali)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    const { user } = await renderApp('/m/lottery');
    const section = await screen.findByRole('region', { name: 'সর্বশেষ ড্র' });
    // the ELOTT tab: its two lotteries, in the lobby's order, and none of LOTT's
    const mienBac = await card(section, 'Mien Bac');
    expect(within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Xo So Sieu Toc 5 Phut', 'Mien Bac']);
    // the issue is an identifier: Latin digits; times and numbers in Bengali digits
    expect(mienBac).toHaveTextContent('পর্ব 20261121');
    expect(mienBac).toHaveTextContent('ড্রয়ের সময় ০০:১৫');
    expect(balls(mienBac, 'ড্র হওয়া নম্বর')).toEqual(['৬', '২', '৫', '৯', '০']);
    // tomorrow's draw is written with its date
    expect(mienBac).toHaveTextContent('পরের ড্র ২৩ নভেম্বর ২০২৬, ০০:১৫');
    expect(within(within(mienBac).getByRole('list', { name: 'বাজির ধরন' })).getAllByRole('listitem').map((m) => m.textContent)).toEqual(['লো', 'দে', 'জিয়েন']);

    await user.click(screen.getByRole('tab', { name: 'লটো' }));
    const pk10 = await card(section, 'PK10 Racing 1-Minute');
    expect(within(section).queryByRole('heading', { name: 'Mien Bac' })).not.toBeInTheDocument();
    expect(balls(pk10, 'ড্র হওয়া নম্বর')).toEqual(['৭', '৩', '১০', '২', '৮', '৫', '৯', '১', '৪', '৬']);
    expect(pk10).toHaveTextContent('পরের ড্র ১৮:০১');
  });

  it('asks again after the next draw and shows its numbers, without a reload (English)', async () => {
    localStorage.setItem('language', 'en');
    // the page's clock only: the refresh waits on it; msw and Testing Library keep real time
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now, shouldAdvanceTime: true });
    const asked = lotteryAsks();
    await renderApp('/m/lottery?gameType=LOTT');
    const section = await screen.findByRole('region', { name: 'Latest draws' });
    const fast3 = await card(section, 'Fast 3 1-Minute');
    expect(fast3).toHaveTextContent('Issue 20261122-0721');
    expect(fast3).toHaveTextContent('Drawn 18:00');
    expect(balls(fast3, 'Numbers drawn')).toEqual(['1', '2', '6']);
    expect(asked.count).toBe(1);

    // the back office draws number 0722 at 18:01
    const before = goldenBody('lotteries-en') as Lotteries;
    const after: Lotteries = {
      ...before,
      items: before.items.map((l) =>
        l.id !== 'TCG0001' || !l.draws?.latest
          ? l
          : {
              ...l,
              draws: {
                next: { issue: '20261122-0723', closesAt: '2026-11-22T18:01:55+06:00', drawsAt: '2026-11-22T18:02:00+06:00' },
                latest: { issue: '20261122-0722', numbers: ['4', '4', '2'], drawnAt: '2026-11-22T18:01:00+06:00' },
                previous: [l.draws.latest, ...l.draws.previous.slice(0, 3)],
              },
            },
      ),
    };
    server.use(http.get(lotteriesPath, () => HttpResponse.json(after)));
    // not before the draw ...
    await vi.advanceTimersByTimeAsync(25_000);
    expect(asked.count).toBe(1);
    // ... but soon after it
    await vi.advanceTimersByTimeAsync(5_000 + drawSettleMs + 1_000);
    await waitFor(() => expect(fast3).toHaveTextContent('Issue 20261122-0722'));
    expect(asked.count).toBe(2);
    expect(balls(fast3, 'Numbers drawn')).toEqual(['4', '4', '2']);
    expect(fast3).toHaveTextContent('Drawn 18:01');
    expect(fast3).toHaveTextContent('Next draw 18:02');
  });

  it('lists the lotteries with their menus when their draws cannot be read', async () => {
    localStorage.setItem('language', 'en');
    server.use(http.get(lotteriesPath, () => HttpResponse.json(goldenBody('lotteries-draws-unavailable') as Lotteries)));
    await renderApp('/m/lottery');
    const section = await screen.findByRole('region', { name: 'Latest draws' });
    const mienBac = await card(section, 'Mien Bac');
    expect(mienBac).toHaveTextContent('The results cannot be shown now');
    expect(within(mienBac).queryByRole('list', { name: 'Numbers drawn' })).not.toBeInTheDocument();
    expect(within(mienBac).getByRole('list', { name: 'Kinds of bet' })).toBeInTheDocument();
  });

  it('offers a retry when the lotteries cannot be had, and shows them once they answer', async () => {
    localStorage.setItem('language', 'en');
    let fail = true;
    server.use(
      http.get(lotteriesPath, () =>
        fail
          ? HttpResponse.json({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'upstream_unavailable' }, { status: 503, headers: { 'Content-Type': 'application/problem+json' } })
          : HttpResponse.json(goldenBody('lotteries-en') as Lotteries),
      ),
    );
    const { user } = await renderApp('/m/lottery');
    const section = await screen.findByRole('region', { name: 'Latest draws' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The latest draws could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await card(section, 'Mien Bac');
  });
});

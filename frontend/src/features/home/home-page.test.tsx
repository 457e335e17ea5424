import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Home } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server, setScenario } from '../../mocks/server';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { installMatchMedia } from '../../test/match-media';
import { findByLabelledRole, findSection, renderApp } from '../../test/render-app';
import { payoutEveryMs } from './components/counters';

const home = goldenBody('home') as Home;

function countRequests(path: string): { urls: URL[] } {
  const seen = { urls: [] as URL[] };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.urls.push(url);
  });
  return seen;
}

describe('home page', () => {
  it('renders every section from the golden answer', async () => {
    await renderApp('/m/home');

    const banners = await findByLabelledRole('region', 'প্রমোশন');
    // every banner, plus a copy of the first that makes the loop seamless; only the current one is exposed
    expect(banners.querySelectorAll('img')).toHaveLength(home.banners.items.length + 1);
    expect(within(banners).getByRole('img')).toHaveAccessibleName(`স্লাইড ১ / ${new Intl.NumberFormat('bn-BD').format(home.banners.items.length)}`);

    const hot = await findSection('জনপ্রিয় গেম');
    // the pages after the first are drawn in a render of their own, just after it
    await waitFor(() => expect(within(hot).getAllByRole('button', { name: /খেলুন$/ })).toHaveLength(home.hotGames.items.length));
    expect(within(hot).getByRole('button', { name: 'Super Ace খেলুন' })).toBeInTheDocument();

    const lobby = await findSection('গেম লবি');
    const tabs = within(lobby).getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['জনপ্রিয় গেম', 'প্রিয় গেম', 'স্পোর্টস', 'লাইভ ক্যাসিনো', 'রামি', 'স্লট', 'মাছ ধরা', 'লুডু', 'কার্ড গেম', 'লটারি']);

    const matches = await findSection('জনপ্রিয় ম্যাচ');
    expect(within(matches).getAllByText('Dhaka Capitals').length).toBeGreaterThan(0);

    const vendors = await findSection('গেম প্রদানকারী');
    expect(within(vendors).getByRole('button', { name: /Pragmatic Play/ })).toBeInTheDocument();

    const winners = await findSection('সর্বশেষ বিজয়ী');
    const first = home.winners.items[0];
    expect(within(winners).getAllByText(first?.customer ?? '-').length).toBeGreaterThan(0);
    // amount with the site's currency symbol, in Bengali digits
    expect(within(winners).getAllByText('৳২,০৮,৪৭২.০০').length).toBeGreaterThan(0);
    expect(within(winners).getAllByText('১৯ নভেম্বর ২০২৬').length).toBeGreaterThan(0);
  });

  it('draws the lobby and the sections after it only once the player scrolls to them', async () => {
    const io = installIntersectionObserver();
    try {
      await renderApp('/m/home');
      await findSection('জনপ্রিয় গেম');
      const place = document.querySelector('.below-fold-skeleton');
      expect(place).not.toBeNull();
      expect(screen.queryByRole('region', { name: 'গেম লবি' })).not.toBeInTheDocument();
      await io.comeNear(place as Element);
      expect(await findSection('গেম লবি')).toBeInTheDocument();
      expect(document.querySelector('.below-fold-skeleton')).toBeNull();
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('opens on HOT, the home tab: 4 slot, 2 live and 1 fishing game, then rummy and ludo', async () => {
    await renderApp('/m/home');
    const lobby = await findSection('গেম লবি');
    const panel = within(lobby).getByRole('tabpanel');
    const featured = panel.querySelector('.game-grid') as HTMLElement;
    const names = within(featured).getAllByRole('button', { name: /খেলুন$/ }).map((b) => b.getAttribute('aria-label'));
    const of = (code: string, n: number) => (home.categories.items.find((c) => c.code === code)?.games ?? []).slice(0, n).map((g) => `${g.name} খেলুন`);
    expect(names).toEqual([...of('RNG', 4), ...of('LIVE', 2), ...of('FISH', 1), ...of('RUMMY', 1), ...of('LUDO', 1)]);
  });

  it('loads one vendor of a category with pageSize 9 and points more at the category page with vassalage', async () => {
    const seen = countRequests('/api/v1/games');
    const { user } = await renderApp('/m/home');
    const slots = await findSection('স্লট');
    expect(within(slots).getByRole('link', { name: 'আরও স্লট' })).toHaveAttribute('href', '/m/slot-games');
    const filter = within(slots).getByRole('group', { name: 'স্লট-এর প্রদানকারী' });
    expect(within(filter).getAllByRole('button')[0]).toHaveTextContent('সব');
    await user.click(within(filter).getByRole('button', { name: 'JILI' }));

    await waitFor(() => expect(within(slots).getByRole('link', { name: 'আরও স্লট' })).toHaveAttribute('href', '/m/slot-games?vassalage=JL'));
    const asked = seen.urls[0];
    expect(asked?.searchParams.get('category')).toBe('RNG');
    expect(asked?.searchParams.get('vendor')).toBe('JL');
    expect(asked?.searchParams.get('pageSize')).toBe('9');
    // a new list's pages after the first are drawn just after it
    await waitFor(() => expect(within(slots).getAllByRole('button', { name: /খেলুন$/ })).toHaveLength(9));
    expect(within(filter).getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    server.events.removeAllListeners();
  });

  it('sends a visitor who taps a tile or its heart to log in', async () => {
    const { user } = await renderApp('/m/home');
    const hot = await findSection('জনপ্রিয় গেম');
    await user.click(within(hot).getByRole('button', { name: 'Super Ace প্রিয় তালিকায় যোগ করুন' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('launches rummy at once from its tab (a visitor logs in first)', async () => {
    const { user } = await renderApp('/m/home');
    const lobby = await findSection('গেম লবি');
    await user.click(within(lobby).getByRole('tab', { name: 'রামি' }));
    const panel = within(lobby).getByRole('tabpanel');
    const tiles = within(panel).getAllByRole('button', { name: /খেলুন$/ });
    expect(tiles).toHaveLength(1);
    await user.click(tiles[0] as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it('shows a retry state for a failing section while the others render, and retry fetches home again', async () => {
    setScenario('failing-section');
    const seen = countRequests('/api/v1/home');
    const { user } = await renderApp('/m/home');
    const winners = await findSection('সর্বশেষ বিজয়ী');
    const alert = await within(winners).findByRole('alert');
    expect(alert).toHaveTextContent('এই অংশটি লোড করা যায়নি।');
    // the rest of the page is unaffected
    expect(within(await findSection('জনপ্রিয় গেম')).getByRole('button', { name: 'Super Ace খেলুন' })).toBeInTheDocument();
    expect(within(await findSection('গেম প্রদানকারী')).queryByRole('alert')).not.toBeInTheDocument();

    const before = seen.urls.length;
    setScenario('normal');
    await user.click(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    await waitFor(() => expect(seen.urls.length).toBe(before + 1));
    await waitFor(() => expect(within(winners).queryByRole('alert')).not.toBeInTheDocument());
    expect(within(winners).getAllByText(home.winners.items[0]?.customer ?? '-').length).toBeGreaterThan(0);
    server.events.removeAllListeners();
  });

  it('keeps the shell when the whole home request fails', async () => {
    server.use(
      http.get('/api/v1/home', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Upstream unavailable', status: 503, code: 'upstream_unavailable', detail: 'x' },
          { status: 503, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await renderApp('/m/home');
    const hot = await findSection('জনপ্রিয় গেম');
    expect(await within(hot).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগইন' })).toBeInTheDocument();
  });

  it('shows English titles from the English golden', async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/home');
    const marquee = await findByLabelledRole('region', 'Announcements');
    expect(within(marquee).getByRole('button', { name: 'Keep your account safe' })).toBeInTheDocument();
    expect(within(await findSection('Latest winners')).getAllByText('৳208,472.00').length).toBeGreaterThan(0);
  });

  it('holds the counters still under reduced motion', async () => {
    // the counters' intervals are on the test's clock, running on with real time as the page needs it
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      installMatchMedia((q) => q.includes('prefers-reduced-motion'));
      await renderApp('/m/home');
      const counters = await findSection('জ্যাকপট');
      const jackpot = counters.querySelector('.jackpot-value');
      const payout = counters.querySelector('.payout-value');
      const before = [jackpot?.textContent, payout?.textContent];
      // past a move of each: the jackpot's (a quarter second) and the paid-out counter's (two seconds)
      await act(() => vi.advanceTimersByTimeAsync(payoutEveryMs));
      expect([jackpot?.textContent, payout?.textContent]).toEqual(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the jackpot otherwise, with two decimals between 20 and 21 million', async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/home');
    const jackpot = (await findSection('Jackpot')).querySelector('.jackpot-value');
    const before = jackpot?.textContent ?? '';
    await waitFor(() => expect(jackpot?.textContent).not.toBe(before));
    const value = Number((jackpot?.textContent ?? '').replace(/[^\d.]/g, ''));
    expect(value).toBeGreaterThanOrEqual(20_000_000);
    expect(value).toBeLessThan(21_000_000);
    expect(jackpot?.textContent).toMatch(/^৳[\d,]+\.\d{2}$/);
  });
});

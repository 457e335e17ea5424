import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Game, GamePage, Home, Site } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { findSection, renderApp } from '../../test/render-app';
import { ToastProvider } from '../../ui/toast';
import { homeListGames, homeListPageSize } from './components/home-list';
import { VendorCarousel, vendorsPerView } from './components/vendor-carousel';
import { Winners, winnerRowPx, winnerSpacingPx, winnersHeight, winnersStepMs } from './components/winners';

const home = goldenBody('home') as Home;

/** A made-up slot game of page `page`. */
function slot(page: number, i: number): Game {
  return { id: `T${page}-${i}`, nodeId: `9${page}0${i}`, category: 'RNG', vendor: 'JL', vendorName: 'JILI', name: `Slot ${page}-${i}`, icon: '/media/games/x.png', hot: false, supportsTrial: false };
}

/** Every GET /api/v1/games the site sends from now on. */
function gamesAsked(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/games') asked.push(url.searchParams);
  });
  return asked;
}

/** Opens home with the lobby drawn (the below-fold place comes near), the observer standing in. */
async function openLobby(io: ReturnType<typeof installIntersectionObserver>, path = '/m/home') {
  const view = await renderApp(path);
  await waitFor(() => expect(document.getElementById('hot-games-title')).not.toBeNull());
  await waitFor(() => expect(document.querySelector('.below-fold-skeleton')).not.toBeNull());
  await io.comeNear(document.querySelector('.below-fold-skeleton') as Element);
  // the below-fold chunk loads first (slowly on a busy machine)
  await waitFor(() => expect(document.getElementById('lobby-title')).not.toBeNull());
  return { ...view, lobby: await findSection('গেম লবি') };
}

function forgetObserver() {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}

describe("home's lists", { timeout: 120_000 }, () => {
  it('holds 30 games of a category, asked 9 at a time as the player pages to the end', async () => {
    // slots page by page: 9 made-up games a request, far more pages than a home list reads
    server.use(
      http.get('/api/v1/games', ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('category') !== 'RNG' || q.get('vendor')) return undefined;
        const page = Number(q.get('page'));
        const size = Number(q.get('pageSize'));
        return HttpResponse.json({ items: Array.from({ length: size }, (_, i) => slot(page, i)), page, totalPages: 50, stale: false } satisfies GamePage);
      }),
    );
    const io = installIntersectionObserver();
    try {
      const asked = gamesAsked();
      await openLobby(io);
      const slots = await findSection('স্লট');
      // the tiles' play buttons, counted without the accessibility tree (slow over a whole list)
      const tiles = () => slots.querySelectorAll('button.game-tile-play').length;
      // home's answer holds the first 9; nothing more is asked until the player pages to the end
      // (the pages after the first are drawn in a render of their own, which a busy machine delays)
      await waitFor(() => expect(tiles()).toBe(home.categories.items.find((c) => c.code === 'RNG')?.games.length));
      expect(asked.filter((q) => q.get('category') === 'RNG')).toHaveLength(0);
      for (const [page, shown] of [
        [2, 18],
        [3, 27],
        [4, 30],
      ] as const) {
        const more = await waitFor(() => {
          const el = slots.querySelector('.more-games');
          if (!el) throw new Error('no page loading more');
          return el;
        });
        await io.comeNear(more);
        await waitFor(() => expect(tiles()).toBe(shown));
        const last = asked.filter((q) => q.get('category') === 'RNG').at(-1);
        expect(last?.get('page')).toBe(String(page));
        expect(last?.get('pageSize')).toBe(String(homeListPageSize));
      }
      expect(tiles()).toBe(homeListGames);
      // 30 games: the list asks no more
      expect(slots.querySelector('.more-games')).toBeNull();
      expect(asked.filter((q) => q.get('category') === 'RNG')).toHaveLength(3);
    } finally {
      forgetObserver();
      server.events.removeAllListeners();
    }
  });

  it("begins the lobby's tabs with HOT and FAV; FAV asks a visitor to log in", async () => {
    const io = installIntersectionObserver();
    try {
      const { user, lobby } = await openLobby(io);
      const tabs = within(lobby).getAllByRole('tab');
      expect(tabs.slice(0, 2).map((t) => t.textContent)).toEqual(['জনপ্রিয় গেম', 'প্রিয় গেম']);
      expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
      await user.click(within(lobby).getByRole('tab', { name: 'প্রিয় গেম' }));
      const panel = within(lobby).getByRole('tabpanel');
      expect(within(panel).getByText('প্রিয় গেম দেখতে লগইন করুন')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/m/login');
    } finally {
      forgetObserver();
    }
  });

  it("shows a member's favourites under FAV, asked 9 at a time", async () => {
    mockSession.signIn('demo01');
    const asked = gamesAsked();
    const io = installIntersectionObserver();
    try {
      localStorage.setItem('language', 'en');
      const view = await renderApp('/m/home');
      await waitFor(() => expect(document.getElementById('hot-games-title')).not.toBeNull());
      await waitFor(() => expect(document.querySelector('.below-fold-skeleton')).not.toBeNull());
      await io.comeNear(document.querySelector('.below-fold-skeleton') as Element);
      await waitFor(() => expect(document.getElementById('lobby-title')).not.toBeNull());
      const lobby = await findSection('Game lobby');
      await view.user.click(within(lobby).getByRole('tab', { name: 'Favourites' }));
      const panel = within(lobby).getByRole('tabpanel');
      // demo01 starts with Ludo as a favourite
      expect(await within(panel).findByRole('button', { name: /^Play .*Ludo/i })).toBeInTheDocument();
      const fav = asked.find((q) => q.get('mode') === 'fav');
      expect(fav?.get('pageSize')).toBe(String(homeListPageSize));
    } finally {
      forgetObserver();
      server.events.removeAllListeners();
    }
  });
});

describe('the vendor row of a home list', () => {
  const choices = (n: number) => Array.from({ length: n }, (_, i) => ({ code: i === 0 ? null : `V${i}`, name: i === 0 ? 'All' : `Vendor ${i}` }));

  it(`shows ${vendorsPerView} a view with no arrows when they fit`, () => {
    render(<VendorCarousel choices={choices(vendorsPerView)} current={null} label="Providers" onChoose={() => {}} />);
    expect(within(screen.getByRole('group', { name: 'Providers' })).getAllByRole('button')).toHaveLength(vendorsPerView);
    expect(screen.queryByRole('button', { name: 'আরও প্রদানকারী' })).not.toBeInTheDocument();
  });

  it('pages a view at a time when there are more, and chooses a vendor', async () => {
    const user = userEvent.setup();
    const chosen = vi.fn();
    render(<VendorCarousel choices={choices(vendorsPerView + 4)} current={null} label="Providers" onChoose={chosen} />);
    const back = screen.getByRole('button', { name: 'আগের প্রদানকারী' });
    const next = screen.getByRole('button', { name: 'আরও প্রদানকারী' });
    expect(back).toBeDisabled();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(back).toBeEnabled();
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Vendor 7' }));
    expect(chosen).toHaveBeenCalledWith('V7');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the winners strip', () => {
  it('spaces its slides 30 px apart and steps a row and its space every 2 s', () => {
    vi.useFakeTimers();
    try {
      render(
        <ToastProvider>
          <MemoryRouter>
            <Winners winners={home.winners.items} site={goldenBody('site') as Site} />
          </MemoryRouter>
        </ToastProvider>,
      );
      const strip = document.querySelector('.winners') as HTMLElement;
      expect(winnerSpacingPx).toBe(30);
      expect(strip.style.height).toBe(`${winnersHeight(5)}px`);
      expect(winnersHeight(5)).toBe(5 * winnerRowPx + 4 * winnerSpacingPx);
      act(() => {
        vi.advanceTimersByTime(winnersStepMs);
      });
      expect((document.querySelector('.winners-list') as HTMLElement).style.transform).toBe(`translateY(${-(winnerRowPx + winnerSpacingPx)}px)`);
    } finally {
      vi.useRealTimers();
    }
  });
});

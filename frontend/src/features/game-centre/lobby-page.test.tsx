import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Categories, GamePage } from '../../api/types';
import { golden, goldenBody } from '../../mocks/goldens';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';
import { categoryPath } from '../../domain/games/category-paths';
import { addFavourite } from '../../api/favourite-change';
import { infiniteScrollThrottleMs } from '../../ui/use-infinite-scroll';
import { searchDebounceMs } from './lobby-page';

function gameRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/games') urls.push(url);
  });
  return urls;
}

const signIn = () => mockSession.signIn('demo01');

/**
 * Makes Fortune Gems, on the slot page's first page, one of the signed-in player's favourites, so
 * that the page shows when its hearts know the favourites.
 */
async function favouriteOnThePage(): Promise<void> {
  await addFavourite('171287', 'JL');
}

/** Resolves once the hearts know the favourites (GET /api/v1/favourites answered and drawn): Fortune Gems' heart is filled. */
async function favouritesKnown(): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fortune Gems প্রিয় তালিকায় যোগ করুন' })).toHaveAttribute('aria-pressed', 'true'));
}

const rngPage = goldenBody('games-rng') as GamePage;

describe('category lobby', () => {
  let io: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    io = installIntersectionObserver();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('shows the category menu in order, the title and the first 18 games', async () => {
    const urls = gameRequests();
    await renderApp('/m/slot-games');
    expect(await screen.findByRole('heading', { level: 1, name: 'স্লট' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'গেমের ধরন' });
    await within(menu).findByRole('link', { name: 'স্লট' });
    const names = within(menu)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(names.slice(0, 4)).toEqual(['জনপ্রিয় গেম', 'প্রিয় গেম', 'স্লট', 'লাইভ ক্যাসিনো']);
    expect(within(menu).getByRole('link', { name: 'স্লট' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'জনপ্রিয় গেম' })).toHaveAttribute('href', '/m/hot-games');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /খেলুন$/ })).toHaveLength(18));
    expect(urls[0]?.searchParams.get('category')).toBe('RNG');
    expect(urls[0]?.searchParams.get('page')).toBe('1');
    expect(urls[0]?.searchParams.get('pageSize')).toBe('18');
    expect(screen.getByRole('link', { name: /ডিপোজিট/ })).toHaveAttribute('href', '/m/voucherCenter');
    expect(screen.getByRole('link', { name: /উত্তোলন/ })).toHaveAttribute('href', '/m/withdraw');
  });

  it("keeps the BFF's category order, adding only recent games after the favourites and leaving LOTT out", async () => {
    const categories = goldenBody('categories') as Categories;
    // the BFF sorts the menu (GET /api/v1/categories); the site must not sort it again
    const reordered = { ...categories, items: [...categories.items].reverse() };
    server.use(http.get('/api/v1/categories', () => HttpResponse.json(reordered)));
    await renderApp('/m/slot-games');
    const menu = await screen.findByRole('navigation', { name: 'গেমের ধরন' });
    await within(menu).findByRole('link', { name: 'লুডু' });
    // links to the categories' pages; recent games are a button for a visitor
    const entries = Array.from(menu.children, (e) => e.getAttribute('href') ?? e.textContent);
    const expected = reordered.items
      .map((c) => c.code)
      .filter((c) => c !== 'LOTT')
      .flatMap((c) => (c === 'FAV' ? [c, 'RECENT'] : [c]))
      .map((c) => (c === 'RECENT' ? 'সাম্প্রতিক গেম' : `/m${categoryPath(c)}`));
    expect(entries).toEqual(expected);
  });

  it('holds the places of the category menu and the vendor chips while the categories load, so the grid does not move', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/v1/categories', async () => {
        await held;
        return HttpResponse.json(goldenBody('categories') as Categories);
      }),
    );
    await renderApp('/m/slot-games');
    const menu = await screen.findByRole('navigation', { name: 'গেমের ধরন' });
    expect(menu).toHaveAttribute('aria-busy', 'true');
    expect(within(menu).queryAllByRole('link')).toHaveLength(0);
    expect(menu.children).toHaveLength(6);
    expect(document.querySelectorAll('.chips .chip-placeholder')).toHaveLength(6);
    release();
    await within(menu).findByRole('link', { name: 'স্লট' });
    expect(menu).toHaveAttribute('aria-busy', 'false');
    expect(document.querySelector('.chip-placeholder')).toBeNull();
    expect(screen.getByRole('group', { name: 'প্রদানকারী' })).toBeInTheDocument();
  });

  it('searches by name 500 ms after typing stops, with one request and a removable chip', async () => {
    const urls = gameRequests();
    const { user } = await renderApp('/m/slot-games');
    await screen.findAllByRole('button', { name: /খেলুন$/ });
    const started = Date.now();
    await user.type(screen.getByRole('searchbox', { name: 'গেম খুঁজুন' }), 'ace');
    expect(urls.filter((u) => u.searchParams.has('name'))).toHaveLength(0);
    await waitFor(() => expect(urls.filter((u) => u.searchParams.has('name'))).toHaveLength(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(searchDebounceMs);
    expect(urls.find((u) => u.searchParams.has('name'))?.searchParams.get('name')).toBe('ace');
    const chips = screen.getByRole('list', { name: 'চালু ফিল্টার' });
    await user.click(within(chips).getByRole('button', { name: '“ace” ফিল্টার সরান' }));
    expect(screen.getByRole('searchbox', { name: 'গেম খুঁজুন' })).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'চালু ফিল্টার' })).not.toBeInTheDocument());
  });

  it('offers to search every game when the category has none of the name, and finds it there', async () => {
    const crazyTime = (goldenBody('home') as { categories: { items: { games: GamePage['items'] }[] } }).categories.items
      .flatMap((c) => c.games)
      .find((g) => g.name === 'Crazy Time');
    expect(crazyTime).toBeDefined();
    // the slots hold no Crazy Time; every game does
    server.use(
      http.get('/api/v1/games', ({ request }) => {
        const q = new URL(request.url).searchParams;
        if (q.get('name') !== 'crazy time') return undefined;
        const items = q.has('category') ? [] : [crazyTime as GamePage['items'][number]];
        return HttpResponse.json({ items, page: 1, totalPages: 1, stale: false } satisfies GamePage);
      }),
    );
    const urls = gameRequests();
    localStorage.setItem('language', 'en');
    const { user } = await renderApp('/m/slot-games');
    await screen.findAllByRole('button', { name: /^Play / });
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'crazy time');
    expect(await screen.findByText('No games in Slots match “crazy time”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search all games' }));
    expect(await screen.findByRole('button', { name: 'Play Crazy Time' })).toBeInTheDocument();
    expect(screen.getByText('Results from all games')).toBeInTheDocument();
    const everywhere = urls.at(-1)?.searchParams;
    expect(everywhere?.get('name')).toBe('crazy time');
    expect(everywhere?.has('category')).toBe(false);
    // a new name is looked for in the category again
    await user.clear(screen.getByRole('searchbox', { name: 'Search games' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'crazy time');
    expect(await screen.findByRole('button', { name: 'Search all games' })).toBeInTheDocument();
    expect(screen.getByText('No games in Slots match “crazy time”')).toBeInTheDocument();
    expect(screen.queryByText('Results from all games')).not.toBeInTheDocument();
  });

  it('applies the filter drawer as chips and removes them one by one, starting again at page 1', async () => {
    const urls = gameRequests();
    const { user } = await renderApp('/m/slot-games');
    await screen.findAllByRole('button', { name: /খেলুন$/ });
    await user.click(screen.getByRole('button', { name: 'ফিল্টার' }));
    const drawer = await screen.findByRole('dialog', { name: 'গেম ফিল্টার করুন' });
    await user.click(within(drawer).getByRole('radio', { name: 'PG Soft' }));
    await user.click(within(drawer).getByRole('radio', { name: '০.৫' }));
    await user.click(within(drawer).getByRole('button', { name: 'প্রয়োগ করুন' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await waitFor(() => expect(urls.some((u) => u.searchParams.get('vendor') === 'PG')).toBe(true));
    const filtered = urls.find((u) => u.searchParams.get('vendor') === 'PG');
    expect(filtered?.searchParams.get('mode')).toBe('filter');
    expect(filtered?.searchParams.get('minBet')).toBe('0.5');
    expect(filtered?.searchParams.get('page')).toBe('1');
    expect(window.location.search).toContain('vassalage=PG');

    const chips = screen.getByRole('list', { name: 'চালু ফিল্টার' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['PG Soft', 'সর্বনিম্ন বাজি ০.৫']);
    await user.click(within(chips).getByRole('button', { name: 'PG Soft ফিল্টার সরান' }));
    await waitFor(() => expect(within(chips).getAllByRole('button')).toHaveLength(1));
    const last = urls[urls.length - 1];
    expect(last?.searchParams.has('vendor')).toBe(false);
    expect(last?.searchParams.get('minBet')).toBe('0.5');
  });

  it('preselects the vendor of ?vassalage and changes it from the selector', async () => {
    const urls = gameRequests();
    const { user } = await renderApp('/m/slot-games?vassalage=JL');
    const selector = await screen.findByRole('group', { name: 'প্রদানকারী' });
    expect(within(selector).getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(urls[0]?.searchParams.get('vendor')).toBe('JL'));
    await user.click(within(selector).getByRole('button', { name: 'PG Soft' }));
    await waitFor(() => expect(urls[urls.length - 1]?.searchParams.get('vendor')).toBe('PG'));
    expect(urls[urls.length - 1]?.searchParams.get('page')).toBe('1');
  });

  it('loads the next page near the bottom, at most once a second, and stops after the last page', async () => {
    // the once-a-second wait is on the test's clock, running on with real time as the page needs it
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const asked: number[] = [];
    server.use(
      http.get('/api/v1/games', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(page);
        return HttpResponse.json({ ...rngPage, page, totalPages: 2, items: rngPage.items.map((g) => ({ ...g, nodeId: `${g.nodeId}-${page}` })) });
      }),
    );
    await renderApp('/m/slot-games');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /খেলুন$/ })).toHaveLength(18));
    io.setVisible(true);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /খেলুন$/ })).toHaveLength(36));
    expect(asked).toEqual([1, 2]);
    expect(await screen.findByText('সব গেম দেখানো হয়েছে')).toBeInTheDocument();
    io.setVisible(false);
    io.setVisible(true);
    // past the second in which a next page may not be asked: one asked for now would have left
    // (its loading line in place of the end in the same render)
    await act(() => vi.advanceTimersByTimeAsync(infiniteScrollThrottleMs));
    expect(screen.getByText('সব গেম দেখানো হয়েছে')).toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
  });

  it('shows vendor tiles for sports; a sports tile launches the trial game for a visitor', async () => {
    const { browser } = await import('../../domain/games/launch-run');
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    const { user } = await renderApp('/m/sport-games');
    await user.click(await screen.findByRole('button', { name: /SPB Sportsbook/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith((goldenBody('launch-sports-trial') as { url: string }).url));
  });

  it('sends a visitor to log in from a tile and a heart; recent games say log in first', async () => {
    const { user } = await renderApp('/m/slot-games');
    const tiles = await screen.findAllByRole('button', { name: /খেলুন$/ });
    await user.click(tiles[0] as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));

    window.history.pushState(null, '', '/m/slot-games');
    window.dispatchEvent(new PopStateEvent('popstate'));
    const heart = await screen.findByRole('button', { name: 'Super Ace প্রিয় তালিকায় যোগ করুন' });
    await user.click(heart);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it("offers a free trial account's deposit a real account in place of the deposit page, in Bengali and English", async () => {
    mockSession.signIn('free01');
    for (const [language, title, register] of [
      ['bn', 'একটি আসল অ্যাকাউন্ট প্রয়োজন', 'এখনই নিবন্ধন করুন'],
      ['en', 'A real account is needed', 'Register now'],
    ] as const) {
      localStorage.setItem('language', language);
      const { user, unmount } = await renderApp('/m/slot-games');
      await user.click(await screen.findByRole('button', { name: language === 'bn' ? /ডিপোজিট/ : /Deposit/ }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('link', { name: register })).toHaveAttribute('href', '/m/register');
      expect(window.location.pathname).toBe('/m/slot-games');
      unmount();
    }
  });

  it('toasts login required for recent games as a visitor', async () => {
    const { user } = await renderApp('/m/slot-games');
    const menu = await screen.findByRole('navigation', { name: 'গেমের ধরন' });
    await user.click(within(menu).getByRole('button', { name: 'সাম্প্রতিক গেম' }));
    expect(await screen.findByText('সাম্প্রতিক গেম দেখতে লগইন করুন')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/slot-games');
  });
});

describe('favourites and launches for a member', () => {
  beforeEach(() => {
    installIntersectionObserver();
    signIn();
  });
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it('fills a heart at once and empties it again with a message when the BFF refuses', async () => {
    await favouriteOnThePage();
    // the BFF's refusal (golden favourite-add-unavailable) is held until the test lets it go
    const refusal = golden('favourite-add-unavailable');
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.put('/api/v1/favourites/:nodeId', async () => {
        await answered;
        return HttpResponse.json(refusal.body as Record<string, unknown>, { status: refusal.status, headers: { 'Content-Type': 'application/problem+json' } });
      }),
    );
    const { user } = await renderApp('/m/slot-games');
    const heart = await screen.findByRole('button', { name: 'Super Ace প্রিয় তালিকায় যোগ করুন' });
    await favouritesKnown();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    // filled before the BFF has answered
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    answer();
    expect(await screen.findByText('প্রিয় তালিকায় যোগ করা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds a favourite that the favourites screen then lists, and removes it from there at once', async () => {
    await favouriteOnThePage();
    const { user } = await renderApp('/m/slot-games');
    const heart = await screen.findByRole('button', { name: 'Super Ace প্রিয় তালিকায় যোগ করুন' });
    await favouritesKnown();
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    window.history.pushState(null, '', '/m/fav-games');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রিয় গেম' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Super Ace খেলুন' });
    expect(screen.getByRole('button', { name: 'Ludo খেলুন' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Super Ace প্রিয় তালিকায় যোগ করুন' }));
    expect(screen.queryByRole('button', { name: 'Super Ace খেলুন' })).not.toBeInTheDocument();
  });

  it('launches a game in the same tab and shows a refusal as a toast', async () => {
    const { browser } = await import('../../domain/games/launch-run');
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    const { user } = await renderApp('/m/slot-games');
    await user.click(await screen.findByRole('button', { name: 'Super Ace খেলুন' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith((goldenBody('launch') as { url: string }).url));

    setScenario('launch-failed');
    await user.click(screen.getByRole('button', { name: 'Super Ace খেলুন' }));
    expect(await screen.findByText('গেমটি খোলা যায়নি। আবার চেষ্টা করুন।')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: 'স্লট' })).toBeInTheDocument();
  });
});

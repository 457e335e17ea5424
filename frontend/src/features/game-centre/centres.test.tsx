import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Categories, GamePage } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';

/** The query of each GET /api/v1/games the page asks. */
function gameRequests(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/games') asked.push(url.searchParams);
  });
  return asked;
}

const categories = goldenBody('categories') as Categories;

/** The server's categories with a BLOCKCHAIN category of one vendor, and that category's games. */
function withBlockchain(): void {
  const rng = goldenBody('games-rng') as GamePage;
  const blockchain: GamePage = { ...rng, items: rng.items.slice(0, 4).map((g) => ({ ...g, category: 'BLOCKCHAIN', name: `${g.name} Chain` })), totalPages: 1 };
  server.use(
    http.get('/api/v1/categories', () =>
      HttpResponse.json({ ...categories, items: [...categories.items, { code: 'BLOCKCHAIN', vendors: [categories.items[2]?.vendors[0]], extraCategories: [] }] }),
    ),
    http.get('/api/v1/games', ({ request }) =>
      new URL(request.url).searchParams.get('category') === 'BLOCKCHAIN' ? HttpResponse.json(blockchain) : undefined,
    ),
  );
}

describe('the game centres: /m/gameCenter, /m/slotsCenter, /m/blockchain', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });
  afterEach(() => {
    server.events.removeAllListeners();
  });

  it.each([
    ['bn', 'গেম কেন্দ্র', 'গেমের ধরন', /খেলুন$/, 'প্রধান'],
    ['en', 'Game centre', 'Game categories', /^Play /, 'Main'],
  ])('/m/gameCenter is the lobby of every category (%s)', async (language, title, menuName, play, nav) => {
    localStorage.setItem('language', language);
    const asked = gameRequests();
    await renderApp('/m/gameCenter');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: menuName });
    await waitFor(() => expect(within(menu).getAllByRole('link').length).toBeGreaterThan(5));
    expect(within(menu).queryAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('button', { name: play }).length).toBe(18));
    expect(asked[0]?.has('category')).toBe(false);
    // the vendors of every category to choose from; the bottom navigation stays
    expect(screen.getByRole('group', { name: language === 'bn' ? 'প্রদানকারী' : 'Providers' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: nav })).toBeInTheDocument();
    expect(screen.queryByText(language === 'bn' ? 'এই পাতাটি শীঘ্রই আসছে।' : 'This page is coming soon.')).not.toBeInTheDocument();
  });

  it.each([
    ['bn', 'স্লট', 'প্রধান'],
    ['en', 'Slots', 'Main'],
  ])('/m/slotsCenter is the slots lobby, without the bottom navigation (%s)', async (language, title, nav) => {
    localStorage.setItem('language', language);
    const asked = gameRequests();
    await renderApp('/m/slotsCenter');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(asked[0]?.get('category')).toBe('RNG'));
    await screen.findAllByRole('button', { name: language === 'bn' ? 'Super Ace খেলুন' : 'Play Super Ace' });
    expect(screen.queryByRole('navigation', { name: nav })).not.toBeInTheDocument();
  });

  it('/m/blockchain is the lobby of every category when the server has no BLOCKCHAIN category, and never asks for one', async () => {
    const asked = gameRequests();
    await renderApp('/m/blockchain');
    expect(await screen.findByRole('heading', { level: 1, name: 'গেম কেন্দ্র' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /খেলুন$/ }).length).toBe(18));
    expect(asked.map((q) => q.get('category'))).toEqual([null]);
  });

  it.each([
    ['bn', 'ব্লকচেইন', 'Super Ace Chain খেলুন', 'গেমের ধরন'],
    ['en', 'Blockchain', 'Play Super Ace Chain', 'Game categories'],
  ])('/m/blockchain lists the BLOCKCHAIN category when the server has one (%s)', async (language, title, game, menuName) => {
    localStorage.setItem('language', language);
    withBlockchain();
    const asked = gameRequests();
    await renderApp('/m/blockchain');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await screen.findByRole('button', { name: game });
    expect(asked.map((q) => q.get('category'))).toEqual(['BLOCKCHAIN']);
    // its menu entry leads here
    const menu = screen.getByRole('navigation', { name: menuName });
    const entry = within(menu).getByRole('link', { name: title });
    expect(entry).toHaveAttribute('href', '/m/blockchain');
    expect(entry).toHaveAttribute('aria-current', 'page');
  });
});

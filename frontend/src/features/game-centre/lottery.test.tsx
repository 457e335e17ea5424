import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Categories, LaunchRequest } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { renderApp } from '../../test/render-app';

/** The category of each GET /api/v1/games the page asks. */
function gameCategories(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/games') asked.push(url.searchParams.get('category') ?? '');
  });
  return asked;
}

/** The bodies of POST /api/v1/launches. */
function launches(): Partial<LaunchRequest>[] {
  const bodies: Partial<LaunchRequest>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/launches') void request.clone().json().then((b) => bodies.push(b as Partial<LaunchRequest>));
  });
  return bodies;
}

const lottery = goldenBody('launch-lottery') as { url: string; prizeMode: string };

describe('the lottery page /m/lottery', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('lists ELOTT under its tab first, and LOTT under the other (Bengali)', async () => {
    const asked = gameCategories();
    const { user } = await renderApp('/m/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'লটারি' })).toBeInTheDocument();
    const tabs = await screen.findByRole('tablist', { name: 'লটারির ধরন' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['লটারি', 'লটো']);
    expect(within(tabs).getByRole('tab', { name: 'লটারি' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'লটারি' });
    await within(panel).findByRole('button', { name: 'Mien Bac খেলুন' });
    expect(within(panel).queryByRole('button', { name: 'Mark Six খেলুন' })).not.toBeInTheDocument();
    expect(asked).toEqual(['ELOTT']);
    // the category menu has one lottery entry, current on either tab
    const menu = screen.getByRole('navigation', { name: 'গেমের ধরন' });
    expect(within(menu).getByRole('link', { name: 'লটারি' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: 'লটো' })).not.toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'লটো' }));
    expect(within(tabs).getByRole('tab', { name: 'লটো' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('button', { name: 'Mark Six খেলুন' });
    expect(screen.queryByRole('button', { name: 'Mien Bac খেলুন' })).not.toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'লটো' })).toBeInTheDocument();
    expect(window.location.search).toBe('?gameType=LOTT');
    expect(asked.at(-1)).toBe('LOTT');
    expect(screen.getByRole('heading', { level: 1, name: 'লটারি' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'লটারি' })).toHaveAttribute('aria-current', 'page');
    // no bottom navigation on the lottery page
    expect(screen.queryByRole('navigation', { name: 'প্রধান' })).not.toBeInTheDocument();
  });

  it('opens on the LOTT tab from ?gameType=LOTT and moves between tabs with the arrow keys (English)', async () => {
    localStorage.setItem('language', 'en');
    const asked = gameCategories();
    const { user } = await renderApp('/m/lottery?gameType=LOTT');
    const tabs = await screen.findByRole('tablist', { name: 'Kinds of lottery' });
    expect(within(tabs).getByRole('tab', { name: 'Lotto' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('button', { name: 'Play Happy 8' });
    expect(asked).toEqual(['LOTT']);
    within(tabs).getByRole('tab', { name: 'Lotto' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: 'Lottery' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Lottery' })).toHaveFocus();
    await screen.findByRole('button', { name: 'Play Keno Vietlott' });
    expect(window.location.search).toBe('');
  });

  it('shows one tab-less list when the server has one lottery category only', async () => {
    const categories = goldenBody('categories') as Categories;
    server.use(http.get('/api/v1/categories', () => HttpResponse.json({ ...categories, items: categories.items.filter((c) => c.code !== 'LOTT') })));
    await renderApp('/m/lottery');
    await screen.findByRole('button', { name: 'Mien Bac খেলুন' });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('sends a visitor to log in from a lottery game', async () => {
    const { user } = await renderApp('/m/lottery?gameType=LOTT');
    await user.click(await screen.findByRole('button', { name: 'Mark Six খেলুন' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });

  it.each([
    ['bn', '/m/lottery', 'Mien Bac খেলুন', { category: 'ELOTT', vendor: 'TCG_LOTTO_VN', gameId: 'TCGLOTTOVN0285', nodeId: '163079' }],
    ['en', '/m/lottery?gameType=LOTT', 'Play Mark Six', { category: 'LOTT', vendor: 'TCG', gameId: 'TCG0123', nodeId: '170047' }],
  ])('launches a lottery game in its prize mode for a member (%s)', async (language, path, name, sent) => {
    localStorage.setItem('language', language);
    mockSession.signIn('demo01');
    const { browser } = await import('../../domain/games/launch-run');
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    const bodies = launches();
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('button', { name }));
    // the BFF answers mode lottery in the site's prize mode; the game opens in this tab
    await waitFor(() => expect(open).toHaveBeenCalledWith(lottery.url));
    expect(lottery.url).toContain('prize=Elott');
    expect(bodies).toEqual([sent]);
  });
});

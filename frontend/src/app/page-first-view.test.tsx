import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/server';
import { mockSession } from '../mocks/session';

// main.tsx's first view of a lobby page and of the member centre: asked before the first render,
// drawn from SWR's own cache, and never asked twice.
describe('page first views', () => {
  let asked: string[] = [];
  beforeEach(() => {
    asked = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname);
    });
  });
  afterEach(() => {
    server.events.removeAllListeners();
  });
  const times = (path: string) => asked.filter((p) => p === path).length;
  // The page settled (data-settled on <html>: the first view painted, the page loaded, the
  // browser idle, then the shell's late parts mounted) comes long after the first render's
  // commit, where a revalidation on mount starts; each test's page starts its stages anew.
  const settle = () => waitFor(() => expect(document.documentElement).toHaveAttribute('data-settled'));

  // SWR's cache and the prefetch records live as long as the page: each test starts a new page.
  // SWR itself is not loaded again (vitest keeps node_modules' modules): its default cache, which
  // the start-up's answers go into, is emptied instead, or the next test would find this one's.
  async function freshPage(path: string) {
    vi.resetModules();
    (await import('swr')).unload({ revalidate: false });
    window.history.replaceState(null, '', path);
    const { restoreLanguage } = await import('../i18n/i18n');
    await restoreLanguage();
    const { preloadPage } = await import('./page-first-view');
    const { App } = await import('./app');
    // as main.tsx does: who is logged in is in the cache before the first render
    await (await import('../api/session')).preloadSession();
    return { preloadPage, App };
  }

  it("a lobby page's categories and first page of games, each asked once", async () => {
    const { preloadPage, App } = await freshPage('/m/slot-games');
    await preloadPage('/slot-games', '');
    expect(times('/api/v1/games')).toBe(1);
    render(<App />);
    expect(await screen.findAllByRole('button', { name: /খেলুন$/ })).toHaveLength(18);
    await settle();
    expect(times('/api/v1/games')).toBe(1);
    expect(times('/api/v1/categories')).toBe(1);
  });

  it('a page of vendor tiles: its categories alone, asked once, and no games', async () => {
    const { preloadPage, App } = await freshPage('/m/sport-games');
    await preloadPage('/sport-games', '');
    expect(times('/api/v1/categories')).toBe(1);
    render(<App />);
    expect(await screen.findByRole('button', { name: /SPB Sportsbook/ })).toBeInTheDocument();
    await settle();
    expect(times('/api/v1/categories')).toBe(1);
    expect(times('/api/v1/games')).toBe(0);
  });

  it('no first view of a lobby page with a query or another page', async () => {
    const { preloadPage } = await freshPage('/m/slot-games?vassalage=JILI');
    asked = [];
    await preloadPage('/slot-games', '?vassalage=JILI');
    await preloadPage('/login', '');
    expect(asked).toEqual([]);
  });

  it("the member centre's player, wallets and badges, each asked once", async () => {
    mockSession.signIn('demo01');
    const { preloadPage, App } = await freshPage('/m/member/home');
    await preloadPage('/member/home', '');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'আমার ওয়ালেট' })).toBeInTheDocument();
    await settle();
    for (const path of ['/api/v1/me', '/api/v1/wallets', '/api/v1/me/unread-counts']) expect(times(path)).toBe(1);
  });
});

import { http, HttpResponse } from 'msw';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/server';
import type { Session } from './types';

// The start-up's prefetch of the first view's answers and the components that read them after it:
// how often the BFF is asked. A component mounting late, however late, takes the start-up's
// answer; one mounting while it is on its way joins its request; once something has replaced the
// answer (a mutate, a login), or when the start-up's request failed, the next one asks.

const paths = ['/api/v1/site', '/api/v1/session', '/api/v1/home', '/api/v1/categories'] as const;
type Path = (typeof paths)[number];

let asked: Record<string, number> = {};
beforeEach(() => {
  asked = {};
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    asked[path] = (asked[path] ?? 0) + 1;
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  // back to jsdom's own (visible) document
  delete (document as { visibilityState?: unknown }).visibilityState;
});

/**
 * Once the next frame has run: SWR starts the revalidation of a mount that has the answer after a
 * frame (its requestAnimationFrame, which runs before this one), one without it and an event's at
 * once. A revalidation marks the answer validating as it starts, in the same task, so a reader
 * (which shows it: "asking") says whether one started, however long its request takes to reach msw.
 */
const aFrameLater = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Moves the page's clock `ms` on; timers keep running as they do. */
function clockForward(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

// SWR's cache, the prefetch records and the first paint live as long as the page: each test starts
// a new page. SWR itself is not loaded again (vitest keeps node_modules' modules): its default
// cache and its markers of requests on their way are emptied instead.
async function freshPage() {
  vi.resetModules();
  const [swr, firstPaint, site, session, home, categories] = await Promise.all([
    import('swr'),
    import('../lib/first-paint'),
    import('./site'),
    import('./session'),
    import('./home'),
    import('./categories'),
  ]);
  swr.unload({ revalidate: false });
  const { currentLanguage } = await import('../i18n/i18n');
  const lng = currentLanguage();
  const reader: Record<Path, () => string> = {
    '/api/v1/site': function Site() {
      const { data, isValidating } = site.useSite();
      return (data ? `site ${data.name}` : 'site loading') + asking(isValidating);
    },
    '/api/v1/session': function Who() {
      const { data, isValidating } = session.useSessionQuery();
      return (data ? `session ${data.role}` : 'session loading') + asking(isValidating);
    },
    '/api/v1/home': function Home() {
      const { data, isValidating } = home.useHome();
      return (data ? `home ${data.announcements.status}` : 'home loading') + asking(isValidating);
    },
    '/api/v1/categories': function Categories() {
      const { data, isValidating } = categories.useCategories();
      return (data ? `categories ${data.items.length}` : 'categories loading') + asking(isValidating);
    },
  };
  const preload: Record<Path, () => Promise<unknown>> = {
    '/api/v1/site': site.preloadSite,
    '/api/v1/session': session.preloadSession,
    '/api/v1/home': home.preloadHome,
    '/api/v1/categories': categories.preloadCategories,
  };
  const key: Record<Path, string | readonly string[]> = {
    '/api/v1/site': site.siteKey(lng),
    '/api/v1/session': session.sessionKey,
    '/api/v1/home': home.homeKey(lng),
    '/api/v1/categories': categories.categoriesKey(lng),
  };
  /** Draws a component reading `path`'s answer. */
  const mount = (path: Path) => {
    const Reader = reader[path];
    return render(
      <p data-testid={path}>
        <Reader />
      </p>,
    );
  };
  /** The first view painted and the browser idle after it, as the shell marks it. */
  const firstPaintDone = () =>
    act(
      () =>
        new Promise<void>((resolve) => {
          firstPaint.afterFirstPaint();
          firstPaint.onFirstPaintDone(resolve);
        }),
    );
  return { swr, session, preload, key, mount, firstPaintDone };
}

/** A reader's mark of a revalidation under way. */
const asking = (validating: boolean) => (validating ? ' asking' : '');

/** The text of the last reader of `path` drawn. */
const shown = (path: Path) => screen.getAllByTestId(path).at(-1)?.textContent ?? '';

describe('first answers', () => {
  describe.each(paths)('%s', (path) => {
    it('a component mounting ten minutes late, long after the first paint, takes the start-up’s answer', async () => {
      const page = await freshPage();
      await page.preload[path]();
      page.mount(path); // the first view
      await page.firstPaintDone();
      clockForward(10 * 60_000);
      page.mount(path); // the late one: a header on a slow phone
      expect(shown(path)).not.toMatch(/loading/);
      await aFrameLater();
      expect(shown(path)).not.toMatch(/asking/);
      expect(asked[path]).toBe(1);
    });

    it('a component mounting while the start-up’s request is on its way joins it', async () => {
      // held until the test lets it go, then nothing returned: msw answers from the goldens' handler
      let answer: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      server.use(http.get(path, async () => void (await held)));
      const page = await freshPage();
      const arriving = page.preload[path]();
      page.mount(path);
      answer();
      await act(async () => void (await arriving));
      await waitFor(() => expect(shown(path)).not.toMatch(/loading|asking/));
      page.mount(path);
      await aFrameLater();
      expect(shown(path)).not.toMatch(/asking/);
      expect(asked[path]).toBe(1);
    });

    it('a start-up request that failed is asked again by the first component', async () => {
      server.use(http.get(path, () => HttpResponse.json({ title: 'down', status: 503 }, { status: 503 }), { once: true }));
      const page = await freshPage();
      await page.preload[path]();
      expect(asked[path]).toBe(1);
      page.mount(path);
      await waitFor(() => expect(shown(path)).not.toMatch(/loading/));
      expect(asked[path]).toBe(2);
    });

    it('once a mutate has replaced the start-up’s answer, the next component asks', async () => {
      const page = await freshPage();
      const answer = await page.preload[path]();
      page.mount(path);
      await page.firstPaintDone();
      await act(() => page.swr.mutate(page.key[path], structuredClone(answer), { revalidate: false }));
      page.mount(path);
      await waitFor(() => expect(asked[path]).toBe(2));
    });
  });

  it('after a login the next component asks the session', async () => {
    const page = await freshPage();
    await page.preload['/api/v1/session']();
    page.mount('/api/v1/session');
    const apply = renderHook(() => page.session.useApplySession()).result.current;
    const member: Session = { authenticated: true, role: 'member', canDeposit: true, isAgent: false };
    await act(() => apply(member));
    expect(shown('/api/v1/session')).toBe('session member');
    page.mount('/api/v1/session');
    await waitFor(() => expect(asked['/api/v1/session']).toBe(2));
  });

  describe('the session when the player comes back', () => {
    let visibility: DocumentVisibilityState = 'visible';
    const show = (state: DocumentVisibilityState) =>
      act(() => {
        visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    beforeEach(() => {
      visibility = 'visible';
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    });

    it('a window focus without the page having been hidden asks nothing', async () => {
      const page = await freshPage();
      await page.preload['/api/v1/session']();
      page.mount('/api/v1/session');
      clockForward(60_000); // past SWR's focus throttle
      act(() => void window.dispatchEvent(new Event('focus')));
      show('visible');
      await aFrameLater();
      expect(shown('/api/v1/session')).not.toMatch(/asking/);
      expect(asked['/api/v1/session']).toBe(1);
    });

    it('the page shown again after it was hidden asks the session once, however many components read it', async () => {
      const page = await freshPage();
      await page.preload['/api/v1/session']();
      page.mount('/api/v1/session');
      page.mount('/api/v1/session');
      page.mount('/api/v1/session');
      show('hidden');
      await aFrameLater();
      expect(shown('/api/v1/session')).not.toMatch(/asking/);
      expect(asked['/api/v1/session']).toBe(1);
      show('visible');
      await waitFor(() => expect(asked['/api/v1/session']).toBeGreaterThan(1));
      // its answer drawn: every request the page shown again started left before it, in that event
      await waitFor(() => expect(shown('/api/v1/session')).not.toMatch(/asking/));
      await aFrameLater();
      expect(asked['/api/v1/session']).toBe(2);
    });
  });
});

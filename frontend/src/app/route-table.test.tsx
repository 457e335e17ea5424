import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { homePath, memberHomePath } from '../config/paths';
import { lobbyPaths } from '../domain/games/category-paths';
import en from '../i18n/en.json';
import { mockSession } from '../mocks/session';
import { renderApp } from '../test/render-app';
import type { AppRoute } from './route-table';
import { routeTable } from './route-table';
import { homeAliases, loadRouteTable, ownsBackBar, registerAliases, showsBottomNav, titleFor } from './routes';

/** Each time a route's screen was drawn (its code loaded and its first render committed): the route's path and where the page was. */
const drawn = vi.hoisted(() => [] as { route: string; at: string }[]);

// Every screen of the table, as the router gets it, beside a probe that notes its route once the
// screen is drawn: the probe commits with the screen (one Suspense boundary), never before it.
vi.mock('./route-table', async (importOriginal) => {
  const original = await importOriginal<typeof import('./route-table')>();
  const { Fragment, createElement, useLayoutEffect } = await import('react');
  const probed = (r: AppRoute): AppRoute => {
    function Probe() {
      useLayoutEffect(() => void drawn.push({ route: r.path, at: window.location.pathname }), []);
      return null;
    }
    const Screen = r.screen;
    return { ...r, screen: (props) => createElement(Fragment, null, createElement(Probe), createElement(Screen, props)) };
  };
  return { ...original, routeTable: original.routeTable.map(probed) };
});

describe('the route table', () => {
  const paths = routeTable.map((r) => r.path);

  it('has one entry per path, none of them home or an alias', () => {
    const lower = paths.map((p) => p.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const p of paths) expect(p).toMatch(/^\/[^/]/);
    expect(lower).not.toContain(homePath);
    for (const alias of [...homeAliases, ...registerAliases]) expect(lower).not.toContain(`/${alias}`.toLowerCase());
  });

  it('has the member centre (main.tsx starts its first view) and every lobby page, each owning its bar', () => {
    expect(paths).toContain(memberHomePath);
    expect(new Set(routeTable.filter((r) => r.ownsBackBar).map((r) => r.path))).toEqual(new Set(Object.keys(lobbyPaths)));
  });

  it('titles every route in both languages', () => {
    for (const r of routeTable) expect(en.page, r.path).toHaveProperty(r.title.replace(/^page\./, ''));
  });

  it('answers the shell for any page once loaded, ignoring case and a trailing slash', async () => {
    await loadRouteTable();
    expect(titleFor('/Withdraw/')).toBe('page.withdraw');
    expect(titleFor('/nowhere')).toBe('page.home');
    expect(titleFor(homePath)).toBe('page.home');
    expect(showsBottomNav('/login')).toBe(false);
    expect(showsBottomNav('/activity')).toBe(true);
    expect(showsBottomNav(homePath)).toBe(true);
    expect(ownsBackBar('/lottery')).toBe(true);
    expect(ownsBackBar('/fav-games')).toBe(false);
  });
});

describe('the router', () => {
  beforeEach(() => {
    drawn.length = 0;
    // an agent who may deposit: every guard lets them through
    mockSession.signIn('agent01');
  });

  // the first screens compile on first use: give them time
  it.each(routeTable.map((r) => r.path))(
    'draws the screen of %s there',
    async (path) => {
      await renderApp(`/m${path}`);
      await waitFor(() => expect(drawn).not.toEqual([]));
      // its own screen, drawn where it was asked for: neither another route's nor home
      expect(new Set(drawn.map((d) => `${d.route} at ${d.at}`))).toEqual(new Set([`${path} at /m${path}`]));
    },
    20000,
  );

  it('draws no screen of the table on a path it does not have: that goes home', async () => {
    await renderApp('/m/no-such-page');
    await waitFor(() => expect(window.location.pathname).toBe(`/m${homePath}`));
    expect(drawn).toEqual([]);
  });
});

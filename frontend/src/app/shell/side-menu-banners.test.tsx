import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SideMenu } from '../../api/side-menu';
import { chatWindow } from '../../domain/messages/live-chat';
import { rememberExclusion } from '../../domain/protection/excluded-device';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findByLabelledRole, renderApp } from '../../test/render-app';
import { seenPopupsKey } from './home-popups';

async function openMenu(language: 'en' | 'bn', user: string | null = 'demo01') {
  localStorage.setItem('language', language);
  // the home page's popups seen: they would cover the menu
  localStorage.setItem(seenPopupsKey, JSON.stringify(['2501', '2502']));
  if (user) mockSession.signIn(user);
  const view = await renderApp('/m/home');
  const strings = language === 'en' ? en : bn;
  // the home page settled (the first test of the file compiles its chunks), then the menu
  await screen.findByRole('heading', { level: 1, name: 'Demo Casino' });
  await view.user.click(await screen.findByRole('button', { name: strings.header.openMenu }));
  // the menu's chunk and every string load on its first opening: slow on a busy machine
  await waitFor(() => expect(document.querySelector(`[role="dialog"][aria-label="${strings.menu.label}"]`)).not.toBeNull());
  const menu = await findByLabelledRole('dialog', strings.menu.label);
  return { ...view, menu };
}

/** The side menu's answer with `change` applied to a copy of its golden. */
function sideMenuWith(change: (menu: SideMenu) => void) {
  const body = goldenBody('side-menu', 'home') as SideMenu;
  change(body);
  server.use(http.get('/api/v1/side-menu', () => HttpResponse.json(body)));
}

// the first test compiles the home page and the shell's lazy chunks: give them time
describe('side menu: its banners and the live chat hosts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the m_leftmenu banners, their size reserved, leading where the back office says, in Bengali', async () => {
    const { menu } = await openMenu('bn', null);
    const carousel = await within(menu).findByRole('region', { name: bn.menu.banners });
    const pictures = [...carousel.querySelectorAll('img')];
    // the loop's copy of the first slide makes three
    expect(pictures.map((p) => p.getAttribute('data-src'))).toEqual(['/media/banners/m_leftmenu-1.bn.svg', '/media/banners/m_leftmenu-2.bn.svg', '/media/banners/m_leftmenu-1.bn.svg']);
    for (const p of pictures) {
      expect(p).toHaveAttribute('width', '750');
      expect(p).toHaveAttribute('height', '300');
    }
    const first = within(carousel).getByRole('img', { name: 'প্রমোশন ১ / ২', hidden: false });
    // a route of the site (following it, the menu closing, is the shell journey's)
    expect(first.closest('a')).toHaveAttribute('href', '/m/app');
    expect([...carousel.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/m/app', '/m/activity', '/m/app']);
  });

  it('lists the hosts under live chat, online or away, in English; a host opens live chat', async () => {
    const go = vi.spyOn(chatWindow, 'open').mockImplementation(() => undefined);
    const { user, menu } = await openMenu('en');
    const hosts = await within(menu).findByRole('region', { name: en.menu.liveHosts });
    const rows = within(hosts).getAllByRole('button');
    expect(rows.map((r) => r.textContent)).toEqual([
      'NilaOnlineI help with deposits and withdrawals.',
      'TanvirOnlineQuestions about games and bonuses?',
      'PriyaAwayFor VIP members.',
    ]);
    const avatar = rows[0]?.querySelector('img');
    expect(avatar).toHaveAttribute('data-src', '/media/models/M101.svg');
    expect(avatar).toHaveAttribute('width', '40');
    await user.click(rows[1] as HTMLElement);
    // the chat service's address, as POST /chat-launches answers it
    await waitFor(() => expect(go).toHaveBeenCalledWith((goldenBody('chat-launch', 'messages') as { url: string }).url));
  });

  it('has no hosts where the site has no live chat, and none when they cannot be read; the banners stay', async () => {
    sideMenuWith((m) => {
      m.liveModels = { status: 'unavailable', stale: false, items: [] };
    });
    const { menu } = await openMenu('en');
    await within(menu).findByRole('region', { name: en.menu.banners });
    expect(within(menu).getByRole('button', { name: /^Live chat/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('region', { name: en.menu.liveHosts })).not.toBeInTheDocument();
  });

  it('follows the answer where the chat is off', async () => {
    server.use(http.get('/api/v1/side-menu', () => HttpResponse.json(goldenBody('side-menu-chat-off', 'home') as SideMenu)));
    const { menu } = await openMenu('bn');
    await within(menu).findByRole('region', { name: bn.menu.banners });
    expect(within(menu).queryByRole('region', { name: bn.menu.liveHosts })).not.toBeInTheDocument();
  });

  it('shows no banners while the device remembers a time-out, and none when there are none', async () => {
    rememberExclusion({ kind: 'time_out', until: new Date(Date.now() + 86_400_000).toISOString(), permanent: false });
    const { menu } = await openMenu('en', null);
    await within(menu).findByRole('link', { name: 'Deposit' });
    expect(within(menu).queryByRole('region', { name: en.menu.banners })).not.toBeInTheDocument();
    expect(menu.querySelector('.side-menu-banners')).toBeNull();
  });

  it('shows nothing in the banners place when the back office has none', async () => {
    sideMenuWith((m) => {
      m.banners.items = [];
    });
    const { menu } = await openMenu('en', null);
    await within(menu).findByRole('link', { name: 'Deposit' });
    await waitFor(() => expect(menu.querySelector('.side-menu-banners')).toBeNull());
  });
});

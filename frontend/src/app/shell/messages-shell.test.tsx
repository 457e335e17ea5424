import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pending } from '../../api/client';
import type { Site } from '../../api/types';
import { chatWindow } from '../../domain/messages/live-chat';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findByLabelledRole, renderApp, shellDrawn } from '../../test/render-app';
import { seenPopupsKey } from './home-popups';

async function home(user: string | null, language: 'en' | 'bn' = 'en', { popups = false, switches }: { popups?: boolean; switches?: Record<string, boolean> } = {}) {
  if (switches) {
    const site = goldenBody('site') as Site;
    server.use(http.get('/api/v1/site', () => HttpResponse.json({ ...site, switches: { ...site.switches, ...switches } })));
  }
  localStorage.setItem('language', language);
  if (!popups) localStorage.setItem(seenPopupsKey, JSON.stringify(['2501', '2502']));
  if (user) mockSession.signIn(user);
  const view = await renderApp('/m/home');
  // the first test of the file compiles the home page's chunks
  await screen.findByRole('heading', { level: 1, name: 'Demo Casino' });
  return view;
}

// the first test compiles the home page and the shell's lazy chunks: give them time
describe('side menu and member panel', () => {
  afterEach(() => vi.restoreAllMocks());

  // the contacts are the back office's words: its golden answer is the Bengali one, so a Bengali page
  it('offers live chat with its badge and the contacts but Facebook and YouTube; chat goes to its address', async () => {
    const go = vi.spyOn(chatWindow, 'open').mockImplementation(() => undefined);
    const { user } = await home('demo01', 'bn');
    await user.click(screen.getByRole('button', { name: bn.header.openMenu }));
    const menu = await findByLabelledRole('dialog', bn.menu.label);
    const chat = await within(menu).findByRole('button', { name: new RegExp(`^${bn.menu.liveChat}`) });
    await waitFor(() => expect(within(chat).getByLabelText(`${bn.menu.liveChat}: ১`)).toBeInTheDocument());
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'টেলিগ্রামে VIP ডেস্ক' })).toHaveAttribute('href', 'https://example.com/telegram/casinobd_vip'));
    // the contact, beside the site's social icon of the same name
    expect(within(menu).getAllByRole('link', { name: bn.social.whatsapp }).some((a) => a.classList.contains('menu-item'))).toBe(true);
    const contacts = [...menu.querySelectorAll('a.menu-item[target="_blank"]')].map((a) => a.textContent);
    expect(contacts).toEqual(['টেলিগ্রামে সহায়তা', 'টেলিগ্রামে VIP ডেস্ক', 'হোয়াটসঅ্যাপ']);
    await user.click(chat);
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://upstream.test/chat/c000001?lang=bn'));
  });

  it('has no live chat without CBS3', async () => {
    const { user } = await home('demo01', 'en', { switches: { CBS3: false } });
    await user.click(screen.getByRole('button', { name: en.header.openMenu }));
    const menu = await findByLabelledRole('dialog', en.menu.label);
    await within(menu).findByRole('link', { name: 'Deposit' });
    expect(within(menu).queryByRole('button', { name: /Live chat/ })).not.toBeInTheDocument();
  });

  it("shows the member panel's news and customer-service badges, in Bengali", async () => {
    const { user } = await home('demo01', 'bn');
    await user.click(screen.getByRole('button', { name: bn.header.memberMenu }));
    const panel = await findByLabelledRole('dialog', bn.header.memberMenu);
    await waitFor(() => expect(within(panel).getByLabelText(`${bn.member.news}: ২`)).toBeInTheDocument());
    expect(within(panel).getByLabelText(`${bn.member.customerService}: ১`)).toBeInTheDocument();
  });

  it('shows no badge to a visitor', async () => {
    const { user } = await home(null);
    await user.click(screen.getByRole('button', { name: en.header.openMenu }));
    const menu = await findByLabelledRole('dialog', en.menu.label);
    await within(menu).findByRole('button', { name: /Live chat/ });
    expect(menu.querySelector('.badge')).toBeNull();
  });
});

describe('home popups', () => {
  it('shows each popup once, one after the other, remembered on the device', async () => {
    const { user, unmount } = await home(null, 'en', { popups: true });
    const first = await screen.findByRole('dialog', { name: 'Welcome! Your first deposit, doubled' });
    expect(within(first).getByText('1 of 2')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: en.popup.next }));
    const second = await screen.findByRole('dialog', { name: /BPL 2026/ });
    await user.click(within(second).getByRole('button', { name: en.popup.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(seenPopupsKey) ?? '[]')).toEqual(['2501', '2502']);
    unmount();
    await renderApp('/m/home');
    await screen.findByRole('heading', { level: 1, name: 'Demo Casino' });
    // the popups have decided: none, both seen
    await shellDrawn('popups');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'View' goes where the popup leads", async () => {
    const { user } = await home(null, 'bn', { popups: true });
    const first = await screen.findByRole('dialog', { name: /স্বাগতম/ });
    await user.click(within(first).getByRole('button', { name: bn.popup.view }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });
});

describe('customer-service widget', () => {
  // the contacts' names are the back office's: its golden answer is the Bengali one, so a Bengali page
  it('offers live chat, Facebook, Telegram (a list of two) and WhatsApp, and closes on a route change', async () => {
    const { user } = await home('demo01', 'bn');
    const fab = await screen.findByRole('button', { name: bn.service.open });
    await user.click(fab);
    const panel = screen.getByRole('dialog', { name: bn.service.title });
    expect(within(panel).getByRole('button', { name: bn.service.liveChat })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: bn.service.facebook })).toHaveAttribute('href', 'https://example.com/facebook/casinobd');
    expect(within(panel).getByRole('link', { name: bn.service.whatsapp })).toHaveAttribute('href', 'https://example.com/whatsapp/8801700000000');
    await user.click(within(panel).getByRole('button', { name: new RegExp(`^${bn.service.telegram}`) }));
    expect(within(panel).getByRole('heading')).toHaveTextContent('একটি টেলিগ্রাম যোগাযোগ বেছে নিন');
    expect(within(panel).getAllByRole('link').map((a) => a.textContent)).toEqual(['টেলিগ্রামে সহায়তা', 'টেলিগ্রামে VIP ডেস্ক']);
    await user.click(screen.getByRole('link', { name: bn.nav.promotion }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/activity'));
    expect(screen.queryByRole('dialog', { name: bn.service.title })).not.toBeInTheDocument();
  });
});

describe('network notices', () => {
  it('shows the offline banner and the slow-network notice while they last', async () => {
    await home(null, 'bn');
    await waitFor(() => expect(document.querySelector('.network-notice')).not.toBeNull());
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(bn.network.offline)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(bn.network.offline)).not.toBeInTheDocument());
    const waiting = { at: Date.now() - 4000 };
    pending.add(waiting);
    expect(await screen.findByText(bn.network.slow)).toBeInTheDocument();
    pending.delete(waiting);
    await waitFor(() => expect(screen.queryByText(bn.network.slow)).not.toBeInTheDocument());
  });
});

describe('banner announcements', () => {
  it("shows the registration screen's m_reg announcement", async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/register');
    const section = await screen.findByRole('region', { name: en.notices.banners });
    expect(within(section).getByRole('heading')).toBeInTheDocument();
    expect(within(section).getByRole('link')).toHaveAttribute('href', '/m/activityDetail?id=3001');
  });

  it("shows the hot-games page's m_hotgames banners", async () => {
    await renderApp('/m/hot-games');
    const section = await waitFor(
      () => {
        const el = document.querySelector<HTMLElement>('.announcement-banners');
        if (!el) throw new Error('no banners yet');
        return el;
      }
    );
    expect(section).toHaveAccessibleName(bn.notices.banners);
    expect(section.querySelector('img[alt*="জিলি"]')).not.toBeNull();
    expect(section.querySelector('img[alt*="পিজি"]')).not.toBeNull();
  });
});

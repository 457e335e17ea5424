import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Site } from '../../api/types';
import { goldenBody } from '../../mocks/goldens';
import { mockSession } from '../../mocks/session';
import { installMatchMedia } from '../../test/match-media';
import { findByLabelledRole, renderApp } from '../../test/render-app';

const bn = {
  nav: 'প্রধান',
  download: 'অ্যাপ ডাউনলোড করুন',
  openMenu: 'মেনু খুলুন',
  back: 'ফিরে যান',
};

/** The home page has finished its first render once its hidden h1 (the site name) is there. */
async function homeReady() {
  return screen.findByRole('heading', { level: 1, name: 'Demo Casino' });
}

describe('bottom navigation', () => {
  it.each(['login', 'register', 'slotsCenter', 'gameList', 'lottery', 'forget', 'changePsw', 'app', 'notice', 'agent', 'help'])(
    'is hidden on /m/%s',
    async (path) => {
      await renderApp(`/m/${path}`);
      // changePsw and agent send a visitor to /m/login, where it is hidden as well
      await screen.findByRole('button', { name: bn.back });
      expect(screen.queryByRole('navigation', { name: bn.nav })).not.toBeInTheDocument();
    },
  );

  it.each(['home', 'activity', 'rewardCenter', 'inviteFriends', 'voucherCenter', 'hot-games'])('is shown on /m/%s', async (path) => {
    await renderApp(`/m/${path}`);
    const nav = await screen.findByRole('navigation', { name: bn.nav });
    expect(within(nav).getAllByRole('link')).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: /হোম/ })).toHaveAttribute('href', '/m/home');
  });
});

describe('header', () => {
  it('shows the download button, login and register on the home page', async () => {
    await renderApp('/m/home');
    await homeReady();
    expect(screen.getByRole('button', { name: bn.download })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/m/login');
    expect(screen.getByRole('link', { name: 'নিবন্ধন' })).toHaveAttribute('href', '/m/register');
  });

  it('has no download button off the home page, only a back bar with the path title', async () => {
    await renderApp('/m/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রমোশন' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bn.download })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bn.openMenu })).not.toBeInTheDocument();
  });

  it.each([
    ['notice', 'ঘোষণা'],
    ['activityDetail?id=7', 'বিস্তারিত'],
    ['help', 'সহায়তা কেন্দ্র'],
  ])('titles /m/%s as %s', async (path, title) => {
    // announcements need a session (a visitor logs in first)
    mockSession.signIn('demo01');
    await renderApp(`/m/${path}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('hides the download bar for good once closed', async () => {
    const { user } = await renderApp('/m/home');
    await homeReady();
    await user.click(screen.getByRole('button', { name: 'ডাউনলোড বার লুকান' }));
    expect(screen.queryByRole('complementary', { name: 'অ্যাপটি নিন' })).not.toBeInTheDocument();
    expect(localStorage.getItem('hideDownloadBar')).toBe('1');
  });

  it('opens the download popup with the device links', async () => {
    const { user } = await renderApp('/m/home');
    await homeReady();
    await user.click(screen.getByRole('button', { name: bn.download }));
    const dialog = await screen.findByRole('dialog', { name: 'অ্যাপটি নিন' });
    expect(within(dialog).getByRole('link', { name: 'অ্যান্ড্রয়েড অ্যাপ' })).toHaveAttribute('href', '/media/app/casino.apk');
  });
});

describe('routes', () => {
  it.each(['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home?x=1'])('%s is the home page', async (path) => {
    await renderApp(path);
    await homeReady();
    expect(window.location.pathname).toBe('/m/home');
  });

  it('keeps the query when an alias redirects', async () => {
    await renderApp('/m/index.html?ref=abc');
    await homeReady();
    expect(window.location.search).toBe('?ref=abc');
  });

  it('sends an unknown path to /m/home', async () => {
    await renderApp('/m/no/such/page');
    await homeReady();
    expect(window.location.pathname).toBe('/m/home');
  });

  it('maps /m/register.html to /m/register', async () => {
    await renderApp('/m/register.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/register');
  });

  it('sends a visitor from the member centre to login', async () => {
    await renderApp('/m/member/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'লগইন' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/login');
  });

  it('shows the first page of a visit at once and lets a page reached by navigating enter', async () => {
    const { user } = await renderApp('/m/activity');
    await screen.findByRole('button', { name: bn.back });
    expect(document.getElementById('main')).not.toHaveClass('page-enter');
    await user.click(screen.getByRole('button', { name: bn.back }));
    await homeReady();
    expect(document.getElementById('main')).toHaveClass('page', 'page-enter');
  });

  it('goes back home from the back bar when there is no history', async () => {
    const { user } = await renderApp('/m/activity');
    await user.click(await screen.findByRole('button', { name: bn.back }));
    await homeReady();
    expect(window.location.pathname).toBe('/m/home');
  });
});

describe('announcements', () => {
  it('opens /m/notice at the tapped item, through the login for a visitor', async () => {
    const { user } = await renderApp('/m/home');
    const marquee = await findByLabelledRole('region', 'ঘোষণা');
    const items = within(marquee).getAllByRole('button');
    expect(items.length).toBeGreaterThan(1);
    await user.click(items[1] as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'));
  });
});

describe('side menu', () => {
  it('lists categories with their vendors, the extra FISH entry under slots, and closes on navigation', async () => {
    const { user } = await renderApp('/m/home');
    await homeReady();
    await user.click(screen.getByRole('button', { name: bn.openMenu }));
    const menu = await findByLabelledRole('dialog', 'মেনু');
    expect(within(menu).getByRole('link', { name: /ডিপোজিট/ })).toHaveAttribute('href', '/m/voucherCenter');
    expect(within(menu).getByRole('link', { name: /ম্যানুয়াল রিবেট/ })).toBeInTheDocument();
    const slots = await within(menu).findByRole('button', { name: /স্লট/ });
    await user.click(slots);
    expect(slots).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'JILI' })).toHaveAttribute('href', '/m/slot-games?vassalage=JL');
    expect(within(menu).getByRole('link', { name: 'মাছ ধরা' })).toHaveAttribute('href', '/m/fishing-games');
    // social icons only for the links the site has
    expect(within(menu).getByRole('link', { name: 'ফেসবুক' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'ইনস্টাগ্রাম' })).not.toBeInTheDocument();

    // the menu's own entry, not a banner of its carousel (whose pictures are promotions too)
    await user.click(within(menu).getByRole('link', { name: /^প্রমোশন$|^প্রমোশন [^\d১-৯]/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রমোশন' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'মেনু' })).not.toBeInTheDocument();
  });

  it('opens the member panel for a visitor with member centre, login and register', async () => {
    const { user } = await renderApp('/m/home');
    await homeReady();
    await user.click(screen.getByRole('button', { name: 'সদস্য মেনু' }));
    const panel = await findByLabelledRole('dialog', 'সদস্য মেনু');
    expect(within(panel).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/m/member/home', '/m/login', '/m/register']);
  });
});

describe('app download rules', () => {
  const realAgent = navigator.userAgent;
  const setAgent = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
  afterEach(() => setAgent(realAgent));

  it('alerts that Safari is needed on iOS outside Safari', async () => {
    setAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1');
    const { user } = await renderApp('/m/home');
    await homeReady();
    await user.click(screen.getByRole('button', { name: bn.download }));
    const alert = await screen.findByRole('dialog', { name: 'বিজ্ঞপ্তি' });
    expect(alert).toHaveTextContent('সাফারিতে');
  });

  it('offers nothing inside the app or an installed web app', async () => {
    setAgent(`${realAgent} CasinoApp/3.2`);
    await renderApp('/m/home');
    await homeReady();
    expect(screen.queryByRole('button', { name: bn.download })).not.toBeInTheDocument();
    cleanup();
    setAgent(realAgent);
    installMatchMedia((q) => q.includes('display-mode: standalone'));
    await renderApp('/m/home');
    await homeReady();
    expect(screen.queryByRole('button', { name: bn.download })).not.toBeInTheDocument();
  });
});

describe('gestures and theme', () => {
  it('goes back on a swipe to the right of at least 100 px', async () => {
    await renderApp('/m/activity');
    const main = await waitFor(() => {
      const el = document.getElementById('main');
      if (!el) throw new Error('no main');
      return el;
    });
    fireEvent.touchStart(main, { touches: [{ clientX: 10, clientY: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 90, clientY: 305 }] });
    expect(window.location.pathname).toBe('/m/activity');
    fireEvent.touchStart(main, { touches: [{ clientX: 10, clientY: 300 }] });
    fireEvent.touchEnd(main, { changedTouches: [{ clientX: 115, clientY: 310 }] });
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'));
  });

  it("paints the site's colours into --primary and --accent", async () => {
    const site = goldenBody('site') as Site;
    await renderApp('/m/activity');
    await screen.findByRole('heading', { level: 1, name: 'প্রমোশন' });
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe(site.theme.primary);
    expect(document.documentElement.style.getPropertyValue('--accent')).toBe(site.theme.accent);
    expect(document.documentElement.style.getPropertyValue('--on-primary')).toBe('#ffffff');
  });
});

import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Protection, Session, Site } from '../../api/types';
import { rememberExclusion } from '../../domain/protection/excluded-device';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { goldenBody } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession, sessionOf } from '../../mocks/session';
import { findByLabelledRole, findSection, renderApp, shellDrawn } from '../../test/render-app';
import { ageConfirmedKey } from './age-confirmation';
import { seenPopupsKey } from './home-popups';
import { realityCheckKey } from './reality-check';

const minute = 60_000;
const demoSite = goldenBody('site') as Site;
const strictSite = goldenBody('site-strict', 'protection') as Site;

function serveSite(site: Site) {
  server.use(http.get('/api/v1/site', () => HttpResponse.json(site)));
}

/** The app at `path`; the home page's popups seen before, unless `popups`. */
async function open(path: string, language: 'en' | 'bn', { popups = false } = {}) {
  localStorage.setItem('language', language);
  if (!popups) localStorage.setItem(seenPopupsKey, JSON.stringify(['2501', '2502']));
  return renderApp(path);
}

/** The shell's pieces after the first view are there once the footer is. */
async function settled() {
  await waitFor(() => expect(document.querySelector('.footer, .footer-compact')).not.toBeNull());
}

describe('age gate', () => {
  it('asks a first visit once, in Bengali, and remembers the answer on the device', async () => {
    localStorage.removeItem(ageConfirmedKey);
    const { user, unmount } = await open('/m/home', 'bn');
    const gate = await screen.findByRole('dialog', { name: 'আপনার বয়স কি ১৮ বছর বা তার বেশি?' });
    expect(gate).toHaveAttribute('aria-modal', 'true');
    expect(gate).toHaveTextContent('প্রবেশ করতে আপনার বয়স কমপক্ষে ১৮ বছর হতে হবে');
    // Escape does not let a player in
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'আপনার বয়স কি ১৮ বছর বা তার বেশি?' })).toBeInTheDocument();
    await user.click(within(gate).getByRole('button', { name: 'আমার বয়স ১৮ বছর বা তার বেশি' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(ageConfirmedKey)).toBe('18');

    unmount();
    await open('/m/home', 'bn');
    await settled();
    // protection has decided: no gate
    await shellDrawn('protection');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("holds the home page's popups until the age is confirmed", async () => {
    localStorage.removeItem(ageConfirmedKey);
    const { user } = await open('/m/home', 'en', { popups: true });
    const gate = await screen.findByRole('dialog', { name: 'Are you 18 or older?' });
    // The popups come with the customer-service button, in the same render once the page has
    // settled, and take their queue in the render that has home's answer (the page's hot games
    // drawn from it): with both on screen, a popup not held would be on screen too.
    await within(await findSection('Hot games')).findByRole('button', { name: 'Play Super Ace' });
    await screen.findByRole('button', { name: en.service.open });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(localStorage.getItem(seenPopupsKey)).toBeNull();
    await user.click(within(gate).getByRole('button', { name: 'I am 18 or older' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome! Your first deposit, doubled' })).toBeInTheDocument();
  });

  it('keeps Tab inside the gate', async () => {
    localStorage.removeItem(ageConfirmedKey);
    const { user } = await open('/m/home', 'en');
    const gate = await screen.findByRole('dialog', { name: 'Are you 18 or older?' });
    const confirm = within(gate).getByRole('button', { name: 'I am 18 or older' });
    const leave = within(gate).getByRole('button', { name: 'Leave' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(leave).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(leave).toHaveFocus();
  });

  it("asks 21 on a strict site's answer, even of a device that confirmed 18, in English", async () => {
    serveSite(strictSite);
    localStorage.setItem(ageConfirmedKey, '18');
    const { user } = await open('/m/activity', 'en');
    const gate = await screen.findByRole('dialog', { name: 'Are you 21 or older?' });
    expect(gate).toHaveTextContent('Strict Casino offers real-money gambling and is for adults only. You must be at least 21 years old to enter.');
    // the page's own footer line says 21 too
    expect(document.querySelector('.footer-compact')).toHaveTextContent('21+ only.');
    await user.click(within(gate).getByRole('button', { name: 'I am 21 or older' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(ageConfirmedKey)).toBe('21');
  });

  it.each([['en'], ['bn']] as const)("'leave' goes to the helplines, never into the site (%s)", async (language) => {
    localStorage.removeItem(ageConfirmedKey);
    const { user } = await open('/m/home', language);
    const strings = language === 'en' ? en : bn;
    const title = strings.ageGate.title.replace('{{age}}', language === 'en' ? '18' : '১৮');
    const gate = await screen.findByRole('dialog', { name: title });
    await user.click(within(gate).getByRole('button', { name: strings.ageGate.leave }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/helplines'));
    // the helplines page on screen: the shell's protection has decided for its path in the same
    // render (the gate's part reads the path the page is drawn for)
    await screen.findByRole('heading', { name: strings.protection.help.title });
    await settled();
    await shellDrawn('protection');
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    expect(localStorage.getItem(ageConfirmedKey)).toBeNull();
  });

  it.each(['/m/responsibleGaming', '/m/excluded'])('does not cover %s', async (path) => {
    localStorage.removeItem(ageConfirmedKey);
    await open(path, 'en');
    await settled();
    // protection has decided: no gate on this page
    await shellDrawn('protection');
    expect(screen.queryByRole('dialog', { name: 'Are you 18 or older?' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it("shows home's licence facts, the site's age and the responsible-gaming page, in English", async () => {
    await open('/m/home', 'en');
    const footer = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('footer.footer');
      if (!el) throw new Error('no footer yet');
      return el;
    });
    expect(footer).toHaveTextContent('Demo Casino is licensed and regulated by Demo Gaming Authority, licence number DGA/B2C/2026-001.');
    expect(within(footer).getByRole('link', { name: 'Verify the licence' })).toHaveAttribute('href', 'https://licence.example/verify/DGA-B2C-2026-001');
    expect(footer).toHaveTextContent('18+Responsible gaming');
    expect(footer).toHaveTextContent('Players must be 18 or older.');
    expect(within(footer).getByRole('link', { name: 'Limits, time-outs and help' })).toHaveAttribute('href', '/m/responsibleGaming');
  });

  it('names no licence when the site has none, and says 21 on a strict site, in Bengali', async () => {
    const { licence: _, ...unlicensed } = strictSite;
    serveSite(unlicensed);
    await open('/m/home', 'bn');
    const footer = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('footer.footer');
      if (!el) throw new Error('no footer yet');
      return el;
    });
    expect(footer).toHaveTextContent('২১+দায়িত্বশীল গেমিং');
    expect(footer).toHaveTextContent('খেলোয়াড়দের বয়স অবশ্যই ২১ বছর বা তার বেশি হতে হবে।');
    expect(footer).not.toHaveTextContent('গেমিং লাইসেন্স');
    expect(within(footer).queryByRole('link', { name: 'লাইসেন্স যাচাই করুন' })).not.toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'সীমা, টাইম-আউট ও সহায়তা' })).toHaveAttribute('href', '/m/responsibleGaming');
  });

  it.each([
    ['/m/activity', null],
    ['/m/member/home', 'demo01'],
    ['/m/transaction/record', 'demo01'],
  ])('ends %s with the compact line (age, licence, responsible gaming)', async (path, player) => {
    if (player) mockSession.signIn(player);
    await open(path, 'en');
    const line = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.footer-compact');
      if (!el) throw new Error('no footer line yet');
      return el;
    });
    expect(line).toHaveTextContent('18+ only. Play responsibly. Licensed by Demo Gaming Authority, no. DGA/B2C/2026-001. Verify the licence · Responsible gaming');
    expect(within(line).getByRole('link', { name: 'Verify the licence' })).toHaveAttribute('href', demoSite.licence?.verifyUrl);
    expect(within(line).getByRole('link', { name: 'Responsible gaming' })).toHaveAttribute('href', '/m/responsibleGaming');
  });

  it('ends a page with the compact line in Bengali, without a licence when there is none', async () => {
    const { licence: _, ...unlicensed } = demoSite;
    serveSite(unlicensed);
    await open('/m/activity', 'bn');
    const line = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.footer-compact');
      if (!el) throw new Error('no footer line yet');
      return el;
    });
    expect(line).toHaveTextContent('শুধু ১৮+ বছর বয়সীদের জন্য। দায়িত্বের সাথে খেলুন। দায়িত্বশীল গেমিং');
    expect(line).not.toHaveTextContent('লাইসেন্সপ্রাপ্ত');
  });
});

describe('side menu', () => {
  it.each([
    ['en', 'Responsible gaming'],
    ['bn', 'দায়িত্বশীল গেমিং'],
  ] as const)('leads to the responsible-gaming page (%s)', async (language, name) => {
    const { user } = await open('/m/home', language);
    await user.click(await screen.findByRole('button', { name: (language === 'en' ? en : bn).header.openMenu }));
    const menu = await findByLabelledRole('dialog', (language === 'en' ? en : bn).menu.label);
    await user.click(await within(menu).findByRole('link', { name }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/responsibleGaming'));
  });
});

/** demo01 logged in at `loginAt`, with a reality check every `minutes`; the protection answers count. */
function player(loginAt: Date, minutes = 60, netResults = ['0.00']) {
  const asked = { protection: 0 };
  const login = loginAt.toISOString();
  server.use(
    http.get('/api/v1/session', () => HttpResponse.json(mockSession.user() ? { ...sessionOf('demo01'), loginAt: login } : (goldenBody('session-visitor') as Session))),
    http.get('/api/v1/protection', () => {
      const body = goldenBody('protection', 'protection') as Protection;
      const netResult = netResults[Math.min(asked.protection, netResults.length - 1)] ?? '0.00';
      asked.protection += 1;
      return HttpResponse.json({ ...body, realityCheck: { ...body.realityCheck, minutes }, session: { ...body.session, loginAt: login, netResult } });
    }),
  );
  mockSession.signIn('demo01');
  return asked;
}

const login = new Date('2026-11-22T12:00:00Z');

describe('session clock', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the time since login in the header, turning each minute, in Bengali', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 65 * minute + 59_500 });
    player(login);
    await open('/m/home', 'bn');
    const clock = await screen.findByRole('timer', { name: 'লগইনের পর থেকে সময় ১:০৫' });
    expect(clock).toHaveTextContent('১:০৫');
    // From here the clock's timers are the test's (the page was drawn on real ones, which RTL's
    // waits need): the minute's end comes when the test moves the clock, not when a busy machine
    // lets a real timer fire. A tab shown again reads the time afresh, which sets the clock's timer
    // anew, on this clock; a clock whose effect had not run yet sets its first one on it.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: login.getTime() + 65 * minute + 59_500 });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    // 0.1 s before the minute's end: still the minute begun
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(clock).toHaveTextContent('১:০৫');
    // 0.1 s after it: its timer has turned it
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('timer')).toHaveTextContent('১:০৬');
    expect(screen.getByRole('timer')).toHaveAccessibleName('লগইনের পর থেকে সময় ১:০৬');
    expect(screen.getByRole('timer')).toBe(clock);
  });

  it('shows it in the back bar of other pages, in English; a visitor has none', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 10 * 60 * minute + 7 * minute });
    player(login);
    const { unmount } = await open('/m/activity', 'en');
    expect(await screen.findByRole('timer', { name: 'Time since login 10:07' })).toHaveTextContent('10:07');
    unmount();
    mockSession.signOut();
    await open('/m/activity', 'en');
    await settled();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});

describe('reality check', () => {
  afterEach(() => vi.useRealTimers());

  const dialogName = { en: en.realityCheck.title, bn: bn.realityCheck.title };

  /** Waits until the check has drawn its reading of the moment `at` (data-reality-check on <html>): what it decided then is on screen. */
  const drawnAt = (at: number) => waitFor(() => expect(document.documentElement.dataset.realityCheck).toBe(String(at)));

  it('appears at the interval since login with the time played and the net result asked afresh; continue waits for the next multiple, across reloads', async () => {
    localStorage.removeItem(realityCheckKey);
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 60 * minute - 1000 });
    const asked = player(login, 60, ['0.00', '120.50']);
    const { user, unmount } = await open('/m/home', 'en');
    await screen.findByRole('timer', { name: 'Time since login 0:59' });
    // its reading of this moment (the page's clock stands still), drawn once the interval is known
    await drawnAt(login.getTime() + 60 * minute - 1000);
    expect(screen.queryByRole('dialog', { name: dialogName.en })).not.toBeInTheDocument();
    expect(asked.protection).toBe(1);

    vi.setSystemTime(login.getTime() + 60 * minute + 2000);
    const check = await screen.findByRole('dialog', { name: dialogName.en });
    expect(check).toHaveTextContent('Time since login1 h 0 min');
    // the net result is asked again as the check opens
    await waitFor(() => expect(check).toHaveTextContent('Net resultWon ৳120.50'));
    expect(asked.protection).toBe(2);
    expect(check).toHaveTextContent('This reminder comes every 60 minutes.');
    await user.click(within(check).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName.en })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(realityCheckKey) ?? '{}')).toEqual({ login: login.getTime(), at: login.getTime() + 60 * minute });

    // a reload half way to the next check: nothing
    unmount();
    vi.setSystemTime(login.getTime() + 90 * minute);
    const again = await open('/m/home', 'en');
    await screen.findByRole('timer', { name: 'Time since login 1:30' });
    // the new page's reading, drawn once its own answer has told the interval
    await drawnAt(login.getTime() + 90 * minute);
    expect(screen.queryByRole('dialog', { name: dialogName.en })).not.toBeInTheDocument();
    expect(asked.protection).toBeGreaterThan(2);

    // a reload past it: the second check
    again.unmount();
    vi.setSystemTime(login.getTime() + 121 * minute);
    await open('/m/home', 'en');
    expect(await screen.findByRole('dialog', { name: dialogName.en })).toHaveTextContent('Time since login2 h 1 min');
  });

  it('in Bengali: a loss, and Escape continues', async () => {
    localStorage.removeItem(realityCheckKey);
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 15 * minute + 5000 });
    player(login, 15, ['-250.00']);
    const { user } = await open('/m/home', 'bn');
    const check = await screen.findByRole('dialog', { name: dialogName.bn });
    expect(check).toHaveTextContent('লগইনের পর থেকে সময়০ ঘণ্টা ১৫ মিনিট');
    await waitFor(() => expect(check).toHaveTextContent('নিট ফলাফলক্ষতি ৳২৫০.০০'));
    expect(check).toHaveTextContent('এই অনুস্মারক প্রতি ১৫ মিনিটে আসে।');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName.bn })).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(realityCheckKey) ?? '{}')).toEqual({ login: login.getTime(), at: login.getTime() + 15 * minute });
  });

  it("'see my records' opens the account records", async () => {
    localStorage.removeItem(realityCheckKey);
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 30 * minute });
    player(login, 30);
    const { user } = await open('/m/home', 'en');
    const check = await screen.findByRole('dialog', { name: dialogName.en });
    await waitFor(() => expect(check).toHaveTextContent('Net resultNo win or loss'));
    await user.click(within(check).getByRole('button', { name: 'See my records' }));
    await waitFor(() => expect(window.location.pathname).toBe('/m/transaction/record'));
    expect(screen.queryByRole('dialog', { name: dialogName.en })).not.toBeInTheDocument();
  });

  it("'log out' signs the player out after the usual confirmation", async () => {
    localStorage.removeItem(realityCheckKey);
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 30 * minute });
    player(login, 30);
    const { user } = await open('/m/home', 'en');
    const check = await screen.findByRole('dialog', { name: dialogName.en });
    await user.click(within(check).getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('dialog', { name: en.member.in_popup_prompt });
    await user.click(within(confirm).getByRole('button', { name: en.app.confirm }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(mockSession.user()).toBeNull();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('closes when another tab answers the same check', async () => {
    localStorage.removeItem(realityCheckKey);
    vi.useFakeTimers({ toFake: ['Date'], now: login.getTime() + 60 * minute + 1000 });
    player(login, 60);
    await open('/m/home', 'en');
    await screen.findByRole('dialog', { name: dialogName.en });
    const answered = JSON.stringify({ login: login.getTime(), at: login.getTime() + 60 * minute });
    localStorage.setItem(realityCheckKey, answered);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: realityCheckKey, newValue: answered }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName.en })).not.toBeInTheDocument());
  });
});

describe('promotions during an exclusion', () => {
  const future = new Date(Date.now() + 7 * 24 * 60 * minute).toISOString();

  it('shows no home popup and marks none seen; without it they show', async () => {
    rememberExclusion({ kind: 'time_out', until: future, permanent: false });
    const { unmount } = await open('/m/home', 'en', { popups: true });
    await settled();
    // the popups have decided: none during the exclusion
    await shellDrawn('popups');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(seenPopupsKey)).toBeNull();

    unmount();
    localStorage.removeItem('exclusion');
    await open('/m/home', 'en', { popups: true });
    expect(await screen.findByRole('dialog', { name: 'Welcome! Your first deposit, doubled' })).toBeInTheDocument();
  });

  it("shows no m_reg announcement on registration in Bengali, during a permanent self-exclusion", async () => {
    const asked: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/announcements' && url.searchParams.get('group') === 'm_reg') asked.push(url.href);
    };
    server.events.on('request:start', onStart);
    try {
      rememberExclusion({ kind: 'self_exclusion', until: null, permanent: true });
      await open('/m/register', 'bn');
      // The banners decide in the render that draws the form: asked for, they would show their
      // loading shape beside it at once, and their request would have left in that commit.
      await screen.findByRole('button', { name: bn.register.submit });
      expect(document.querySelector('.announcement-banners-loading')).toBeNull();
      expect(screen.queryByRole('region', { name: bn.notices.banners })).not.toBeInTheDocument();
      cleanup();
      localStorage.removeItem('exclusion');
      await open('/m/register', 'bn');
      expect(await screen.findByRole('region', { name: bn.notices.banners })).toBeInTheDocument();
      // the second page's answer drawn came after any request of the first: it asked for none
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onStart);
    }
  });
});

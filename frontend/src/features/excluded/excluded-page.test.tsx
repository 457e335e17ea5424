import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceExclusion } from '../../domain/protection/excluded-device';
import { golden } from '../../mocks/goldens';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { findSection, renderApp } from '../../test/render-app';

const day = 24 * 60 * 60 * 1000;
const longDate = (ms: number, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(ms));

async function openTools(language: 'en' | 'bn') {
  localStorage.setItem('language', language);
  mockSession.signIn('demo01');
  const view = await renderApp('/m/responsibleGaming');
  await screen.findByRole('heading', { name: language === 'en' ? 'Take a time-out' : 'টাইম-আউট নিন' });
  return view;
}

async function logIn(user: ReturnType<typeof import('@testing-library/user-event').default.setup>, language: 'en' | 'bn') {
  await user.type(await screen.findByLabelText(language === 'en' ? 'Username' : 'ইউজারনেম'), 'demo01');
  await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'পাসওয়ার্ড'), 'Demo1234');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'লগইন' }));
}

describe('time-out and self-exclusion', () => {
  afterEach(() => server.events.removeAllListeners());

  it('takes a 24-hour time-out after two confirmations, ends the session and refuses the next login with its end', async () => {
    const sent: { body: unknown; csrf: string | null }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/protection/time-outs') {
        void request
          .clone()
          .json()
          .then((body) => sent.push({ body, csrf: request.headers.get('X-CSRF') }));
      }
    });
    const { user } = await openTools('en');
    const section = await findSection('Take a time-out');
    expect(within(section).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['24 hours', '7 days', '30 days', '6 weeks']);
    expect(within(section).getByRole('radio', { name: '24 hours' })).toBeChecked();

    // the first confirmation says what follows; cancelling it sends nothing
    await user.click(within(section).getByRole('button', { name: 'Take a time-out' }));
    let dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 24 hours?' });
    expect(dialog).toHaveTextContent('For 24 hours from now you will not be able to log in, play, deposit or claim promotions');
    expect(dialog).toHaveTextContent('You will be logged out at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // again: the first, then the second, explicit one
    await user.click(within(section).getByRole('button', { name: 'Take a time-out' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Take a time-out of 24 hours?' })).getByRole('button', { name: 'I understand, continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This is the last step: your time-out of 24 hours starts as soon as you confirm.');
    expect(sent).toEqual([]);
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Start the time-out of 24 hours now' }));

    // the end page, with the end in English; the device remembers it; the session is over
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/m/excluded'));
    expect(screen.getByText(/^It ends on .+\.$/)).toHaveTextContent(longDate(before + day, 'en-GB'));
    expect(screen.getByText(/Until then you cannot log in, play, deposit or claim promotions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About playing responsibly' })).toHaveAttribute('href', '/m/responsibleGaming');
    expect(await findSection('Get help')).toHaveTextContent('GamCare');
    expect(sent).toEqual([{ body: { length: '24h', confirmed: true }, csrf: '1' }]);
    expect(deviceExclusion()).toMatchObject({ kind: 'time_out', permanent: false });
    expect(mockSession.user()).toBeNull();

    // logging in again is refused with the same end
    await user.click(screen.getByRole('link', { name: 'About playing responsibly' }));
    await screen.findByRole('heading', { name: 'Play responsibly' });
    await user.click(within(await findSection('What we offer')).getByRole('link', { name: 'Log in' }));
    await logIn(user, 'en');
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/excluded');
    expect(screen.getByText(/^It ends on/)).toHaveTextContent(longDate(before + day, 'en-GB'));
  });

  it('excludes permanently in Bengali', async () => {
    const { user } = await openTools('bn');
    const section = await findSection('স্ব-বর্জন');
    await user.click(within(section).getByRole('radio', { name: 'স্থায়ী' }));
    await user.click(within(section).getByRole('button', { name: 'নিজেকে বর্জন করুন' }));
    const first = await screen.findByRole('dialog', { name: 'স্থায়ীভাবে নিজেকে বর্জন করবেন?' });
    expect(first).toHaveTextContent('স্থায়ী স্ব-বর্জন ফেরানো যায় না।');
    await user.click(within(first).getByRole('button', { name: 'বুঝেছি, এগিয়ে যান' }));
    const second = await screen.findByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
    await user.click(within(second).getByRole('button', { name: 'আমাকে স্থায়ীভাবে বর্জন করুন' }));
    expect(await screen.findByRole('heading', { name: 'আপনি নিজেকে বর্জন করেছেন' })).toBeInTheDocument();
    expect(screen.getByText('এটি স্থায়ী।')).toBeInTheDocument();
    expect(deviceExclusion()).toEqual({ kind: 'self_exclusion', until: null, permanent: true });
  });

  it('shows what the device remembers when the page is opened again, and says so when nothing is', async () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('exclusion', JSON.stringify({ kind: 'self_exclusion', until: '2027-05-22T12:00:00Z', permanent: false }));
    await renderApp('/m/excluded');
    expect(await screen.findByRole('heading', { name: 'You have excluded yourself' })).toBeInTheDocument();
    expect(screen.getByText('It ends on 22 May 2027 at 18:00.')).toBeInTheDocument();
    // no bottom navigation: nothing leads back into the games from here
    expect(document.querySelector('.bottom-nav')).toBeNull();
  });

  it('says when no exclusion is remembered', async () => {
    localStorage.setItem('language', 'bn');
    await renderApp('/m/excluded');
    expect(await screen.findByRole('heading', { name: 'কোনো টাইম-আউট বা স্ব-বর্জন নেই' })).toBeInTheDocument();
    expect(screen.getByText('এই ডিভাইসে চালু কোনো টাইম-আউট বা স্ব-বর্জনের তথ্য নেই।')).toBeInTheDocument();
  });
});

describe('refusals during an exclusion lead to the end page', () => {
  afterEach(() => server.events.removeAllListeners());

  it('a login refused with self_excluded shows the end date, in English and Bengali', async () => {
    setScenario('login-self-excluded');
    localStorage.setItem('language', 'en');
    const { user, unmount } = await renderApp('/m/login');
    await logIn(user, 'en');
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    // the golden's end: 2026-11-23T12:00:00Z, 18:00 in Dhaka
    expect(screen.getByText('It ends on 23 November 2026 at 18:00.')).toBeInTheDocument();
    expect(deviceExclusion(Date.parse('2026-11-22T00:00:00Z'))).toEqual({ kind: 'time_out', until: '2026-11-23T12:00:00Z', permanent: false });
    unmount();

    localStorage.setItem('language', 'bn');
    const bn = await renderApp('/m/login');
    await logIn(bn.user, 'bn');
    expect(await screen.findByRole('heading', { name: 'আপনি টাইম-আউটে আছেন' })).toBeInTheDocument();
    expect(screen.getByText('এটি শেষ হবে ২৩ নভেম্বর, ২০২৬ এ ১৮:০০।')).toBeInTheDocument();
  });

  it('a claim refused with self_excluded ends the session and shows the end page', async () => {
    server.use(http.post('/api/v1/promotions/:id/claims', () => HttpResponse.json(golden('claim-self-excluded', 'protection').body as Record<string, unknown>, { status: 403 })));
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/rewardCenter');
    const ready = await findSection('Ready to claim');
    await user.click(within(ready).getAllByRole('button', { name: /^Claim / })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    expect(screen.getByText('It ends on 29 November 2026 at 18:00.')).toBeInTheDocument();
  });

  it('a launch refused with self_excluded shows the end page; one past a loss limit says what remains', async () => {
    installIntersectionObserver();
    const { browser } = await import('../../domain/games/launch-run');
    const open = vi.spyOn(browser, 'open').mockImplementation(() => {});
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const refusal = golden('deposit-limit-exceeded', 'protection').body as Record<string, unknown>;
    server.use(
      http.post('/api/v1/launches', () =>
        HttpResponse.json({ ...refusal, limit: { kind: 'loss', period: 'week', amount: '5000.00', remaining: '0.00' } }, { status: 422 }),
      ),
    );
    const { user } = await renderApp('/m/slot-games');
    await user.click(await screen.findByRole('button', { name: 'Play Super Ace' }));
    expect(await screen.findByText('You have reached your weekly loss limit of ৳5,000: you cannot play until the period rolls on.')).toBeInTheDocument();

    server.use(http.post('/api/v1/launches', () => HttpResponse.json(golden('launch-self-excluded', 'protection').body as Record<string, unknown>, { status: 403 })));
    await user.click(screen.getByRole('button', { name: 'Play Super Ace' }));
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    expect(screen.getByText('It ends on 29 November 2026 at 18:00.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('helplines page', () => {
  it("shows the site's helplines and who the site is for, and nothing of its games", async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/helplines');
    const section = await findSection('Get help');
    expect(section).toHaveTextContent('This site is only for adults aged 18 or over.');
    expect(within(section).getByRole('link', { name: 'Call GamCare: +44 808 8020 133' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Gambling Therapy' })).toHaveAttribute('href', 'https://www.gamblingtherapy.org');
    expect(document.querySelector('.game-tile, .bottom-nav')).toBeNull();
  });

  it('speaks Bengali', async () => {
    localStorage.setItem('language', 'bn');
    await renderApp('/m/helplines');
    const section = await findSection('সাহায্য নিন');
    expect(section).toHaveTextContent('এই সাইট শুধুমাত্র ১৮ বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য।');
    expect(within(section).getByRole('link', { name: 'GamCare কে কল করুন: +44 808 8020 133' })).toHaveAttribute('href', 'tel:+448088020133');
  });
});

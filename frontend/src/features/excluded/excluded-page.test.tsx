import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceExclusion } from '../../domain/protection/excluded-device';
import bn from '../../i18n/bn.json';
import en from '../../i18n/en.json';
import { golden } from '../../mocks/goldens';
import { server, setScenario } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { installIntersectionObserver } from '../../test/intersection-observer';
import { findSection, renderApp } from '../../test/render-app';

const day = 24 * 60 * 60 * 1000;
/** The day of `ms` in the site's zone (the site golden's Asia/Dhaka), as the end page writes it in English: "29 Nov 2026". */
const siteDay = (ms: number) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date(ms));

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
    expect(screen.getByText(/^It ends on .+\.$/)).toHaveTextContent(siteDay(before + day));
    expect(screen.getByText(/Until then you cannot log in, play, deposit or claim promotions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About playing responsibly' })).toHaveAttribute('href', '/m/responsibleGaming');
    expect(await findSection('Get help')).toHaveTextContent('Kaan Pete Roi');
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
    expect(screen.getByText(/^It ends on/)).toHaveTextContent(siteDay(before + day));
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
    expect(screen.getByText('It ends on 22 May 2027, 18:00.')).toBeInTheDocument();
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

/** The end page of a time-out this device remembers, ending `inMs` from now. */
async function openTimeOut(language: 'en' | 'bn', inMs: number) {
  localStorage.setItem('language', language);
  localStorage.setItem('exclusion', JSON.stringify({ kind: 'time_out', until: new Date(Date.now() + inMs).toISOString(), permanent: false }));
  const view = await renderApp('/m/excluded');
  await screen.findByRole('heading', { name: language === 'en' ? 'You are on a time-out' : 'আপনি টাইম-আউটে আছেন' });
  return view;
}

/** Every POST of the extension: its body. */
function extensions() {
  const sent: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/v1/protection/exclusion-extensions') {
      void request
        .clone()
        .json()
        .then((body) => sent.push(body));
    }
  });
  return sent;
}

describe('lengthening a time-out without a session', () => {
  afterEach(() => server.events.removeAllListeners());

  /** The two confirmations of `length` (a time-out's or a self-exclusion's words), in the page's language. */
  const confirmations = (words: typeof en, tool: 'timeOut' | 'selfExclusion', length: string) => {
    const named = words.protection[tool].length[length as keyof (typeof words.protection)[typeof tool]['length']];
    return {
      first: words.protection[tool].confirmTitle.replace('{{length}}', named),
      final: words.protection[tool].final.replace('{{length}}', named),
    };
  };
  const confirmTwice = async (user: Awaited<ReturnType<typeof openTimeOut>>['user'], words: typeof en, names: { first: string; final: string }) => {
    await user.click(within(await screen.findByRole('dialog', { name: names.first })).getByRole('button', { name: words.protection.confirm.continue }));
    await user.click(within(await screen.findByRole('dialog', { name: words.protection.confirm.finalTitle })).getByRole('button', { name: names.final }));
  };

  it('offers only lengths longer than the time-out in force, and refuses a wrong password without changing it', async () => {
    const sent = extensions();
    const { user } = await openTimeOut('en', 3 * day);
    const section = await findSection('Make it longer');
    const lengths = within(section).getByRole('group', { name: 'A longer length' });
    // a 24-hour time-out would end before the one in force: not offered
    expect(within(lengths).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      '7 daysTime-out',
      '30 daysTime-out',
      '6 weeksTime-out',
      '6 monthsSelf-exclusion',
      '1 yearSelf-exclusion',
      '5 yearsSelf-exclusion',
      'PermanentSelf-exclusion',
    ]);

    // nothing is asked before the form is complete
    await user.click(within(section).getByRole('button', { name: 'Lengthen it' }));
    expect(within(section).getByText('Choose how long')).toBeInTheDocument();
    expect(within(section).getByLabelText('Username')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // a wrong password: invalid_credentials, the password emptied, nothing changes
    await user.type(within(section).getByLabelText('Username'), 'demo01');
    await user.type(within(section).getByLabelText('Password'), 'Wrong1234');
    await user.click(within(lengths).getByRole('radio', { name: /6 months/ }));
    await user.click(within(section).getByRole('button', { name: 'Lengthen it' }));
    await confirmTwice(user, en, confirmations(en, 'selfExclusion', '6m'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(en.errors.invalid_credentials);
    expect(within(section).getByLabelText('Password')).toHaveValue('');
    expect(within(section).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(within(section).getByLabelText('Username')).toHaveValue('demo01');
    expect(screen.getByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ username: 'demo01', password: 'Wrong1234', length: '6m', confirmed: true }]));
  });

  it('self-excludes for six months after two confirmations and shows the new end; then offers only longer ones', async () => {
    const sent = extensions();
    const { user } = await openTimeOut('en', 3 * day);
    const section = await findSection('Make it longer');
    await user.type(within(section).getByLabelText('Username'), 'demo01');
    await user.type(within(section).getByLabelText('Password'), 'Demo1234');
    await user.click(within(section).getByRole('radio', { name: /6 months/ }));
    // cancelling the first confirmation sends nothing
    await user.click(within(section).getByRole('button', { name: 'Lengthen it' }));
    const names = confirmations(en, 'selfExclusion', '6m');
    const first = await screen.findByRole('dialog', { name: names.first });
    expect(first).toHaveTextContent(en.protection.selfExclusion.consequences.replace('{{length}}', '6 months'));
    await user.click(within(first).getByRole('button', { name: en.app.cancel }));
    await user.click(within(section).getByRole('button', { name: 'Lengthen it' }));
    await confirmTwice(user, en, names);

    expect(await screen.findByRole('heading', { name: 'You have excluded yourself' })).toBeInTheDocument();
    expect(screen.getByText('Done: it is longer now.')).toHaveAttribute('role', 'status');
    const remembered = deviceExclusion();
    expect(remembered).toMatchObject({ kind: 'self_exclusion', permanent: false });
    expect(Date.parse(remembered?.until ?? '')).toBeGreaterThan(Date.now() + 150 * day);
    expect(screen.getByText(/^It ends on .+\.$/)).toHaveTextContent(String(new Date(Date.parse(remembered?.until ?? '')).getFullYear()));
    expect(sent).toEqual([{ username: 'demo01', password: 'Demo1234', length: '6m', confirmed: true }]);
    // still longer ones only, and an empty form for them
    const again = await findSection('Make it longer');
    expect(within(again).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['1y', '5y', 'permanent']);
    expect(within(again).getByLabelText('Password')).toHaveValue('');
    expect(again.querySelectorAll('.field-error')).toHaveLength(0);
  });

  it('speaks Bengali: a longer time-out, after a refusal for too many tries', async () => {
    const sent = extensions();
    const { user } = await openTimeOut('bn', 2 * day);
    const section = await findSection(bn.protection.extend.title);
    await user.type(within(section).getByLabelText(bn.login.username), 'demo01');
    await user.type(within(section).getByLabelText(bn.login.password), 'Demo1234');
    await user.click(within(section).getByRole('radio', { name: new RegExp(bn.protection.timeOut.length['30d']) }));
    server.use(
      http.post('/api/v1/protection/exclusion-extensions', () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Too many requests', status: 429, code: 'rate_limited', detail: 'Try again later.' },
          { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '60' } },
        ),
      ),
    );
    const names = confirmations(bn, 'timeOut', '30d');
    await user.click(within(section).getByRole('button', { name: bn.protection.extend.submit }));
    await confirmTwice(user, bn, names);
    expect(await within(section).findByRole('alert')).toHaveTextContent(bn.errors.rate_limited.split('{{')[0] ?? '');
    server.resetHandlers();
    await user.type(within(section).getByLabelText(bn.login.password), 'Demo1234');
    await user.click(within(section).getByRole('button', { name: bn.protection.extend.submit }));
    await confirmTwice(user, bn, names);
    expect(await screen.findByText(bn.protection.extend.done)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: bn.protection.excluded.timeOutTitle })).toBeInTheDocument();
    expect(deviceExclusion()).toMatchObject({ kind: 'time_out', permanent: false });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ username: 'demo01', password: 'Demo1234', length: '30d', confirmed: true });
  });

  it('offers nothing longer than a permanent self-exclusion', async () => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('exclusion', JSON.stringify({ kind: 'self_exclusion', until: null, permanent: true }));
    await renderApp('/m/excluded');
    expect(await screen.findByRole('heading', { name: 'You have excluded yourself' })).toBeInTheDocument();
    await findSection('Get help');
    expect(screen.queryByRole('heading', { name: 'Make it longer' })).not.toBeInTheDocument();
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
    expect(screen.getByText('It ends on 23 Nov 2026, 18:00.')).toBeInTheDocument();
    expect(deviceExclusion(Date.parse('2026-11-22T00:00:00Z'))).toEqual({ kind: 'time_out', until: '2026-11-23T12:00:00Z', permanent: false });
    unmount();

    localStorage.setItem('language', 'bn');
    const bn = await renderApp('/m/login');
    await logIn(bn.user, 'bn');
    expect(await screen.findByRole('heading', { name: 'আপনি টাইম-আউটে আছেন' })).toBeInTheDocument();
    expect(screen.getByText('এটি শেষ হবে ২৩ নভেম্বর ২০২৬, ১৮:০০।')).toBeInTheDocument();
  });

  it('a claim refused with self_excluded ends the session and shows the end page', async () => {
    server.use(http.post('/api/v1/promotions/:id/claims', () => HttpResponse.json(golden('claim-self-excluded', 'protection').body as Record<string, unknown>, { status: 403 })));
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/rewardCenter');
    const ready = await findSection('Ready to claim');
    await user.click(within(ready).getAllByRole('button', { name: /^Claim / })[0] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    expect(screen.getByText('It ends on 29 Nov 2026, 18:00.')).toBeInTheDocument();
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
    expect(await screen.findByText('You have reached your weekly loss limit of ৳5,000.00: you cannot play until the period rolls on.')).toBeInTheDocument();

    server.use(http.post('/api/v1/launches', () => HttpResponse.json(golden('launch-self-excluded', 'protection').body as Record<string, unknown>, { status: 403 })));
    await user.click(screen.getByRole('button', { name: 'Play Super Ace' }));
    expect(await screen.findByRole('heading', { name: 'You are on a time-out' })).toBeInTheDocument();
    expect(screen.getByText('It ends on 29 Nov 2026, 18:00.')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});

describe('helplines page', () => {
  it("shows the site's helplines and who the site is for, and nothing of its games", async () => {
    localStorage.setItem('language', 'en');
    await renderApp('/m/helplines');
    const section = await findSection('Get help');
    expect(section).toHaveTextContent('This site is only for adults aged 18 or over.');
    expect(within(section).getByRole('link', { name: 'Call National Emergency Service: 999' })).toHaveAttribute('href', 'tel:999');
    expect(within(section).getByRole('link', { name: 'Gambling Therapy website' })).toHaveAttribute('href', 'https://www.gamblingtherapy.org');
    expect(document.querySelector('.game-tile, .bottom-nav')).toBeNull();
  });

  it('speaks Bengali', async () => {
    localStorage.setItem('language', 'bn');
    await renderApp('/m/helplines');
    const section = await findSection('সাহায্য নিন');
    expect(section).toHaveTextContent('এই সাইট শুধুমাত্র ১৮ বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য।');
    expect(within(section).getByRole('link', { name: 'National Emergency Service-কে কল করুন: 999' })).toHaveAttribute('href', 'tel:999');
  });
});

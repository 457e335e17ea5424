import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { golden } from '../../mocks/goldens';
import { server } from '../../mocks/server';
import { mockSession } from '../../mocks/session';
import { findSection, renderApp } from '../../test/render-app';

async function open(language: 'en' | 'bn', user?: string, path = '/m/responsibleGaming') {
  localStorage.setItem('language', language);
  if (user) mockSession.signIn(user);
  const view = await renderApp(path);
  await screen.findByRole('heading', { name: language === 'en' ? 'Play responsibly' : 'দায়িত্বের সাথে খেলুন' });
  return view;
}

/** Every request the page sends, as "METHOD /path". */
function watch(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

describe('responsible gaming page', () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows a visitor what the site offers, the helplines and the licence, and asks them to log in for the tools", async () => {
    const requests = watch();
    await open('en');
    expect(screen.getByText('This site is only for adults aged 18 or over. Gambling under that age is against the law.')).toBeInTheDocument();
    const offers = await findSection('What we offer');
    expect(within(offers).getByText('Time-out').nextElementSibling).toHaveTextContent('A break from play. Choose from: 24 hours, 7 days, 30 days or 6 weeks.');
    expect(within(offers).getByText('Self-exclusion').nextElementSibling).toHaveTextContent('Choose from: 6 months, 1 year, 5 years or Permanent.');
    expect(within(offers).getByText('Limits').nextElementSibling).toHaveTextContent('a higher one only after 24 hours');
    expect(within(offers).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
    // the tools are for members only
    expect(screen.queryByRole('form', { name: 'Set a limit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take a time-out' })).not.toBeInTheDocument();

    const help = await findSection('Get help');
    expect(within(help).getByRole('link', { name: 'Call National Emergency Service: 999' })).toHaveAttribute('href', 'tel:999');
    expect(within(help).getByRole('link', { name: 'Kaan Pete Roi website' })).toHaveAttribute('href', 'https://kaanpeteroi.org');
    expect(within(help).getByRole('link', { name: 'Befrienders Worldwide' })).toHaveAttribute('target', '_blank');
    const licence = await findSection('Licence');
    expect(licence).toHaveTextContent('Licensed byDemo Gaming Authority');
    expect(licence).toHaveTextContent('Licence numberDGA/B2C/2026-001');
    expect(within(licence).getByRole('link', { name: 'Verify the licence' })).toHaveAttribute('href', 'https://licence.example/verify/DGA-B2C-2026-001');
    // a visitor's page asks nothing about protection
    expect(requests.filter((r) => r.includes('/protection'))).toEqual([]);
  });

  it('scores the self-assessment on the device, in Bengali, and asks for every answer first', async () => {
    const requests = watch();
    const { user } = await open('bn');
    const section = await findSection('আপনার জুয়া খেলা যাচাই করুন');
    await user.click(within(section).getByRole('button', { name: 'আমার ফলাফল দেখুন' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('অনুগ্রহ করে প্রতিটি প্রশ্নের উত্তর দিন');
    const questions = within(section).getAllByRole('group');
    expect(questions).toHaveLength(6);
    // three of six answered yes: likely harm, a time-out, self-exclusion and the helplines are suggested
    for (const [i, q] of questions.entries()) await user.click(within(q).getByRole('radio', { name: i < 3 ? 'হ্যাঁ' : 'না' }));
    await user.click(within(section).getByRole('button', { name: 'আমার ফলাফল দেখুন' }));
    const result = await within(section).findByRole('status');
    expect(result).toHaveTextContent('আপনি ৬টি প্রশ্নের মধ্যে ৩টিতে হ্যাঁ বলেছেন।');
    expect(result).toHaveTextContent('আপনার উত্তর বলছে জুয়া আপনার ক্ষতি করতে পারে।');
    expect(within(result).getByRole('link', { name: 'হেল্পলাইন' })).toHaveAttribute('href', '#helplines');
    expect(within(result).getByRole('link', { name: 'টাইম-আউট' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    // one answer changed to no: some signs
    await user.click(within(questions[0] as HTMLElement).getByRole('radio', { name: 'না' }));
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'আমার ফলাফল দেখুন' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('আপনার উত্তরে কিছু লক্ষণ আছে');
    expect(screen.getByText('এই সাইট শুধুমাত্র ১৮ বা তার বেশি বয়সী প্রাপ্তবয়স্কদের জন্য। এর কম বয়সে জুয়া খেলা আইনত নিষিদ্ধ।')).toBeInTheDocument();
    // nothing of it leaves the device
    expect(requests.filter((r) => !r.startsWith('GET '))).toEqual([]);
  });

  it('sets a daily deposit limit at once, shows a raise pending for 24 hours, and removes it after a confirmation', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/v1/protection/limits') {
        expect(request.headers.get('X-CSRF')).toBe('1');
        void request.clone().json().then((b) => sent.push(b));
      }
    });
    const { user } = await open('en', 'demo01');
    const limits = await findSection('Limits');
    expect(await within(limits).findByText('You have no limits yet.')).toBeInTheDocument();
    const form = () => within(limits).getByRole('form', { name: 'Set a limit' });
    // the 24-hour rule is said before saving
    expect(within(form()).getByRole('note')).toHaveTextContent('A higher limit, or removing a limit, applies only after 24 hours');
    expect(within(form()).getByRole('radio', { name: 'Deposit' })).toHaveAttribute('aria-checked', 'true');
    expect(within(form()).getByRole('radio', { name: 'Daily' })).toHaveAttribute('aria-checked', 'true');

    // nothing or zero is refused before sending
    await user.click(within(form()).getByRole('button', { name: 'Save the limit' }));
    expect(await within(form()).findByText('Enter an amount above zero, in digits, with at most two decimals')).toBeInTheDocument();
    await user.type(within(form()).getByLabelText('Amount'), '১০০০');
    await user.click(within(form()).getByRole('button', { name: 'Save the limit' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('Saved: your daily deposit limit applies now.');
    const row = await within(limits).findByRole('listitem', { name: 'Daily deposit limit' });
    expect(row).toHaveTextContent('Daily deposit limit৳1,000.00');
    expect(row).toHaveTextContent('Used৳0.00');
    expect(row).toHaveTextContent('Remaining৳1,000.00');
    // a fresh, empty field: not an error for being empty
    expect(within(form()).getByLabelText('Amount')).toHaveValue('');
    expect(within(form()).getByLabelText('Amount')).not.toHaveAttribute('aria-invalid');

    // a raise waits 24 hours: pending with its date, the limit in force unchanged
    const before = Date.now();
    await user.type(within(form()).getByLabelText('Amount'), '5000');
    await user.click(within(form()).getByRole('button', { name: 'Save the limit' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(/^Saved: your new daily deposit limit applies on .+; until then the current one stays in force\.$/);
    await waitFor(() => expect(row).toHaveTextContent('Pending'));
    const pendingLine = row.querySelector('.limit-pending')?.textContent ?? '';
    // the day 24 hours on in the site's zone (the site golden's Asia/Dhaka), as the page writes it
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' }).format(new Date(before + 24 * 60 * 60 * 1000));
    expect(pendingLine).toContain(`Changes to ৳5,000.00 on ${day}, `);
    expect(row.querySelector('.limit-value')).toHaveTextContent('৳1,000.00');

    // a lower one applies at once and drops the pending raise
    await user.type(within(form()).getByLabelText('Amount'), '800');
    await user.click(within(form()).getByRole('button', { name: 'Save the limit' }));
    await waitFor(() => expect(row.querySelector('.limit-value')).toHaveTextContent('৳800.00'));
    expect(row).not.toHaveTextContent('Pending');

    // removal: confirmed, then pending for 24 hours
    await user.click(within(row).getByRole('button', { name: 'Remove your daily deposit limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this limit?' });
    expect(dialog).toHaveTextContent('Your daily deposit limit stays in force for another 24 hours, then it is removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove it' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent(/^Your daily deposit limit will be removed on /);
    await waitFor(() => expect(row).toHaveTextContent(/Removed on/));
    expect(within(row).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(sent).toEqual([
      { limits: [{ kind: 'deposit', period: 'day', amount: '1000', remove: false }] },
      { limits: [{ kind: 'deposit', period: 'day', amount: '5000', remove: false }] },
      { limits: [{ kind: 'deposit', period: 'day', amount: '800', remove: false }] },
      { limits: [{ kind: 'deposit', period: 'day', remove: true }] },
    ]);
  });

  it('sets a weekly loss limit and a session limit in Bengali digits, and refuses minutes out of range', async () => {
    const { user } = await open('bn', 'demo01');
    const limits = await findSection('সীমা');
    const form = () => within(limits).getByRole('form', { name: 'সীমা ঠিক করুন' });
    await user.click(within(form()).getByRole('radio', { name: 'ক্ষতি' }));
    await user.click(within(form()).getByRole('radio', { name: 'সাপ্তাহিক' }));
    await user.type(within(form()).getByLabelText('পরিমাণ'), '৫,০০০');
    await user.click(within(form()).getByRole('button', { name: 'সীমা সংরক্ষণ করুন' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('সংরক্ষিত হয়েছে: আপনার সাপ্তাহিক ক্ষতির সীমা এখনই কার্যকর।');
    expect(await within(limits).findByRole('listitem', { name: 'সাপ্তাহিক ক্ষতির সীমা' })).toHaveTextContent('সাপ্তাহিক ক্ষতির সীমা৳৫,০০০.০০');

    await user.click(within(form()).getByRole('radio', { name: 'সেশনের সময়' }));
    expect(within(form()).queryByRole('radio', { name: 'সাপ্তাহিক' })).not.toBeInTheDocument();
    await user.type(within(form()).getByLabelText('মিনিট (১ থেকে ১৪৪০)'), '১৫০০');
    await user.click(within(form()).getByRole('button', { name: 'সীমা সংরক্ষণ করুন' }));
    expect(await within(form()).findByText('১ থেকে ১৪৪০-এর মধ্যে পূর্ণ মিনিট লিখুন')).toBeInTheDocument();
    await user.clear(within(form()).getByLabelText('মিনিট (১ থেকে ১৪৪০)'));
    await user.type(within(form()).getByLabelText('মিনিট (১ থেকে ১৪৪০)'), '১২০');
    await user.click(within(form()).getByRole('button', { name: 'সীমা সংরক্ষণ করুন' }));
    const row = await within(limits).findByRole('listitem', { name: 'সেশনের সময়সীমা' });
    expect(row).toHaveTextContent('১২০ মিনিট');
    // the golden's login (12:00 UTC) and the 120 minutes: 20:00 in Dhaka
    expect(row).toHaveTextContent('এই সেশন শেষ হবে ২২ নভেম্বর ২০২৬, ২০:০০');
    expect(await findSection('এই সেশন')).toHaveTextContent('সময়সীমায় শেষ হবে২২ নভেম্বর ২০২৬, ২০:০০');
  });

  it("shows the BFF's refusal of each field translated", async () => {
    server.use(http.put('/api/v1/protection/limits', () => HttpResponse.json(golden('limits-invalid', 'protection').body as Record<string, unknown>, { status: 400 })));
    const { user } = await open('en', 'demo01');
    const form = await screen.findByRole('form', { name: 'Set a limit' });
    await user.type(within(form).getByLabelText('Amount'), '100');
    await user.click(within(form).getByRole('button', { name: 'Save the limit' }));
    // limits[1].amount under the field, limits[0].kind and limits[1].period in the form's alert
    expect(await within(form).findByText('Enter an amount above zero, in digits, with at most two decimals')).toBeInTheDocument();
    expect(within(form).getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a deposit, loss or session time limit This period is not offered: choose one of the periods shown');
  });

  it('changes the reality check to one of the choices', async () => {
    const { user } = await open('en', 'demo01');
    const section = await findSection('Reality check');
    expect(section).toHaveTextContent('Now: every 60 minutes');
    const form = within(section).getByRole('form', { name: 'Reality check' });
    expect(within(form).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Every 15 minutes',
      'Every 30 minutes',
      'Every 60 minutesIn use',
      'Every 120 minutes',
    ]);
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(form).getByRole('radio', { name: /Every 30 minutes/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved: a reality check every 30 minutes.');
    expect(section).toHaveTextContent('Now: every 30 minutes');
    expect(within(form).getByRole('radio', { name: /Every 30 minutes/ })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Every 30 minutesIn use' })).toBeChecked();
  });

  it('says a refused interval in Bengali', async () => {
    server.use(http.put('/api/v1/protection/reality-check', () => HttpResponse.json(golden('reality-check-invalid', 'protection').body as Record<string, unknown>, { status: 400 })));
    const { user } = await open('bn', 'demo01');
    const section = await findSection('রিয়েলিটি চেক');
    expect(section).toHaveTextContent('এখন: প্রতি ৬০ মিনিট');
    await user.click(within(section).getByRole('radio', { name: /প্রতি ১৫ মিনিট/ }));
    await user.click(within(section).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('দেখানো বিরতিগুলোর একটি বেছে নিন');
  });

  it('leads a session ended by its time limit to log in again, saying why', async () => {
    server.use(http.get('/api/v1/protection', () => HttpResponse.json(golden('session-limit-reached', 'protection').body as Record<string, unknown>, { status: 401 })));
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    await renderApp('/m/responsibleGaming');
    expect(await screen.findByText('Your session reached the time limit you set, so you have been logged out. You can log in again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/m/login');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('is one tap from the member centre', async () => {
    localStorage.setItem('language', 'en');
    mockSession.signIn('demo01');
    const { user } = await renderApp('/m/member/home');
    const shortcuts = await screen.findByRole('navigation', { name: 'Shortcuts' });
    const link = await within(shortcuts).findByRole('link', { name: 'Responsible gaming' });
    expect(link).toHaveAttribute('href', '/m/responsibleGaming');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Play responsibly' })).toBeInTheDocument();
  });
});

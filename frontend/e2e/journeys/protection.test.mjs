// The player-protection screens against the real binary on the fixture upstream.
// A visitor reads the responsible-gaming page and the helplines page; demo01 sets a daily deposit
// limit of 1000 there, a deposit of 1500 is refused saying what remains, raising the limit shows
// it pending with its date; a 24-hour time-out logs demo01 out onto the end page and the next login
// is refused with the end; the fake's clock moved past the end lets demo01 in again. The fake keeps
// its state for this file's BFF only, so the time-out comes last.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, phonePage, shot, submitLogin, useApp } from '../harness.mjs';

const app = useApp();

/** demo01 sends the login form; where it lands (home, the end page of an exclusion) is the test's. */
async function logIn(page, language = 'en') {
  await page.goto(`${app.base}/m/login`);
  await submitLogin(page, 'demo01', 'Demo1234', language);
}

/** Scrolls a section to the top of the page (below the back bar) for a screenshot. */
async function showSection(page, name) {
  await page.getByRole('heading', { name, exact: true }).evaluate((h) => {
    h.closest('section')?.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -64);
  });
}

/**
 * A date as the page writes it, in the demo site's zone (Asia/Dhaka): "25 Nov 2026" in English,
 * "২৫ নভেম্বর ২০২৬" in Bengali (frontend/src/lib/dates.ts).
 */
const siteDay = (page, ms, language = 'en') =>
  page.evaluate(
    ([t, bn]) => {
      const format = new Intl.DateTimeFormat(bn ? 'bn-BD' : 'en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: bn ? 'long' : 'short', year: 'numeric' });
      const parts = format.formatToParts(new Date(t));
      const part = (type) => parts.find((p) => p.type === type)?.value;
      return `${part('day')} ${part('month')} ${part('year')}`;
    },
    [ms, language === 'bn'],
  );

const knownNoise = (problems) => problems.filter((p) => !/401|403|422|Unauthorized|Forbidden|Unprocessable/.test(p));

test('a visitor reads the responsible-gaming page and the helplines, in English and Bengali', async () => {
  for (const language of ['en', 'bn']) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/responsibleGaming`);
    const title = language === 'en' ? 'Play responsibly' : 'দায়িত্বের সাথে খেলুন';
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(language === 'en' ? 'This site is only for adults aged 18 or over.' : 'এই সাইট শুধুমাত্র ১৮ বা তার বেশি বয়সী').waitFor();
    await shot(page, `rg-visitor-${language}`);
    await showSection(page, language === 'en' ? 'Check your gambling' : 'আপনার জুয়া খেলা যাচাই করুন');
    await shot(page, `rg-assessment-${language}`);
    await showSection(page, language === 'en' ? 'Get help' : 'সাহায্য নিন');
    await shot(page, `rg-help-${language}`);
    assert.equal(await page.getByRole('form', { name: language === 'en' ? 'Set a limit' : 'সীমা ঠিক করুন' }).count(), 0, 'the tools are for members');

    await page.goto(`${app.base}/m/helplines`);
    await page.getByRole('link', { name: language === 'en' ? 'Call National Emergency Service: 999' : 'National Emergency Service-কে কল করুন: 999' }).waitFor();
    assert.equal(await page.locator('.game-tile, .bottom-nav').count(), 0, 'no games on the helplines page');
    await shot(page, `rg-helplines-${language}`);
    assert.deepEqual(knownNoise(page.problems), []);
    await context.close();
  }
});

test('demo01 sets a daily deposit limit of 1000; a deposit of 1500 is refused with what remains; a raise waits 24 hours', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(page);
  await page.waitForURL(/\/m\/home$/);

  await page.goto(`${app.base}/m/responsibleGaming#limits`);
  const limits = page.getByRole('region', { name: 'Limits' });
  await limits.getByText('You have no limits yet.').waitFor();
  const form = limits.getByRole('form', { name: 'Set a limit' });
  assert.equal(await form.getByRole('radio', { name: 'Deposit' }).getAttribute('aria-checked'), 'true');
  assert.equal(await form.getByRole('radio', { name: 'Daily' }).getAttribute('aria-checked'), 'true');
  await form.getByLabel('Amount').fill('1000');
  await form.getByRole('button', { name: 'Save the limit' }).click();
  await form.getByRole('status').filter({ hasText: 'Saved: your daily deposit limit applies now.' }).waitFor();
  const row = limits.getByRole('listitem', { name: 'Daily deposit limit' });
  await row.getByText('Remaining').waitFor();
  assert.match(await row.textContent(), /৳1,000.*Used৳0\.00.*Remaining৳1,000\.00/);
  await showSection(page, 'Limits');
  await shot(page, 'rg-limit-set-en');

  // the BFF refuses the deposit before it reaches the back office, naming the limit and what remains
  await page.goto(`${app.base}/m/voucherCenter`);
  await page.getByRole('group', { name: 'Payment method' }).getByRole('radio', { name: /bKash/ }).check();
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('1500');
  await page.getByLabel('Transaction ID').fill('BK8N2X91');
  await page.getByRole('button', { name: 'I have sent it: confirm' }).click();
  const refusal = page.getByRole('alert');
  await refusal.getByText('Your daily deposit limit is ৳1,000.00; you can deposit ৳1,000.00 more.').waitFor();
  await shot(page, 'rg-deposit-refused-en');
  const { items } = await page.evaluate(() => fetch('/api/v1/deposits?status=pending').then((r) => r.json()));
  assert.ok(!items.some((d) => d.amount === '1500.00'), 'no deposit of 1500 was made');

  // a raise waits 24 hours: pending with its date, the limit in force unchanged
  await refusal.getByRole('link', { name: 'My limits' }).click();
  await page.waitForURL(/\/m\/responsibleGaming#limits$/);
  await form.getByLabel('Amount').fill('5000');
  await form.getByRole('button', { name: 'Save the limit' }).click();
  const saved = form.getByRole('status');
  await saved.filter({ hasText: 'Saved: your new daily deposit limit applies on' }).waitFor();
  const tomorrow = await siteDay(page, Date.now() + 24 * 60 * 60 * 1000);
  await row.getByText(`Changes to ৳5,000.00 on ${tomorrow}`, { exact: false }).waitFor();
  assert.match(await row.locator('.limit-value').textContent(), /৳1,000/);
  await showSection(page, 'Limits');
  await shot(page, 'rg-limit-pending-en');
  assert.deepEqual(knownNoise(page.problems), []);
  await context.close();
});

test('the member tools in Bengali: the limits in force and pending, the reality check', async () => {
  const { context, page } = await phonePage(app, { language: 'bn' });
  await logIn(page, 'bn');
  await page.waitForURL(/\/m\/home$/);
  await page.goto(`${app.base}/m/responsibleGaming`);
  const limits = page.getByRole('region', { name: 'সীমা' });
  const row = limits.getByRole('listitem', { name: 'দৈনিক ডিপোজিট সীমা' });
  await row.getByText('অপেক্ষমাণ').waitFor();
  assert.match(await row.textContent(), /৳১,০০০\.০০/);
  await showSection(page, 'সীমা');
  await shot(page, 'rg-limits-bn');
  await showSection(page, 'রিয়েলিটি চেক');
  await shot(page, 'rg-reality-check-bn');
  await showSection(page, 'টাইম-আউট নিন');
  await shot(page, 'rg-time-out-bn');
  await page.goto(`${app.base}/m/securityCenter`);
  await page.getByRole('region', { name: 'সীমা' }).getByRole('listitem', { name: 'দৈনিক ডিপোজিট সীমা' }).waitFor();
  await showSection(page, 'সীমা');
  await shot(page, 'rg-security-centre-bn');
  assert.deepEqual(knownNoise(page.problems), []);
  await context.close();
});

test('a 24-hour time-out logs demo01 out onto the end page, and the next login is refused with its end date', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(page);
  await page.waitForURL(/\/m\/home$/);
  await page.goto(`${app.base}/m/responsibleGaming#time-out`);
  const section = page.getByRole('region', { name: 'Take a time-out' });
  await section.getByRole('radio', { name: '24 hours' }).check();
  await section.getByRole('button', { name: 'Take a time-out' }).click();
  const first = page.getByRole('dialog', { name: 'Take a time-out of 24 hours?' });
  await first.waitFor();
  await shot(page, 'rg-time-out-confirm-en');
  await first.getByRole('button', { name: 'I understand, continue' }).click();
  const second = page.getByRole('dialog', { name: 'Are you sure?' });
  await second.waitFor();
  await shot(page, 'rg-time-out-final-en');
  const taken = Date.now();
  await second.getByRole('button', { name: 'Start the time-out of 24 hours now' }).click();

  await page.waitForURL(/\/m\/excluded$/);
  await page.getByRole('heading', { name: 'You are on a time-out' }).waitFor();
  const day = await siteDay(page, taken + 24 * 60 * 60 * 1000);
  assert.match(await page.getByText(/^It ends on /).textContent(), new RegExp(`^It ends on ${day}, \\d\\d:\\d\\d\\.$`));
  await shot(page, 'rg-excluded-en');
  // the session has ended: the BFF answers a visitor
  assert.equal((await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()))).authenticated, false);

  // the next login is refused with the end
  await logIn(page);
  await page.waitForURL(/\/m\/excluded$/);
  await page.getByRole('heading', { name: 'You are on a time-out' }).waitFor();
  assert.match(await page.getByText(/^It ends on /).textContent(), new RegExp(`^It ends on ${day}`));
  assert.deepEqual(knownNoise(page.problems), []);
  await context.close();

  // in Bengali too, on a device that does not remember it
  const bn = await phonePage(app, { language: 'bn' });
  await logIn(bn.page, 'bn');
  await bn.page.waitForURL(/\/m\/excluded$/);
  await bn.page.getByRole('heading', { name: 'আপনি টাইম-আউটে আছেন' }).waitFor();
  const bnDay = await siteDay(bn.page, taken + 24 * 60 * 60 * 1000, 'bn');
  assert.ok((await bn.page.getByText(/^এটি শেষ হবে /).textContent()).includes(bnDay), `the end in Bengali: ${bnDay}`);
  await shot(bn.page, 'rg-excluded-bn');
  await bn.context.close();

  // once the back office's clock has passed the end, demo01 logs in again
  await control(app, 'POST', '/__protection/clock', { advance: '25h' });
  const after = await phonePage(app, { language: 'en' });
  await logIn(after.page);
  await after.page.waitForURL(/\/m\/home$/);
  await after.context.close();
});

test('on a time-out, with no session, demo01 lengthens it to a self-exclusion of six months, in English, then to a year in Bengali', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await logIn(page);
  await page.waitForURL(/\/m\/home$/);
  await page.goto(`${app.base}/m/responsibleGaming#time-out`);
  const tool = page.getByRole('region', { name: 'Take a time-out' });
  await tool.getByRole('radio', { name: '24 hours' }).check();
  await tool.getByRole('button', { name: 'Take a time-out' }).click();
  await page.getByRole('dialog', { name: 'Take a time-out of 24 hours?' }).getByRole('button', { name: 'I understand, continue' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Start the time-out of 24 hours now' }).click();
  await page.waitForURL(/\/m\/excluded$/);
  await page.getByRole('heading', { name: 'You are on a time-out' }).waitFor();

  // the end page offers only what ends later than the 24 hours in force
  const section = page.getByRole('region', { name: 'Make it longer' });
  const lengths = section.getByRole('group', { name: 'A longer length' });
  assert.deepEqual(await lengths.getByRole('radio').evaluateAll((rs) => rs.map((r) => r.value)), ['7d', '30d', '6w', '6m', '1y', '5y', 'permanent']);
  await showSection(page, 'Make it longer');
  await shot(page, 'rg-extend-en');

  // a wrong password: the back office refuses it, nothing changes
  await section.getByLabel('Username', { exact: true }).fill('demo01');
  await section.getByLabel('Password', { exact: true }).fill('Wrong1234');
  // the radios are drawn as cards: the player taps the card
  await lengths.locator('label').filter({ hasText: '6 months' }).click();
  await section.getByRole('button', { name: 'Lengthen it' }).click();
  await page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' }).getByRole('button', { name: 'I understand, continue' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Exclude me for 6 months' }).click();
  await section.getByRole('alert').getByText('The account or password is incorrect').waitFor();
  await shot(page, 'rg-extend-refused-en');

  // the right one, confirmed twice: the exclusion in force after it, with its end
  await section.getByLabel('Password', { exact: true }).fill('Demo1234');
  await section.getByRole('button', { name: 'Lengthen it' }).click();
  const first = page.getByRole('dialog', { name: 'Exclude yourself for 6 months?' });
  await first.waitFor();
  await shot(page, 'rg-extend-confirm-en');
  await first.getByRole('button', { name: 'I understand, continue' }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Exclude me for 6 months' }).click();
  await page.getByRole('heading', { name: 'You have excluded yourself' }).waitFor();
  await page.getByRole('status').getByText('Done: it is longer now.').waitFor();
  // the back office's end (its clock may run ahead of this one: the earlier journeys move it), remembered and shown
  const until = await page.evaluate(() => JSON.parse(localStorage.getItem('exclusion') ?? 'null')?.until);
  assert.ok(Date.parse(until) > Date.now() + 150 * 24 * 60 * 60 * 1000, `${until} is six months on`);
  const day = await siteDay(page, Date.parse(until));
  assert.match(await page.getByText(/^It ends on /).textContent(), new RegExp(`^It ends on ${day}`));
  await shot(page, 'rg-extended-en');
  // no session was opened
  assert.equal((await page.evaluate(() => fetch('/api/v1/session').then((r) => r.json()))).authenticated, false);
  assert.deepEqual(knownNoise(page.problems), []);
  await context.close();

  // in Bengali, on a device that learns of it at the refused login: a year now
  const bn = await phonePage(app, { language: 'bn' });
  await logIn(bn.page, 'bn');
  await bn.page.waitForURL(/\/m\/excluded$/);
  await bn.page.getByRole('heading', { name: 'আপনি নিজেকে বর্জন করেছেন' }).waitFor();
  const bnSection = bn.page.getByRole('region', { name: 'আরও দীর্ঘ করুন' });
  assert.deepEqual(await bnSection.getByRole('radio').evaluateAll((rs) => rs.map((r) => r.value)), ['1y', '5y', 'permanent']);
  await bnSection.getByLabel('ইউজারনেম', { exact: true }).fill('demo01');
  await bnSection.getByLabel('পাসওয়ার্ড', { exact: true }).fill('Demo1234');
  await bnSection.locator('label').filter({ hasText: '১ বছর' }).click();
  await showSection(bn.page, 'আরও দীর্ঘ করুন');
  await shot(bn.page, 'rg-extend-bn');
  await bnSection.getByRole('button', { name: 'দীর্ঘ করুন' }).click();
  await bn.page.getByRole('dialog').getByRole('button', { name: 'বুঝেছি, এগিয়ে যান' }).click();
  const bnFinal = bn.page.getByRole('dialog', { name: 'আপনি কি নিশ্চিত?' });
  await bnFinal.waitFor();
  await shot(bn.page, 'rg-extend-final-bn');
  await bnFinal.getByRole('button').first().click();
  await bn.page.getByRole('status').getByText('সম্পন্ন: এটি এখন আরও দীর্ঘ।').waitFor();
  await shot(bn.page, 'rg-extended-bn');
  assert.deepEqual(await bnSection.getByRole('radio').evaluateAll((rs) => rs.map((r) => r.value)), ['5y', 'permanent']);
  assert.deepEqual(knownNoise(bn.page.problems), []);
  await bn.context.close();
});

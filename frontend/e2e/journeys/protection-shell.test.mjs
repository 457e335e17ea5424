// The shell's player protection against the real binary (testdata/config/e2e.yaml): the
// age gate of a first visit (once per device; "leave" goes to the helplines), the strict site's
// 21 in its gate and footer, its refused country, and demo01's session clock and reality checks
// (a one-minute interval, on a page clock the journey moves on).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();
// The BFF keeps an address's country for ten minutes: the refused country gets a BFF of its own.
const nepal = useApp();

const strictBase = (a) => a.base.replace('127.0.0.1', 'strict.localhost');

/**
 * The page's footer (home's, or the compact line elsewhere): drawn after the first view as the
 * player scrolls towards the page's end (home's lobby, drawn on the way, makes the page longer):
 * each look for it scrolls to the end again.
 */
async function scrollToFooter(page, selector) {
  const footer = page.locator(selector);
  await page.waitForFunction((sel) => {
    if (document.querySelector(sel)) return true;
    window.scrollTo(0, document.documentElement.scrollHeight);
    return false;
  }, selector);
  await footer.waitFor();
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

async function footerText(page, selector) {
  return (await scrollToFooter(page, selector)).textContent();
}

test('a first visit meets the age gate once, in Bengali; a reload does not ask again', async () => {
  const { context, page } = await phonePage(app, { ageGate: true });
  await page.goto(`${app.base}/m/home`);
  const gate = page.getByRole('dialog', { name: 'আপনার বয়স কি ১৮ বছর বা তার বেশি?' });
  await gate.waitFor();
  await shot(page, 'protection-shell-age-gate-bn');
  // Escape does not let a player in
  await page.keyboard.press('Escape');
  assert.equal(await gate.isVisible(), true);
  await gate.getByRole('button', { name: 'আমার বয়স ১৮ বছর বা তার বেশি' }).click();
  await gate.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => localStorage.getItem('ageConfirmed')), '18');
  assert.match(await footerText(page, 'footer.footer'), /১৮\+দায়িত্বশীল গেমিং/);
  await shot(page, 'protection-shell-footer-bn');

  await page.reload();
  await scrollToFooter(page, 'footer.footer');
  // the shell's parts that would show them have drawn what they decided (marked on <html>)
  await page.locator('html[data-drawn~="protection"][data-drawn~="popups"]').waitFor({ state: 'attached' });
  assert.equal(await page.getByRole('dialog').count(), 0, 'no gate, no popup after the answer');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("'leave' lands on the helplines, never in the site", async () => {
  const { context, page } = await phonePage(app, { ageGate: true, language: 'en' });
  await page.goto(`${app.base}/m/activity`);
  const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' });
  await gate.waitFor();
  await shot(page, 'protection-shell-age-gate-en');
  await gate.getByRole('button', { name: 'Leave' }).click();
  await page.waitForURL(/\/m\/helplines$/);
  // the shell draws the gate, or not, for the page it draws: the helplines shown, it has decided
  await page.getByText('Kaan Pete Roi').first().waitFor();
  assert.equal(await page.getByRole('dialog', { name: 'Are you 18 or older?' }).count(), 0);
  assert.equal(await page.evaluate(() => localStorage.getItem('ageConfirmed')), null);
  await shot(page, 'protection-shell-helplines-en');
  await context.close();
});

test('the strict site asks 21 in its gate and says 21 in its footer', async () => {
  // a country the strict site serves, before its first request
  await control(app, 'POST', '/__protection/location', { country: 'BD' });
  for (const [language, title, confirm, footer] of [
    ['en', 'Are you 21 or older?', 'I am 21 or older', /21\+Responsible gaming[\s\S]*Malta Gaming Authority|Malta Gaming Authority[\s\S]*21\+Responsible gaming/],
    ['bn', 'আপনার বয়স কি ২১ বছর বা তার বেশি?', 'আমার বয়স ২১ বছর বা তার বেশি', /Malta Gaming Authority[\s\S]*২১\+দায়িত্বশীল গেমিং/],
  ]) {
    const { context, page } = await phonePage(app, { ageGate: true, language });
    await page.goto(`${strictBase(app)}/m/home`);
    const gate = page.getByRole('dialog', { name: title });
    await gate.waitFor();
    await shot(page, `protection-shell-strict-gate-${language}`);
    await gate.getByRole('button', { name: confirm }).click();
    await gate.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('ageConfirmed')), '21');
    assert.match(await footerText(page, 'footer.footer'), footer);
    await shot(page, `protection-shell-strict-footer-${language}`);
    // another page ends with the compact line: the age, the licence, the responsible-gaming page
    await page.goto(`${strictBase(app)}/m/activity`);
    const line = await footerText(page, '.footer-compact');
    assert.match(line, language === 'en' ? /21\+ only\.[\s\S]*MGA\/B2C\/000\/2026/ : /২১\+ বছর বয়সীদের জন্য।[\s\S]*MGA\/B2C\/000\/2026/);
    await shot(page, `protection-shell-strict-compact-footer-${language}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test('the strict site from Nepal shows the region-restricted page and no gate', async () => {
  await control(nepal, 'POST', '/__protection/location', { country: 'NP' });
  const { context, page } = await phonePage(nepal, { ageGate: true, language: 'en' });
  await page.goto(`${strictBase(nepal)}/m/home`);
  // the region page replaces the whole site, its shell and the gate with it (app/status-gate.tsx)
  await page.getByText('Not available in your region').waitFor();
  assert.equal(await page.getByRole('dialog').count(), 0);
  await shot(page, 'protection-shell-strict-region-en');
  await context.close();
});

test("demo01's session clock, and a reality check every minute: after reloads, in a second tab, answered once for both", async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  // the pages' clock, which the journey moves on rather than waiting out each minute; it runs
  // with real time in between
  await context.clock.install();
  await page.goto(`${app.base}/m/login`);
  await page.getByLabel('Username').fill('demo01');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home$/);
  const clock = page.getByRole('timer', { name: /^Time since login 0:0\d$/ });
  await clock.waitFor();
  await shot(page, 'protection-shell-clock-en');

  // one of the site's choices (1, 15, 30, 60): a check every minute from the login
  const status = await page.evaluate(async () => {
    const r = await fetch('/api/v1/protection/reality-check', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
      body: JSON.stringify({ minutes: 1 }),
    });
    return r.status;
  });
  assert.equal(status, 200);
  // the schedule counts from the login, not from this load: 45 s on, no check yet; past the
  // minute, the check
  await page.reload();
  await clock.waitFor();
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await context.clock.fastForward('00:45');
  // the player comes back to the tab: the check reads the clock again and marks on <html> the
  // reading it has drawn, with what it decided then
  const at = await page.evaluate(() => {
    const now = Date.now();
    document.dispatchEvent(new Event('visibilitychange'));
    return now;
  });
  await page.waitForFunction((t) => Number(document.documentElement.dataset.realityCheck) >= t, at);
  assert.equal(await check.count(), 0, 'no check before its minute');
  await context.clock.fastForward('00:20');
  await check.waitFor();
  await check.getByText('Won').or(check.getByText('Lost')).or(check.getByText('No win or loss')).waitFor();
  assert.match(await check.textContent(), /Time since login0 h 1 min[\s\S]*This reminder comes every minute\./);
  await shot(page, 'protection-shell-reality-check-en');
  await check.getByRole('button', { name: 'Continue' }).click();
  await check.waitFor({ state: 'detached' });

  // a second tab, switched to Bengali, on another page: the clock in its back bar
  const other = await context.newPage();
  await other.goto(`${app.base}/m/home`);
  await other.getByRole('button', { name: 'Open menu' }).click();
  await other.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'বাংলা' }).click();
  await other.getByRole('dialog', { name: 'মেনু' }).getByRole('link', { name: 'প্রমোশন', exact: true }).click();
  await other.waitForURL(/\/m\/activity$/);
  await other.locator('.back-bar').getByRole('timer', { name: /^লগইনের পর থেকে সময় ০:০[১২]$/ }).waitFor();
  await scrollToFooter(other, '.footer-compact');
  await shot(other, 'protection-shell-clock-back-bar-bn');
  // the second check, a minute on, shows in both tabs; answered in one, it closes in the other
  await context.clock.fastForward('01:00');
  const second = other.getByRole('dialog', { name: 'রিয়েলিটি চেক' });
  await second.waitFor();
  await page.getByRole('dialog', { name: 'Reality check' }).waitFor();
  await second.getByText('লগইনের পর থেকে সময়').waitFor();
  await shot(other, 'protection-shell-reality-check-bn');
  await second.getByRole('button', { name: 'চালিয়ে যান' }).click();
  await second.waitFor({ state: 'detached' });
  await page.getByRole('dialog', { name: 'Reality check' }).waitFor({ state: 'detached' });
  assert.deepEqual(page.problems, []);
  await context.close();
});

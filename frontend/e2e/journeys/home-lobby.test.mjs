// Home's lobby and lists, the slots lobby's search of every game, the footer's pages, the app's
// web view and the password change, against the real binary on fixtures, in Bengali and English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { logIn, phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();

const words = {
  bn: { lobby: 'গেম লবি', hot: 'জনপ্রিয় গেম', fav: 'প্রিয় গেম', slots: 'স্লট', matches: 'জনপ্রিয় ম্যাচ', search: 'গেম খুঁজুন', searchAll: 'সব গেমে খুঁজুন', getApp: 'অ্যাপটি নিন', download: 'অ্যাপ ডাউনলোড করুন' },
  en: { lobby: 'Game lobby', hot: 'Hot games', fav: 'Favourites', slots: 'Slots', matches: 'Hot matches', search: 'Search games', searchAll: 'Search all games', getApp: 'Get the app', download: 'Download app' },
};

/**
 * Scrolls to the page's end until the shell has drawn it: `footer` in <html>'s data-drawn, which
 * the footer's part sets once it has decided, a footer or none. Each look scrolls to the end
 * again, as the page may still grow.
 */
async function scrollToDrawnEnd(page) {
  await page.mouse.wheel(0, 20000);
  await page.waitForFunction(() => {
    if ((document.documentElement.dataset.drawn ?? '').split(' ').includes('footer')) return true;
    window.scrollTo(0, document.documentElement.scrollHeight);
    return false;
  });
}

/** The home section or list whose heading reads `title`. */
const sectionOf = (page, title) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) }).last();

for (const language of ['bn', 'en']) {
  const w = words[language];

  test(`home in ${language}: the lobby's tabs begin HOT and FAV, a list asks 9 more at its end, hot matches leave no gap`, async () => {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/home`);
    await page.getByRole('heading', { name: w.hot, exact: true }).first().waitFor();
    // the lobby is drawn as the player scrolls to it
    await page.evaluate(() => document.querySelector('.below-fold-skeleton')?.scrollIntoView());
    const lobby = sectionOf(page, w.lobby);
    await lobby.getByRole('tab').first().waitFor();
    const tabs = await lobby.getByRole('tab').allTextContents();
    assert.deepEqual(tabs.slice(0, 2), [w.hot, w.fav]);

    // the slots list holds home's 9; paging to its end asks for the next 9
    const slots = sectionOf(page, w.slots);
    await slots.scrollIntoViewIfNeeded();
    await page.waitForFunction((title) => {
      const h = [...document.querySelectorAll('h3')].find((e) => e.textContent === title);
      return h?.closest('section')?.querySelectorAll('.game-tile-play').length === 9;
    }, w.slots);
    const asked = page.waitForResponse((r) => {
      const u = new URL(r.url());
      return u.pathname === '/api/v1/games' && u.searchParams.get('category') === 'RNG' && u.searchParams.get('page') === '2' && u.searchParams.get('pageSize') === '9';
    });
    await slots.locator('.pager').evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const answer = await asked;
    assert.equal(answer.status(), 200);
    const more = (await answer.json()).items.map((g) => g.name);
    assert.equal(more.length, 9);
    // Those 9 follow home's 9. The page of tile shapes at the list's end may come into view again
    // as they are drawn (the pager snaps back to it, a frame later on a busy machine) and ask for
    // the 9 after them: the list is read by place, not by its length.
    await page.waitForFunction(({ title, names }) => {
      const h = [...document.querySelectorAll('h3')].find((e) => e.textContent === title);
      const shown = [...(h?.closest('section')?.querySelectorAll('.game-tile-play .game-tile-name') ?? [])].map((n) => n.textContent);
      return shown.length >= 18 && names.every((name, i) => shown[9 + i] === name);
    }, { title: w.slots, names: more });
    await slots.locator('.pager').evaluate((el) => el.scrollTo({ left: 0 }));
    await slots.scrollIntoViewIfNeeded();
    await shot(page, `home-lobby-${language}`);

    // hot matches: the carousel is as tall as its cards
    const matches = sectionOf(page, w.matches);
    await matches.scrollIntoViewIfNeeded();
    await matches.locator('.match').first().waitFor();
    const gap = await matches.locator('.pager').evaluate((pager) => pager.getBoundingClientRect().height - pager.querySelector('.match').getBoundingClientRect().height);
    assert.ok(gap < 8, `the hot matches' pager is ${gap} px taller than its cards`);
    await shot(page, `home-matches-${language}`);

    await page.locator('#winners-title').scrollIntoViewIfNeeded();
    await page.locator('.winners .winner').first().waitFor();
    await shot(page, `home-winners-${language}`);
    await page.mouse.wheel(0, 20000);
    await page.locator('footer.footer').waitFor();
    await page.locator('footer.footer').scrollIntoViewIfNeeded();
    await shot(page, `home-footer-${language}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test(`slots lobby in ${language}: a name the slots lack offers, and finds, every game`, async () => {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/slot-games`);
    await page.locator('.infinite-games .game-tile-play').first().waitFor();
    await page.getByRole('searchbox', { name: w.search }).fill('crazy time');
    await page.getByRole('button', { name: w.searchAll }).waitFor();
    await shot(page, `lobby-search-empty-${language}`);
    await page.getByRole('button', { name: w.searchAll }).click();
    await page.waitForFunction(() => [...document.querySelectorAll('.infinite-games .game-tile-name')].some((n) => n.textContent === 'Crazy Time'));
    await shot(page, `lobby-search-all-${language}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  });
}

test("the app's web view: no download bar, button or icon, and the app style on every page", async () => {
  const appAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 CasinoApp/3.2';
  const { context, page } = await phonePage(app, { userAgent: appAgent });
  await page.goto(`${app.base}/m/home`);
  await page.locator('.announcement-bar .announcement-item').first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('app-view')), true);
  assert.equal(await page.getByRole('complementary', { name: words.bn.getApp }).count(), 0);
  assert.equal(await page.getByRole('button', { name: words.bn.download }).count(), 0);
  assert.equal(await page.getByRole('button', { name: words.bn.getApp }).count(), 0);
  await shot(page, 'app-view-home-bn');
  await page.goto(`${app.base}/m/activity`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('app-view')), true);
  await context.close();

  // a browser is offered the app: the bar, the header's button and the announcement bar's icon
  const browser = await phonePage(app);
  await browser.page.goto(`${app.base}/m/home`);
  await browser.page.getByRole('complementary', { name: words.bn.getApp }).waitFor();
  await browser.page.getByRole('button', { name: words.bn.download }).waitFor();
  await browser.page.locator('.announcement-bar').getByRole('button', { name: words.bn.getApp }).click();
  await browser.page.getByRole('dialog', { name: words.bn.getApp }).waitFor();
  await shot(browser.page, 'download-popup-bn');
  await browser.context.close();
});

test('no footer on login, registration and the message centre; change password shows its loading toast, then Change saved', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  for (const path of ['/m/login', '/m/register']) {
    await page.goto(`${app.base}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await scrollToDrawnEnd(page);
    assert.equal(await page.locator('footer').count(), 0, `a footer on ${path}`);
  }
  await logIn(app, page, 'demo01', 'Demo1234');
  await page.goto(`${app.base}/m/message`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await scrollToDrawnEnd(page);
  assert.equal(await page.locator('footer').count(), 0, 'a footer on the message centre');

  for (const language of ['bn', 'en']) {
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.goto(`${app.base}/m/changePsw`);
    await page.locator('form input[type="password"]').first().waitFor();
    await shot(page, `change-password-${language}`);
  }
  // the change is held until the loading toast, shown while it is on its way, has been seen
  let release;
  const seen = new Promise((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/me/password', async (route) => {
    await seen;
    await route.continue();
  });
  await page.getByLabel('Old password', { exact: true }).fill('Demo1234');
  await page.getByLabel('New password', { exact: true }).fill('NewPass123');
  await page.getByLabel('Confirm new password', { exact: true }).fill('NewPass123');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Please wait…').waitFor();
  await shot(page, 'change-password-loading-en');
  release();
  await page.getByText('Change saved').waitFor();
  assert.equal(await page.getByText('Please wait…').count(), 0);
  await page.waitForURL(/\/m\/home$/);
  assert.deepEqual(page.problems, []);
  await context.close();
});

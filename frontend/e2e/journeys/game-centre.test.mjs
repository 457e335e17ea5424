// The game centre against the real binary on fixtures: browse a category, search,
// filter by vendor, scroll to a second page, log in as demo01, favourite a game, launch it and
// find it in the recent games; the lottery page's ELOTT and LOTT tabs and a lottery
// game opened in the site's prize mode; the game, slots and blockchain centres; the lottery
// page's latest draws, and a new draw shown without a reload.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, phonePage, shot, useApp } from '../harness.mjs';

// The catalogue is fresh for a millisecond: a journey moves the back office's clock and the
// page's, and the BFF's cache (a lottery's draws are kept up to five seconds,
// adapters/cached/lobby.go) runs on the real one, which a journey does not wait out.
const app = useApp({ env: { BFF_CACHE_TTL: '1ms' } });
const tiles = (page) => page.locator('.infinite-games .game-tile-play');

test('browse slots: search by name, filter by vendor, scroll to the second page', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  const secondPage = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/v1/games' && u.searchParams.get('page') === '2') secondPage.push(u.search);
  });
  await page.goto(`${app.base}/m/slot-games`);
  await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.infinite-games .game-tile-play').length === 18);
  // Nothing more loads while the end of the list is far below. The first page is part of the
  // first view (its answer is awaited before the first render), so the list's end has been
  // measured (the observer's first report, the check after the first paint) before the page
  // settles, which the shell marks on <html>; a request the page made by then has been reported.
  await page.locator('html[data-settled]').waitFor({ state: 'attached' });
  assert.deepEqual(secondPage, []);
  assert.equal(await tiles(page).count(), 18);
  await shot(page, 'game-centre-slots-en');

  // second page: the sentinel comes within 300 px of the bottom
  await page.mouse.wheel(0, 20000);
  await page.waitForFunction(() => document.querySelectorAll('.infinite-games .game-tile-play').length === 36);
  await page.evaluate(() => window.scrollTo(0, 0));

  // search: 500 ms after typing stops
  await page.getByRole('searchbox', { name: 'Search games' }).fill('ace');
  await page.getByRole('button', { name: 'Remove filter “ace”' }).waitFor();
  await page.waitForFunction(() => {
    const names = [...document.querySelectorAll('.infinite-games .game-tile-name')].map((n) => n.textContent.toLowerCase());
    return names.length > 0 && names.every((n) => n.includes('ace'));
  });
  await shot(page, 'game-centre-search-en');
  await page.getByRole('button', { name: 'Remove filter “ace”' }).click();

  // filter drawer: one vendor
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filter games' });
  await drawer.getByText('PG Soft').click();
  await shot(page, 'game-centre-filter-en');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Remove filter PG Soft' }).waitFor();
  await page.waitForFunction(() => {
    const badges = [...document.querySelectorAll('.infinite-games .vendor-badge')].map((n) => n.textContent);
    return badges.length > 0 && badges.every((b) => b === 'PG Soft');
  });
  assert.match(page.url(), /vassalage=PG/);
  assert.ok((await tiles(page).count()) > 0);
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('demo01 favourites a game, sees it on /m/fav-games, launches it and finds it in recent games', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  // the game opens in the same tab at the fixture upstream's address: answer it here
  await context.route('http://upstream.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>game</title><h1>Game</h1>' }));
  await page.goto(`${app.base}/m/slot-games`);
  // a visitor's heart goes to log in
  await page.getByRole('button', { name: 'Add Super Ace to favourites' }).first().click();
  await page.waitForURL(/\/m\/login/);

  const status = await page.evaluate(async () => {
    const r = await fetch('/api/v1/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' },
      body: JSON.stringify({ username: 'demo01', password: 'Demo1234' }),
    });
    return r.status;
  });
  assert.equal(status, 200);

  await page.goto(`${app.base}/m/slot-games`);
  const heart = page.getByRole('button', { name: 'Add Super Ace to favourites' }).first();
  await heart.waitFor();
  await page.waitForFunction(() => document.querySelectorAll('.game-tile-fav').length > 0);
  assert.equal(await heart.getAttribute('aria-pressed'), 'false');
  // The heart fills at once, but its code loads on the first tap: wait for it, and for the
  // BFF's answer that replaces the optimistic ids.
  const saved = page.waitForResponse((r) => r.url().includes('/api/v1/favourites/') && r.request().method() === 'PUT');
  await heart.click();
  await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', await heart.elementHandle());
  assert.equal((await saved).status(), 200);

  await page.goto(`${app.base}/m/fav-games`);
  await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
  await page.getByRole('button', { name: 'Play Super Ace' }).waitFor();
  await page.getByRole('button', { name: 'Play Ludo' }).waitFor();
  await shot(page, 'game-centre-favourites-en');

  await page.getByRole('button', { name: 'Play Super Ace' }).click();
  await page.waitForURL(/\/play\/JL0185/);

  await page.goto(`${app.base}/m/gameList?gameType=RECENT`);
  await page.getByRole('heading', { level: 1, name: 'Recent games' }).waitFor();
  await page.getByRole('button', { name: 'Play Super Ace' }).waitFor();
  await shot(page, 'game-centre-recent-en');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('the sports page frames the trial game for a visitor', async () => {
  const { context, page } = await phonePage(app);
  await context.route('http://upstream.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Sports</h1>' }));
  await page.goto(`${app.base}/m/sportsGame`);
  const frame = page.locator('iframe.sports-frame');
  await page.waitForFunction(() => document.querySelector('iframe.sports-frame')?.getAttribute('src')?.includes('mode=trial'));
  await page.getByRole('status').filter({ hasText: 'লোড' }).waitFor({ state: 'detached' });
  assert.match(await frame.getAttribute("src"), /\/play\/SPB0353.*mode=trial/);
  await shot(page, 'game-centre-sports-bn');
  await context.close();
});

test('the lottery page: an ELOTT and a LOTT tab; demo01 opens a LOTT game in the prize mode of the site', async () => {
  for (const [language, words] of [
    ['bn', { title: 'লটারি', tabs: 'লটারির ধরন', elott: 'লটারি', lott: 'লটো', first: 'Mien Bac খেলুন', game: 'Mark Six খেলুন' }],
    ['en', { title: 'Lottery', tabs: 'Kinds of lottery', elott: 'Lottery', lott: 'Lotto', first: 'Play Mien Bac', game: 'Play Mark Six' }],
  ]) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/lottery`);
    await page.getByRole('heading', { level: 1, name: words.title }).waitFor();
    const tabs = page.getByRole('tablist', { name: words.tabs });
    assert.equal(await tabs.getByRole('tab', { name: words.elott }).getAttribute('aria-selected'), 'true');
    await page.getByRole('button', { name: words.first }).waitFor();
    // every game of the tab is ELOTT's vendor's
    const vendors = await page.locator('.infinite-games .vendor-badge').allTextContents();
    assert.ok(vendors.length > 0 && vendors.every((v) => v === 'TCG Vietnam Lottery'), vendors.join());
    await shot(page, `lottery-elott-${language}`);

    await tabs.getByRole('tab', { name: words.lott }).click();
    await page.getByRole('button', { name: words.game }).waitFor();
    assert.match(page.url(), /\/m\/lottery\?gameType=LOTT$/);
    await page.waitForFunction(() => [...document.querySelectorAll('.infinite-games .vendor-badge')].every((b) => b.textContent === 'TCG Lottery'));
    await shot(page, `lottery-lott-${language}`);
    // no bottom navigation on the lottery page
    assert.equal(await page.locator('nav.bottom-nav').count(), 0);
    assert.deepEqual(page.problems, []);
    await context.close();
  }

  const { context, page } = await phonePage(app, { language: 'en' });
  await context.route('http://upstream.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>lottery</title><h1>Lottery</h1>' }));
  await page.goto(`${app.base}/m/lottery?gameType=LOTT`);
  // a visitor is sent to log in
  await page.getByRole('button', { name: 'Play Mark Six' }).click();
  await page.waitForURL(/\/m\/login/);
  const status = await page.evaluate(() =>
    fetch('/api/v1/session', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF': '1' }, body: JSON.stringify({ username: 'demo01', password: 'Demo1234' }) }).then((r) => r.status),
  );
  assert.equal(status, 200);
  await page.goto(`${app.base}/m/lottery?gameType=LOTT`);
  const launched = page.waitForRequest((r) => r.url().endsWith('/api/v1/launches'));
  await page.getByRole('button', { name: 'Play Mark Six' }).click();
  assert.deepEqual((await launched).postDataJSON(), { category: 'LOTT', vendor: 'TCG', gameId: 'TCG0123', nodeId: '170047' });
  // the fixture's ELOTT vendors include TCG_LOTTO_VN: every lottery game opens in the Elott mode,
  // which the fake upstream's game address carries
  await page.waitForURL(/\/play\/TCG0123\?.*prize=Elott/);
  await context.close();
});

test('the game centres: /m/gameCenter lists every category, /m/slotsCenter the slots, /m/blockchain the lobby without that category', async () => {
  for (const language of ['bn', 'en']) {
    const { context, page } = await phonePage(app, { language });
    const titles = language === 'bn' ? { centre: 'গেম কেন্দ্র', slots: 'স্লট' } : { centre: 'Game centre', slots: 'Slots' };
    for (const [path, title, name] of [
      ['/m/gameCenter', titles.centre, 'game-centre'],
      ['/m/slotsCenter', titles.slots, 'slots-centre'],
      ['/m/blockchain', titles.centre, 'blockchain'],
    ]) {
      await page.goto(`${app.base}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('.infinite-games .game-tile-play').length === 18);
      await shot(page, `${name}-${language}`);
    }
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("the lottery page shows each lottery's latest draw, and a new draw once the back office has drawn it", async () => {
  /** The card of a lottery in the latest draws: its issue line's first part, and its balls. */
  const drawOf = async (page, name) => {
    const card = page.locator('.lottery-draw').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await card.waitFor();
    return { card, issue: await card.locator('.lottery-draw-issue span').first().textContent(), balls: await card.locator('.lottery-ball').allTextContents() };
  };
  for (const [language, words] of [
    ['bn', { draws: 'সর্বশেষ ড্র', lott: 'লটো', issue: 'পর্ব', digits: /^[০-৯]{1,2}$/ }],
    ['en', { draws: 'Latest draws', lott: 'Lotto', issue: 'Issue', digits: /^\d{1,2}$/ }],
  ]) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/lottery`);
    await page.getByRole('region', { name: words.draws }).waitFor();
    // the ELOTT tab: a daily lottery, its issue named by its day (an identifier: Latin digits),
    // five numbers in the page's digits
    const mienBac = await drawOf(page, 'Mien Bac');
    assert.match(mienBac.issue, new RegExp(`^${words.issue} \\d{8}$`));
    assert.equal(mienBac.balls.length, 5);
    assert.ok(mienBac.balls.every((b) => words.digits.test(b)), mienBac.balls.join());
    assert.equal(await page.locator('.lottery-draw').filter({ hasText: 'Fast 3 1-Minute' }).count(), 0);
    await shot(page, `lottery-draws-elott-${language}`);

    await page.getByRole('tab', { name: words.lott }).click();
    const pk10 = await drawOf(page, 'PK10 Racing 1-Minute');
    assert.match(pk10.issue, new RegExp(`^${words.issue} \\d{8}-\\d{4}$`));
    assert.equal(pk10.balls.length, 10);
    assert.ok(pk10.balls.every((b) => words.digits.test(b)), pk10.balls.join());
    await shot(page, `lottery-draws-lott-${language}`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }

  // a new draw: the back office's clock a minute on (the fake draws by its clock), and the page's
  // moved past its next draw rather than waiting it out
  const { context, page } = await phonePage(app, { language: 'en' });
  await context.clock.install();
  await page.goto(`${app.base}/m/lottery?gameType=LOTT`);
  const before = await drawOf(page, 'Fast 3 1-Minute');
  assert.equal(before.balls.length, 3);
  await control(app, 'POST', '/__protection/clock', { advance: '1m' });
  // the page asks again once its clock passes the next draw
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/lotteries');
  await context.clock.fastForward('01:10');
  assert.equal((await asked).status(), 200);
  await page.waitForFunction((old) => document.querySelector('.lottery-draw .lottery-draw-issue span')?.textContent !== old, before.issue);
  const after = await drawOf(page, 'Fast 3 1-Minute');
  assert.ok(after.issue > before.issue, `${after.issue} after ${before.issue}`);
  assert.equal(after.balls.length, 3);
  await shot(page, 'lottery-draws-refreshed-en');
  assert.deepEqual(page.problems, []);
  await context.close();
});

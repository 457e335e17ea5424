// The shell and the home page against the real binary on fixtures.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();

test('home renders in Bengali with games from the fixtures', async () => {
  const { context, page } = await phonePage(app);
  await page.goto(`${app.base}/m/home`);
  assert.equal(await page.locator('html').getAttribute('lang'), 'bn');
  await page.getByRole('heading', { name: 'জনপ্রিয় গেম' }).waitFor();
  await page.getByText('Super Ace').first().waitFor(); // the first hot game of the fixtures
  await page.getByRole('button', { name: 'মেনু খুলুন' }).waitFor();
  await shot(page, 'shell-home-bn');
  assert.deepEqual(page.problems, []);
  await context.close();
});

test("the first view's answers are asked once each, from the page's first requests", async () => {
  const { context, page } = await phonePage(app);
  const asked = [];
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/api/') && asked.push(new URL(r.url()).pathname));
  await page.goto(`${app.base}/m/home`);
  await page.getByText('Super Ace').first().waitFor();
  await page.locator('footer').waitFor(); // after the first paint: any revalidation would have started by now
  for (const path of ['/api/v1/site', '/api/v1/session', '/api/v1/home']) {
    assert.equal(asked.filter((p) => p === path).length, 1, `${path} asked ${asked.filter((p) => p === path).length} times: ${asked}`);
  }
  // the page's inline script ran under the BFF's policy: a refused script logs an error
  assert.deepEqual(page.problems, []);
  await context.close();
});

test('switching to English survives a reload', async () => {
  const { context, page } = await phonePage(app);
  await page.goto(`${app.base}/m/home`);
  await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
  const menu = page.getByRole('dialog', { name: 'মেনু' });
  await menu.getByRole('button', { name: 'English' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await page.reload();
  await page.getByRole('heading', { name: 'Hot games' }).waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'en');
  await shot(page, 'shell-home-en');
  await context.close();
});

test('the side menu opens and closes on navigation', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await page.goto(`${app.base}/m/home`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.waitFor();
  await shot(page, 'shell-side-menu-en');
  await menu.getByRole('link', { name: 'Promotion', exact: true }).click();
  await page.waitForURL(/\/m\/activity$/);
  await menu.waitFor({ state: 'detached' });
  await context.close();
});

test('an unknown path lands on /m/home', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await page.goto(`${app.base}/m/no/such/page`);
  await page.waitForURL(/\/m\/home$/);
  await page.getByRole('heading', { name: 'Hot games' }).waitFor();
  await context.close();
});

test('the bare root goes to the home page', async () => {
  const { context, page } = await phonePage(app, { language: 'en' });
  await page.goto(`${app.base}/`);
  await page.waitForURL(/\/m\/home$/);
  await context.close();
});

test("the side menu shows its banners (group m_leftmenu) and the live chat's hosts, in Bengali and English", async () => {
  const words = {
    bn: { open: 'মেনু খুলুন', menu: 'মেনু', banners: 'প্রমোশন', hosts: 'লাইভ চ্যাটের সহকারী', online: 'অনলাইনে' },
    en: { open: 'Open menu', menu: 'Menu', banners: 'Promotions', hosts: 'Live chat hosts', online: 'Online' },
  };
  for (const [language, w] of Object.entries(words)) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/home`);
    await page.getByRole('button', { name: w.open }).click();
    const menu = page.getByRole('dialog', { name: w.menu });
    const banners = menu.getByRole('region', { name: w.banners });
    // the first banner drawn by the back office, in the page's language, at its reserved 5:2
    const first = banners.locator('img').first();
    await first.waitFor();
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await first.elementHandle());
    assert.match(await first.getAttribute('src'), new RegExp(`/media/banners/m_leftmenu-1\\.${language}\\.svg$`));
    const box = await first.boundingBox();
    assert.ok(Math.abs(box.height - box.width * 0.4) < 2, `banner ${box.width}x${box.height}, want 5:2`);
    const hosts = menu.getByRole('region', { name: w.hosts });
    const nila = hosts.getByRole('button', { name: /^Nila/ });
    await nila.waitFor();
    assert.match(await nila.textContent(), new RegExp(`^Nila${w.online}`));
    assert.equal(await hosts.getByRole('button').count(), 3);
    await shot(page, `shell-side-menu-banners-${language}`);
    await hosts.scrollIntoViewIfNeeded();
    await shot(page, `shell-side-menu-hosts-${language}`);
    // a banner leads where the back office says, and the menu closes
    await banners.getByRole('link').first().click();
    await page.waitForURL(/\/m\/app$/);
    await menu.waitFor({ state: 'detached' });
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("the lobby shows the lobby's news: its newest headline, every item in a dialog, in Bengali and English", async () => {
  const words = {
    bn: { news: 'খবর', newest: 'নতুন: পাঁচ মিনিটের সুপার লটারি', count: '৩টি খবর' },
    en: { news: 'News', newest: 'New: the five-minute super lottery', count: '3 stories' },
  };
  for (const [language, w] of Object.entries(words)) {
    const { context, page } = await phonePage(app, { language });
    await page.goto(`${app.base}/m/slot-games`);
    const section = page.getByRole('region', { name: w.news });
    const bar = section.getByRole('button', { name: w.newest });
    await bar.waitFor();
    assert.match(await bar.textContent(), new RegExp(`${w.count}$`));
    await page.locator('.game-tile').first().waitFor();
    await shot(page, `lobby-news-${language}`);
    await bar.click();
    const dialog = page.getByRole('dialog', { name: w.news });
    await dialog.waitFor();
    assert.equal(await dialog.locator('article').count(), 3);
    await dialog.getByRole('heading', { name: w.newest }).waitFor();
    // the news picture loads into the box reserved for it
    const picture = dialog.locator('article img').first();
    await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await picture.elementHandle());
    const box = await picture.boundingBox();
    assert.ok(Math.abs(box.height - box.width * 0.4) < 2, `news picture ${box.width}x${box.height}, want 5:2`);
    await shot(page, `lobby-news-dialog-${language}`);
    await dialog.getByRole('button', { name: language === 'bn' ? 'বন্ধ করুন' : 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

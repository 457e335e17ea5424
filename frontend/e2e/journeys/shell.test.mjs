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
  await menu.getByRole('link', { name: 'Promotion' }).click();
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

// Each merchant's site is its own product: the two sites of testdata/config/e2e.yaml (the demo on
// 127.0.0.1, the strict site on strict.localhost) against the real binary, each with its
// <title>, theme colour, web app manifest and header logo, and demo01's deposit record written in
// the site's zone (Asia/Dhaka, UTC+6; Asia/Kathmandu, UTC+5:45: the same deposit a quarter of an
// hour apart), in English and Bengali.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { control, logIn, phonePage, shot, useApp } from '../harness.mjs';

const app = useApp();

const sites = [
  // brand: the name an installed app shows (the served page's <title>, the manifest); name: the
  // site's own, which the running app writes in the tab
  { id: 'demo', base: () => app.base, brand: 'Demo Casino', name: 'Demo Casino', theme: '#0f766e', logo: '/icons/icon.svg', zone: 'Asia/Dhaka' },
  {
    id: 'strict',
    base: () => app.base.replace('127.0.0.1', 'strict.localhost'),
    brand: 'Strict Casino Nepal',
    name: 'Strict Casino',
    theme: '#1d4ed8',
    logo: '/media/app/icon.svg',
    zone: 'Asia/Kathmandu',
  },
];

/** A moment as the site writes a date and time (src/lib/dates.ts), worked out by Intl in the page for `zone`. */
function dateTimeIn(page, iso, zone, language) {
  return page.evaluate(
    ([at, tz, lng]) => {
      const f = new Intl.DateTimeFormat(lng === 'bn' ? 'bn-BD' : 'en-GB', {
        timeZone: tz, day: 'numeric', month: lng === 'bn' ? 'long' : 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
      });
      const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, x.value]));
      return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
    },
    [iso, zone, language],
  );
}

test('each site carries its own title, theme colour, manifest and logo', async () => {
  // a country both sites serve (the strict site refuses Nepal), before the strict site's first request
  await control(app, 'POST', '/__protection/location', { country: 'BD' });
  for (const site of sites) {
    const { context, page } = await phonePage(app, { language: 'en' });
    await page.goto(`${site.base()}/m/home`);
    const logo = page.locator('header.header .logo img.logo-mark');
    await logo.waitFor();
    const served = await page.evaluate(() => fetch('/m/home').then((r) => r.text()));
    assert.match(served, new RegExp(`<title>${site.brand}</title>`), `${site.id}: the served page's <title>`);
    assert.equal(await page.title(), site.name, `${site.id}: the running app's <title>`);
    assert.equal(await page.locator('meta[name="theme-color"]').getAttribute('content'), site.theme, `${site.id}: theme-color`);
    const manifest = await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()));
    assert.equal(manifest.name, site.brand, `${site.id}: the manifest's name`);
    assert.equal(await logo.getAttribute('src'), site.logo, `${site.id}: the header's logo`);
    await page.waitForFunction(() => document.querySelector('header.header img.logo-mark')?.naturalWidth > 0);
    await shot(page, `whitelabel-${site.id}-home-en`);
    assert.deepEqual(page.problems, []);
    await context.close();
  }
});

test("demo01's deposit is written in each site's zone, in English and Bengali", async () => {
  await control(app, 'POST', '/__protection/location', { country: 'BD' });
  for (const language of ['en', 'bn']) {
    const written = {};
    for (const site of sites) {
      const { context, page } = await phonePage(app, { language });
      await logIn({ base: site.base() }, page, 'demo01', 'Demo1234', { language });
      await page.goto(`${site.base()}/m/vouReport`);
      await page.getByRole('button', { name: language === 'en' ? '7 days' : '৭ দিন' }).click();
      const row = page.locator('.record-list .record-row').first();
      await row.waitFor();
      const sub = (await row.locator('.record-sub').first().textContent()) ?? '';
      const id = sub.split(' · ').at(-1)?.trim() ?? '';
      assert.match(id, /^D\d+$/, `${site.id}: the record's id, as the back office writes it: ${sub}`);
      // the last 30 days (the BFF's longest range is 90), from the device's day as the page asks
      const deposits = await page.evaluate(() => {
        const d = new Date(Date.now() - 29 * 24 * 60 * 60 * 1000);
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        return fetch(`/api/v1/deposits?from=${day}`).then((r) => r.json());
      });
      const deposit = deposits.items.find((d) => d.id === id);
      assert.ok(deposit, `${site.id}: ${id} among demo01's deposits`);
      const expected = await dateTimeIn(page, deposit.createdAt, site.zone, language);
      assert.equal(sub, `${expected} · ${id}`, `${site.id}: the deposit's time in ${site.zone}`);
      written[site.id] = { id, sub };
      await shot(page, `whitelabel-${site.id}-deposits-${language}`);
      assert.deepEqual(page.problems, []);
      await context.close();
    }
    assert.equal(written.demo.id, written.strict.id, 'the same deposit on both sites');
    assert.notEqual(written.demo.sub, written.strict.sub, 'a quarter of an hour apart');
  }
});

// Accessibility check with axe-core (the engine behind Lighthouse's accessibility audit) on
// phone-size pages, in Bengali and English, light and dark. Exits non-zero on any violation.
//
//   npm run dev & node e2e/a11y.mjs                    (BASE_URL=... for a preview or the binary)
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const pages = [
  { name: 'home', path: '/m/home' },
  { name: 'home dark', path: '/m/home', dark: true },
  { name: 'menu', path: '/m/home', open: /মেনু খুলুন|Open menu/ },
  { name: 'member panel', path: '/m/home', open: /সদস্য মেনু|Member menu/ },
  { name: 'promotion', path: '/m/activity' },
  { name: 'age gate', path: '/m/home', ageGate: true },
  { name: 'maintenance', path: '/m/home?mock=maintenance' },
  { name: 'failing section', path: '/m/home?mock=failing-section' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
let failures = 0;
for (const lang of ['bn', 'en']) {
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, bypassCSP: true, colorScheme: p.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    await context.addInitScript(
      ({ l, ageGate }) => {
        localStorage.setItem('language', l);
        // the age gate answered as on a returning device, unless the page is the gate itself
        if (!ageGate) localStorage.setItem('ageConfirmed', '21');
        if (!location.search.includes('mock=')) sessionStorage.removeItem('mock');
      },
      { l: lang, ageGate: p.ageGate === true },
    );
    const page = await context.newPage();
    await page.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    if (p.open) {
      await page.getByRole('button', { name: p.open }).click();
      await page.waitForTimeout(600);
    }
    await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(() =>
      // eslint-disable-next-line no-undef
      axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }),
    );
    const violations = result.violations.filter((v) => v.id !== 'region');
    failures += violations.length;
    console.log(`${lang} ${p.name}: ${violations.length ? 'FAIL' : 'ok'} (${result.passes.length} rules passed)`);
    for (const v of violations) {
      console.log(`  ${v.id} (${v.impact}): ${v.help}`);
      for (const n of v.nodes.slice(0, 4)) console.log(`    ${n.target.join(' ')}  ${n.failureSummary?.split('\n')[1] ?? ''}`);
    }
    await context.close();
  }
}
await browser.close();
process.exit(failures ? 1 : 0);

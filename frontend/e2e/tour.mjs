// The tour: every route of src/app/route-table.tsx, and home, in Bengali and English at phone size
// (390x844), against the built binary on its embedded fixture back office: a visitor on the
// routes for anyone, demo01 on a member's, agent01 on an agent's. One command for the next look
// at the whole site:
//
//   npm run build && (cd .. && go build -o bin/bff ./cmd/bff) && npm run tour
//
// Output: screenshots/tour/<lang>/<route>.png (ignored by git), the top of each page; with
// --full, the whole page in parts of 1600 CSS px (<route>-1.png, <route>-2.png ...). BFF_BIN
// names another binary, ONLY=/activity,/wallets a few routes, LANGS=bn one language.
import { mkdir, rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { lookers as accounts, phonePage, routeTable as routes, startBinary, submitLogin } from './harness.mjs';

const full = process.argv.includes('--full');
const outDir = new URL('../screenshots/tour/', import.meta.url);
const only = process.env.ONLY?.split(',');
const langs = process.env.LANGS?.split(',') ?? ['bn', 'en'];

/** What a route needs in its query to show something: a promotion, a vendor's games, a notice. */
const queries = {
  '/activityDetail': '?id=3001',
  '/activityApply': '?id=3008',
  '/gameList': '?gameType=RNG&vassalage=JL',
  '/transaction/record': '',
};

/**
 * Waits for the page to settle: its requests answered, its pictures loaded or failed. Its
 * transitions are shown at their end by the screenshot itself (`animations: 'disabled'`;
 * harness.mjs's shot says why it does not wait for them).
 */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((i) => !i.complete && i.loading !== 'lazy')
        .map((i) => new Promise((r) => ['load', 'error'].forEach((e) => i.addEventListener(e, r, { once: true })))),
    ),
  );
  await page.waitForTimeout(400);
}

/** Answers "later" to what asks on arrival: an agent's contract prompts, one after another. */
async function dismissPrompts(page) {
  const later = page.getByRole('dialog').getByRole('button', { name: /^(বাতিল|Cancel)$/ });
  for (let i = 0; i < 5 && (await later.count()) > 0; i++) {
    await later.first().click();
    await page.waitForTimeout(300);
  }
}

async function screenshot(page, file) {
  if (!full) {
    await page.screenshot({ path: new URL(`${file}.png`, outDir).pathname, animations: 'disabled' });
    return;
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1600, part++) {
    await page.screenshot({ path: new URL(`${file}-${part}.png`, outDir).pathname, fullPage: true, animations: 'disabled', clip: { x: 0, y, width: 390, height: Math.min(1600, height - y) } });
  }
}

const table = [{ path: '/home', access: 'all' }, ...(await routes())].filter((r) => !only || only.includes(r.path));
const { base, bff } = await startBinary();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const app = { base, browser };
const problems = [];
try {
  await rm(outDir, { recursive: true, force: true });
  for (const lang of langs) {
    await mkdir(new URL(`${lang}/`, outDir), { recursive: true });
    for (const [access, account] of Object.entries(accounts)) {
      const group = table.filter((r) => r.access === access);
      if (group.length === 0) continue;
      const { context, page } = await phonePage(app, { language: lang });
      if (account) {
        await page.goto(`${base}/m/login${access === 'agent' ? '?as=agent' : ''}`);
        await submitLogin(page, account[0], account[1], lang);
        await page.waitForURL(/\/m\/home$/);
      }
      for (const route of group) {
        const name = route.path.replace(/^\//, '').replaceAll('/', '-');
        await page.goto(`${base}/m${route.path}${queries[route.path] ?? ''}`);
        await settle(page);
        await dismissPrompts(page);
        await screenshot(page, `${lang}/${name}`);
        console.log(`${lang} ${route.access.padEnd(7)} ${route.path}`);
      }
      problems.push(...page.problems.map((p) => `${lang} ${access}: ${p}`));
      await context.close();
    }
  }
} finally {
  await browser.close();
  bff.kill('SIGTERM');
}
console.log(`${table.length * langs.length} screens in ${outDir.pathname}`);
if (problems.length > 0) console.log(`page errors and console errors:\n${problems.join('\n')}`);

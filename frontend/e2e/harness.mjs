// The end-to-end harness: the real BFF binary on its embedded fixture upstream, driven by
// playwright-core in Debian's Chromium at phone size. Journeys (journeys/*.test.mjs) run under
// node's test runner: `npm run e2e` (make test-e2e builds the binary first).
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const phone = { width: 390, height: 844 };
const androidUA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const chromiumArgs = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];
const shotsDir = new URL('../test-results/e2e/', import.meta.url);

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url, bff) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (bff.exitCode !== null) throw new Error(`the BFF exited with ${bff.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready within 30 s`);
}

/**
 * Starts the BFF and Chromium for the journeys of one file and stops them after it. Returns an
 * object whose `base`, `browser` and helpers are set once `before` has run; `upstream` is the
 * embedded fixture upstream's address (its back-office control calls: `control`).
 */
export function useApp() {
  const app = { base: '', upstream: '', browser: null, bff: null, log: [] };
  before(async () => {
    const bin = process.env.BFF_BIN ?? '../bin/bff';
    const port = await freePort();
    app.base = `http://127.0.0.1:${port}`;
    app.bff = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`, '--log-level', 'warn'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      // The demo site with its protection facts (a one-minute reality check) and the second,
      // strict site (minimum age 21, a refused country) on strict.localhost.
      env: { ...process.env, BFF_UPSTREAM_MODE: 'fixture', BFF_CONFIG: fileURLToPath(new URL('../../testdata/config/e2e.yaml', import.meta.url)) },
    });
    app.bff.stderr.on('data', (b) => app.log.push(String(b)));
    // "BFF listening on http://…/m/home (fixture upstream at http://127.0.0.1:PORT)" (cmd/bff/serve.go)
    app.bff.stdout.on('data', (b) => {
      const found = /fixture upstream at (http:\/\/[\d.:]+)/.exec(String(b));
      if (found) app.upstream = found[1];
    });
    await waitReady(`${app.base}/readyz`, app.bff);
    app.browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
    await mkdir(shotsDir, { recursive: true });
  });
  after(async () => {
    await app.browser?.close();
    app.bff?.kill('SIGTERM');
  });
  return app;
}

/**
 * A back-office call on the fixture upstream (docs/UPSTREAM.md: POST /__money/deposits/{id}/approve,
 * /__money/auto-approve ...): what a person at the merchant would do. Fails on anything but 200.
 */
export async function control(app, method, path, body) {
  if (!app.upstream) throw new Error('the fixture upstream address was not printed by bff serve');
  const response = await fetch(`${app.upstream}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The fixture's home popup announcements (PU): a device that has seen them is not shown them again. */
export const fixturePopupIds = ['2501', '2502'];

/**
 * A fresh phone-sized context (no cookies, no storage) and its page. `language` preselects the
 * stored language as a returning player would have it; without it the site's default applies.
 * The home page's popups are marked seen, as on a returning device, unless `popups` is true; the
 * age gate is answered (21, the strictest site's age) unless `ageGate` is true.
 */
export async function phonePage(app, { language, popups = false, ageGate = false } = {}) {
  const context = await app.browser.newContext({
    viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: androidUA,
    serviceWorkers: 'block',
  });
  if (language) {
    await context.addInitScript((l) => localStorage.setItem('language', l), language);
  }
  if (!ageGate) {
    await context.addInitScript(() => {
      if (localStorage.getItem('ageConfirmed') === null) localStorage.setItem('ageConfirmed', '21');
    });
  }
  if (!popups) {
    await context.addInitScript((ids) => {
      if (localStorage.getItem('seenPopups') === null) localStorage.setItem('seenPopups', JSON.stringify(ids));
    }, fixturePopupIds);
  }
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.problems = problems;
  return { context, page };
}

/** Saves a screenshot under test-results/e2e/ (ignored by git) to look at after a run. */
export async function shot(page, name) {
  // Let transitions (drawers, toasts) settle; endless ones (marquee, counters) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: new URL(`${name}.png`, shotsDir).pathname });
}

/** The login form's labels and the header's balance group, as the site names them in each language. */
const accountTexts = {
  en: { username: 'Username', password: 'Password', logIn: 'Log in', balance: 'Balance' },
  bn: { username: 'ইউজারনেম', password: 'পাসওয়ার্ড', logIn: 'লগইন', balance: 'ব্যালেন্স' },
};

/** Fills in the login form the page shows (by user name and password) and sends it. */
export async function submitLogin(page, username, password, language = 'en') {
  const l = accountTexts[language];
  await page.getByLabel(l.username, { exact: true }).fill(username);
  await page.getByLabel(l.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: l.logIn, exact: true }).click();
}

/**
 * Logs in on /m/login and waits for home, where a login from there lands; with `balance`, also
 * for the member's balance in the header (the session's answers are in).
 */
export async function logIn(app, page, username, password, { language = 'en', balance = false } = {}) {
  await page.goto(`${app.base}/m/login`);
  await submitLogin(page, username, password, language);
  await page.waitForURL(/\/m\/home$/);
  if (balance) await page.getByRole('group', { name: accountTexts[language].balance }).waitFor();
}

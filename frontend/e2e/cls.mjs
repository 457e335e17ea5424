// Layout shift of every route of src/app/route-table.tsx, and home, as a phone on a slow network
// loads it: 390x844, an Android user agent, the CPU slowed four times and Lighthouse's slow 4G
// (562.5 ms round trip, 1.4 Mbit/s down) through the DevTools protocol, so a screen's data, chunks
// and pictures arrive late as they do on a cheap phone. Each route in a fresh profile as
// Lighthouse loads it (Bengali, the age gate unanswered; AGE=21 answers it), as a visitor, demo01
// or agent01 as its access needs (logged in through POST /api/v1/session, as cmd/benchrun does).
// Prints per route the layout shift (Lighthouse's figure: the worst session window; and the sum)
// and the elements that moved, biggest first; then axe-core's violations on the loaded route (the
// rules of e2e/a11y.mjs, on the CPU at full speed). Against the built binary:
//
//   npm run build && (cd .. && go build -o bin/bff ./cmd/bff) && node e2e/cls.mjs
//
// BFF_BIN names another binary, ONLY=/activity,/agent* some routes, SETTLE=8000 the time (ms)
// watched after the load event (5000 by default), FAST=1 leaves the CPU and network alone, AXE=0
// skips the accessibility check. Non-zero when a route shifts by the budget or more, or fails axe.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { lookers as accounts, phone, routeTable as routes, startBinary } from './harness.mjs';

const androidUA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const settleMs = Number(process.env.SETTLE ?? 5000);
const fast = process.env.FAST === '1';
const only = process.env.ONLY?.split(',').map((s) => s.trim().replace(/^\/m\//, '/'));
const budget = 0.05;
const axeSource = process.env.AXE === '0' ? null : await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The query a screen needs to show content: cmd/benchrun/routes.go's routeQueries. */
const queries = { '/activityDetail': 'id=3006', '/activityApply': 'id=3017', '/gameList': 'gameType=LUDO' };

/** Who loads a route of each access: cmd/benchrun/routes.go's accessAccounts. */

function matches(path) {
  if (!only) return true;
  return only.some((o) => (o.endsWith('*') ? path.startsWith(o.slice(0, -1)) : o.toLowerCase() === path.toLowerCase()));
}

/**
 * Runs in the page before its scripts: keeps every layout shift without recent input, with a
 * description of each element that moved taken when it moved (it may be gone by the end).
 */
function observeShifts() {
  const describe = (node) => {
    if (!node) return '(gone)';
    if (node.nodeType !== 1) return `#text in ${describe(node.parentElement)}`;
    const cls = typeof node.className === 'string' && node.className ? `.${node.className.trim().split(/\s+/).join('.')}` : '';
    const parent = node.parentElement;
    const pcls = parent && typeof parent.className === 'string' && parent.className ? `.${parent.className.trim().split(/\s+/)[0]}` : '';
    return `${parent ? `${parent.localName}${pcls} > ` : ''}${node.localName}${node.id ? `#${node.id}` : ''}${cls}`;
  };
  const rect = (r) => `${Math.round(r.y)}+${Math.round(r.height)}`;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__shifts.push({
        t: Math.round(e.startTime),
        value: e.value,
        sources: (e.sources ?? []).map((s) => `${describe(s.node)} ${rect(s.previousRect)}→${rect(s.currentRect)}`),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Lighthouse's CLS: the largest session window (shifts less than 1 s apart, at most 5 s long). */
function worstWindow(shifts) {
  let worst = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const s of shifts) {
    if (s.t - last > 1000 || s.t - start > 5000) {
      sum = 0;
      start = s.t;
    }
    sum += s.value;
    last = s.t;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/** axe-core's violations on the page as it is now, with the CPU at full speed (e2e/a11y.mjs's rules). */
async function axeViolations(page, cdp) {
  await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() =>
    // eslint-disable-next-line no-undef
    axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }),
  );
  return result.violations
    .filter((v) => v.id !== 'region')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

/** A fresh profile, logged in as account when one is given; its page slowed as a phone's. */
async function freshPage(browser, base, account) {
  const context = await browser.newContext({
    viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent: androidUA, serviceWorkers: 'block',
    // axe-core comes in as an inline script, which the site's policy would refuse
    bypassCSP: axeSource !== null,
  });
  if (process.env.AGE) await context.addInitScript((age) => localStorage.setItem('ageConfirmed', age), process.env.AGE);
  await context.addInitScript(observeShifts);
  if (account) {
    const res = await context.request.post(`${base}/api/v1/session`, {
      data: { username: account[0], password: account[1] },
      headers: { 'X-CSRF': '1', Origin: base },
    });
    if (!res.ok()) throw new Error(`log in as ${account[0]}: ${res.status()}`);
  }
  const page = await context.newPage();
  let cdp;
  if (!fast) {
    cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
  }
  return { context, page, cdp };
}

const table = [{ path: '/home', access: 'all' }, ...(await routes())].filter((r) => matches(r.path));
if (table.length === 0) throw new Error(`ONLY=${process.env.ONLY} names no route`);
const { base, bff } = await startBinary();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = [];
try {
  for (const route of table) {
    const { context, page, cdp } = await freshPage(browser, base, accounts[route.access]);
    const url = `${base}/m${route.path}${queries[route.path] ? `?${queries[route.path]}` : ''}`;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(() => window.__shifts);
    const finalPath = new URL(page.url()).pathname;
    const violations = axeSource ? await axeViolations(page, cdp) : [];
    await context.close();
    const cls = worstWindow(shifts);
    const sum = shifts.reduce((a, s) => a + s.value, 0);
    results.push({ ...route, cls, violations });
    const ended = finalPath.toLowerCase() === `/m${route.path}`.toLowerCase() ? '' : `  (ended on ${finalPath})`;
    console.log(`${cls < budget ? 'ok  ' : 'OVER'} ${cls.toFixed(3)} (sum ${sum.toFixed(3)}) ${route.access.padEnd(7)} ${route.path}${ended}`);
    for (const s of [...shifts].sort((a, b) => b.value - a.value).slice(0, 6)) {
      console.log(`       ${s.value.toFixed(3)} at ${s.t} ms`);
      for (const src of s.sources) console.log(`         ${src}`);
    }
    for (const v of violations) console.log(`       axe ${v}`);
  }
} finally {
  await browser.close();
  bff.kill('SIGTERM');
}
const over = results.filter((r) => r.cls >= budget);
const failing = results.filter((r) => r.violations.length > 0);
console.log(`${results.length - over.length} of ${results.length} routes under CLS ${budget}${over.length ? `; over: ${over.map((r) => r.path).join(', ')}` : ''}`);
if (axeSource) console.log(`${results.length - failing.length} of ${results.length} routes without an axe violation${failing.length ? `; failing: ${failing.map((r) => r.path).join(', ')}` : ''}`);
process.exit(over.length || failing.length ? 1 : 0);

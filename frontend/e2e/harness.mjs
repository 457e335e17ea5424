// The end-to-end harness: the real BFF binary on its embedded fixture upstream, driven by
// playwright-core in Debian's Chromium at phone size. Journeys (journeys/*.test.mjs) run under
// node's test runner: `npm run e2e` (make test-e2e builds the binary first).
//
// Every step a journey takes has a limit of its own and names itself when it runs out: Playwright
// bounds its waits, actions and navigations (stepLimitMs, set on each context), and the harness
// bounds what Playwright leaves open: an evaluation (a page whose thread hangs never answers it),
// the closing of a context (which waits for route handlers still running), the browser's and the
// BFF's stopping, a back-office call. A journey that fails names its step and the line it was
// called from, never only the runner's time-out.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * The longest one step may take: a wait for what the page shows, an action, a navigation, an
 * evaluation. A step on a busy 2-core machine takes about three times as long as on a quiet one;
 * the slowest seen there took a quarter of this.
 */
export const stepLimitMs = 60_000;

/** Rejects with `what`, and the stack of the step that asked, when `promise` has not settled within `ms`. */
function within(promise, ms, what) {
  const late = new Error(`${what}: not done within ${ms / 1000} s`);
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(late), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const limited = new WeakSet();

/**
 * Puts the step limit on the evaluations of each prototype (Page, Frame, Locator, handles), which
 * Playwright leaves unbounded, and on a context's closing, which first stops its routes so that
 * it never waits on a handler still running. Once per prototype: the objects of every context share them.
 */
function limitUnboundedSteps(context, page) {
  const evaluations = ['evaluate', 'evaluateHandle', 'evaluateAll', '$eval', '$$eval'];
  const handle = page.mainFrame();
  for (const proto of [page, handle, page.locator('html')].map(Object.getPrototypeOf)) {
    if (limited.has(proto)) continue;
    limited.add(proto);
    for (const name of evaluations) {
      const original = proto[name];
      if (typeof original !== 'function') continue;
      proto[name] = function (...args) {
        return within(original.apply(this, args), stepLimitMs, `${name}(${String(args[0]).slice(0, 80)})`);
      };
    }
  }
  const contextProto = Object.getPrototypeOf(context);
  if (limited.has(contextProto)) return;
  limited.add(contextProto);
  const close = contextProto.close;
  contextProto.close = function (options) {
    const closing = async () => {
      await Promise.all([this, ...this.pages()].map((routed) => routed.unrouteAll({ behavior: 'ignoreErrors' })));
      await close.call(this, options);
    };
    return within(closing(), stepLimitMs, 'closing the browser context');
  };
}

/** A free port on the loopback: the system picks one, the probe closes at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitReady(url, child, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      // a socket that accepted but does not answer yet is asked again, not waited on for minutes
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready within ${seconds} s`);
}

/** The route table's paths and access, read from its source: each entry's path, then its access until the next path. */
export async function routeTable() {
  const source = await readFile(new URL('../src/app/route-table.tsx', import.meta.url), 'utf8');
  const paths = await readFile(new URL('../src/config/paths.ts', import.meta.url), 'utf8');
  const table = source.slice(source.indexOf('export const routeTable'));
  const constant = (name) => new RegExp(`export const ${name} = '([^']+)'`).exec(paths)?.[1];
  const entries = [...table.matchAll(/\bpath: (?:'([^']+)'|(\w+))/g)];
  return entries.map((m, i) => {
    const end = entries[i + 1]?.index ?? table.length;
    const access = /\baccess: '(\w+)'/.exec(table.slice(m.index, end))?.[1] ?? 'all';
    const path = m[1] ?? constant(m[2]);
    if (!path) throw new Error(`route-table.tsx: no value for path ${m[2]}`);
    return { path, access };
  });
}

/** Who looks at a route of each access (the route table's `access`): by user name and password. */
export const lookers = { all: null, member: ['demo01', 'Demo1234'], deposit: ['demo01', 'Demo1234'], agent: ['agent01', 'Agent1234'] };

/**
 * Starts the built binary (`BFF_BIN`) on its fixture upstream, with `env` over the environment, on
 * a port the system picks as the binary binds it: a port probed free and handed over would be
 * free only until another process of the busy machine (a journey of the other file, Chromium)
 * took it first. Resolves once it answers /readyz, with its address and its fixture upstream's,
 * both as it prints them; its log (standard error) is kept in `log`, and is part of the error
 * when it does not start.
 */
async function startServe(env = {}) {
  const bff = spawn(process.env.BFF_BIN ?? '../bin/bff', ['serve', '--listen', '127.0.0.1:0', '--log-level', 'warn'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BFF_UPSTREAM_MODE: 'fixture', ...env },
  });
  const log = [];
  bff.stderr.on('data', (b) => log.push(String(b)));
  const failed = (message) => new Error(`${message}\n${log.join('')}`);
  // "BFF listening on http://…/m/home (fixture upstream at http://127.0.0.1:PORT)" (cmd/bff/serve.go)
  const printed = new Promise((resolve, reject) => {
    let out = '';
    const read = (b) => {
      out += String(b);
      const found = /BFF listening on (http:\/\/[\d.:]+)\/m\/home \(fixture upstream at (http:\/\/[\d.:]+)\)/.exec(out);
      if (!found) return;
      bff.stdout.off('data', read);
      bff.stdout.resume(); // what it prints later is not needed, and must not fill the pipe
      resolve({ base: found[1], upstream: found[2] });
    };
    bff.stdout.on('data', read);
    bff.once('exit', (code) => reject(failed(`bff serve exited with ${code} before it listened`)));
    setTimeout(() => reject(failed('bff serve printed no address within 30 s')), 30_000).unref();
  });
  try {
    const { base, upstream } = await printed;
    await waitReady(`${base}/readyz`, bff).catch((e) => {
      throw failed(e.message);
    });
    return { bff, base, upstream, log };
  } catch (e) {
    bff.kill('SIGKILL');
    throw e;
  }
}

/** The built binary (`BFF_BIN`) on its fixture upstream, outside the test runner (the tour, cls.mjs). */
export async function startBinary() {
  const { bff, base, log } = await startServe();
  bff.stderr.on('data', (b) => process.stderr.write(b));
  process.stderr.write(log.join(''));
  return { base, bff };
}

const e2eConfig = fileURLToPath(new URL('../../testdata/config/e2e.yaml', import.meta.url));

/**
 * Starts the Firebase Auth emulator (npm firebase-tools, no credentials: a demo- project) on free
 * ports for the demo site's project of testdata/config/e2e.yaml, and writes a copy of that
 * configuration whose sites sign in on it. Returns the emulator's process, address and project,
 * the copy's path and its folder (removed by stopEmulator).
 */
async function startEmulator() {
  const yaml = await readFile(e2eConfig, 'utf8');
  const project = /project_id: (demo-[\w-]+)/.exec(yaml)?.[1];
  if (!project) throw new Error('testdata/config/e2e.yaml names no demo- Firebase project');
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = await mkdtemp(join(tmpdir(), 'e2e-firebase-'));
  const emulators = { auth: { host: '127.0.0.1', port: auth }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false } };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify({ emulators }));
  const config = join(dir, 'e2e.yaml');
  await writeFile(config, yaml.replaceAll('emulator_host: 127.0.0.1:9099', `emulator_host: 127.0.0.1:${auth}`));
  const cli = fileURLToPath(new URL('../node_modules/.bin/firebase', import.meta.url));
  const proc = spawn(cli, ['emulators:start', '--only', 'auth', '--project', project], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    // no update check or usage report: the journeys run offline
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '', CI: 'true' },
  });
  const log = [];
  proc.stdout.on('data', (b) => log.push(String(b)));
  proc.stderr.on('data', (b) => log.push(String(b)));
  const url = `http://127.0.0.1:${auth}`;
  try {
    // the CLI loads for a while on a busy 2-core machine
    await waitReady(`${url}/`, proc, 180);
  } catch (e) {
    proc.kill('SIGKILL');
    throw new Error(`${e.message}\n${log.join('')}`);
  }
  return { proc, url, project, config, dir };
}

/** Stops the emulator by its process id and removes its folder. */
async function stopEmulator(emulator) {
  if (!emulator) return;
  await stopProcess(emulator.proc);
  await rm(emulator.dir, { recursive: true, force: true });
}

/**
 * Starts the BFF and Chromium for the journeys of one file and stops them after it. Returns an
 * object whose `base`, `browser` and helpers are set once `before` has run; `upstream` is the
 * embedded fixture upstream's address (its back-office control calls: `control`). With
 * `firebase`, the Firebase Auth emulator starts first and the sites sign in on it
 * (`app.firebase`: its `url` and `project`). `env` is more of the BFF's environment (BFF_*).
 */
export function useApp({ firebase = false, env = {} } = {}) {
  const app = { base: '', upstream: '', browser: null, bff: null, log: [], firebase: null };
  let server = null;
  before(async () => {
    if (firebase) app.firebase = await startEmulator();
    // The demo site with its protection facts (a one-minute reality check) and the second,
    // strict site (minimum age 21, a refused country) on strict.localhost.
    Object.assign(app, await startServe({ BFF_CONFIG: app.firebase?.config ?? e2eConfig, ...env }));
    // a browser server, so that a browser that does not close is stopped by its process id
    server = await chromium.launchServer({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: chromiumArgs });
    app.browser = await chromium.connect(server.wsEndpoint(), { timeout: stepLimitMs });
    await mkdir(shotsDir, { recursive: true });
  });
  after(async () => {
    try {
      if (app.browser) await within(app.browser.close(), stepLimitMs, 'closing the browser');
      if (server) await within(server.close(), stepLimitMs, 'stopping the browser');
    } catch (e) {
      await server?.kill(); // its process id: the browser is stopped whatever held it
      throw e;
    } finally {
      await stopProcess(app.bff);
      await stopEmulator(app.firebase);
    }
  });
  return app;
}

/** Stops a process this harness started, by its process id: SIGTERM, then SIGKILL after 10 s. */
async function stopProcess(proc) {
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

const gapiShim = readFile(new URL('./gapi-iframes.js', import.meta.url), 'utf8');

/**
 * Serves, in a context's pages and frames, e2e/gapi-iframes.js for Google's api.js (Firebase's popup
 * channel; offline, Google cannot be reached) and refuses at once what the emulator's sign-in
 * page asks of the internet (its style sheets and fonts, which it does without).
 */
export async function routeGoogleFrames(context) {
  const body = await gapiShim;
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ contentType: 'text/javascript', body }));
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
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
    signal: AbortSignal.timeout(stepLimitMs),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The fixture's home popup announcements (PU): a device that has seen them is not shown them again. */
export const fixturePopupIds = ['2501', '2502'];

/**
 * A fresh phone-sized context (no cookies, no storage) and its page, each step of it limited to
 * stepLimitMs. `language` preselects the stored language as a returning player would have it;
 * without it the site's default applies. The home page's popups are marked seen, as on a
 * returning device, unless `popups` is true; the age gate is answered (21, the strictest site's
 * age) unless `ageGate` is true. `userAgent` is an Android phone's browser unless given.
 */
export async function phonePage(app, { language, popups = false, ageGate = false, userAgent = androidUA } = {}) {
  const context = await app.browser.newContext({
    viewport: phone, deviceScaleFactor: 2, isMobile: true, hasTouch: true, userAgent,
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(stepLimitMs);
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
  limitUnboundedSteps(context, page);
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.problems = problems;
  return { context, page };
}

/**
 * Saves a screenshot under test-results/e2e/ (ignored by git) to look at after a run. Transitions
 * (drawers, toasts) are shown at their end, endless animations (marquee, shimmer) at their start:
 * Playwright moves them there for the picture, rather than the picture waiting for their
 * `finished` promises, which Chromium does not settle for an animation inside a
 * `content-visibility: auto` part scrolled off the screen (the home page's winners sliding, as
 * the page scrolls to its footer) until that part is drawn again: a wait that never ended.
 */
export async function shot(page, name) {
  await page.screenshot({ path: new URL(`${name}.png`, shotsDir).pathname, animations: 'disabled' });
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
 * for the member's balance in the header (the session's answers are in). `as: 'agent'` opens
 * the page on its agent login (an agent is refused on the member one, the page's default).
 */
export async function logIn(app, page, username, password, { language = 'en', balance = false, as = 'member' } = {}) {
  await page.goto(`${app.base}/m/login${as === 'agent' ? '?as=agent' : ''}`);
  await submitLogin(page, username, password, language);
  await page.waitForURL(/\/m\/home$/);
  if (balance) await page.getByRole('group', { name: accountTexts[language].balance }).waitFor();
}

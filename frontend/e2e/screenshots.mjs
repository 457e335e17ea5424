// Phone-size screenshots of the site in Bengali and English.
//
//   npm run dev  &  node e2e/screenshots.mjs                        dev server with msw (default)
//   npm run build && npx vite preview --port 4173 &
//     BASE_URL=http://127.0.0.1:4173 node e2e/screenshots.mjs --mock-api   the built bundle, /api from the goldens
//   BASE_URL=http://127.0.0.1:8080 node e2e/screenshots.mjs         the real binary
//
// Output: screenshots/<lang>-<name>.png (ignored by git). Scenario shots use ?mock= and so need
// the dev server or --mock-api.
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:5173').replace(/\/$/, '');
const mockApi = process.argv.includes('--mock-api');
const outDir = new URL('../screenshots/', import.meta.url);
await mkdir(outDir, { recursive: true });

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

/** Serves /api from testdata/bff by path, query subset and language; ?mock= picks a scenario golden. */
async function goldenRouter() {
  const root = new URL('../../testdata/bff/', import.meta.url);
  const features = (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
  const index = (
    await Promise.all(
      features.map(async (feature) => {
        const dir = new URL(`${feature}/`, root);
        const entries = JSON.parse(await readFile(new URL('index.json', dir), 'utf8'));
        return entries.map((e) => ({ ...e, file: new URL(e.file, dir) }));
      }),
    )
  ).flat();
  const scenarios = { maintenance: 'site-maintenance', region: 'site-region-restricted', 'failing-section': 'home-winners-unavailable' };
  const variants = new Set(Object.values(scenarios));
  const entries = await Promise.all(
    index.map(async (e) => ({ ...e, url: new URL(e.path, 'http://x'), body: await readFile(e.file, 'utf8') })),
  );
  return async (route, scenario) => {
    const request = route.request();
    const url = new URL(request.url());
    const lang = (request.headers()['accept-language'] ?? 'bn').slice(0, 2);
    const forced = scenarios[scenario] ?? scenario;
    const same = entries.filter((e) => e.method === request.method() && e.url.pathname === url.pathname);
    const pick =
      same.find((e) => e.name === forced) ??
      same
        .filter((e) => !variants.has(e.name))
        .filter((e) => [...e.url.searchParams].every(([k, v]) => url.searchParams.get(k) === v))
        .filter((e) => !e.headers?.['Accept-Language'] || e.headers['Accept-Language'].startsWith(lang))
        .filter((e) => !e.headers?.Host)
        .sort((a, b) => [...b.url.searchParams].length + Object.keys(b.headers ?? {}).length - [...a.url.searchParams].length - Object.keys(a.headers ?? {}).length || (a.status >= 400) - (b.status >= 400))[0];
    if (!pick) return route.fulfill({ status: 404, contentType: 'application/problem+json', body: '{"status":404,"code":"not_found"}' });
    return route.fulfill({ status: pick.status, contentType: pick.status >= 400 ? 'application/problem+json' : 'application/json', body: pick.body });
  };
}

function placeholderSvg(path) {
  const kind = path.split('/')[2] ?? '';
  const [w, h] = kind === 'banners' ? [750, 300] : kind === 'vendors' ? [240, 120] : [200, 200];
  const label = path.slice(path.lastIndexOf('/') + 1).replace(/\.\w+$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#334155"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${kind === 'banners' ? 48 : 24}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const route = mockApi ? await goldenRouter() : null;

const shots = [
  { name: 'home', path: '/m/home' },
  { name: 'home-full', path: '/m/home', fullPage: true },
  { name: 'menu', path: '/m/home', action: async (page) => page.getByRole('button', { name: /মেনু খুলুন|Open menu/ }).click() },
  { name: 'member-panel', path: '/m/home', action: async (page) => page.getByRole('button', { name: /সদস্য মেনু|Member menu/ }).click() },
  { name: 'download', path: '/m/home', action: async (page) => page.getByRole('button', { name: /অ্যাপ ডাউনলোড করুন|Download app/ }).click() },
  { name: 'promotion', path: '/m/activity' },
  { name: 'login', path: '/m/login' },
  { name: 'lobby', path: '/m/slot-games' },
  { name: 'lobby-filter', path: '/m/slot-games', action: async (page) => page.getByRole('button', { name: /^(ফিল্টার|Filter)$/ }).click() },
  { name: 'maintenance', path: '/m/home?mock=maintenance', scenario: 'maintenance' },
  { name: 'region', path: '/m/home?mock=region', scenario: 'region' },
  { name: 'failing-section', path: '/m/home?mock=failing-section', scenario: 'failing-section', fullPage: true },
  { name: 'dark', path: '/m/home', dark: true },
  { name: 'popup', path: '/m/home', popups: true },
  { name: 'message', path: '/m/message' },
  { name: 'help', path: '/m/help' },
];

const only = process.env.ONLY?.split(',');
for (const lang of ['bn', 'en']) {
  for (const shot of shots) {
    if (only && !only.includes(shot.name)) continue;
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent: android,
      timezoneId: 'Asia/Dhaka',
      locale: lang === 'bn' ? 'bn-BD' : 'en-GB',
      colorScheme: shot.dark ? 'dark' : 'light',
      serviceWorkers: mockApi ? 'block' : 'allow',
    });
    await context.addInitScript(
      ([l, popups]) => {
        localStorage.setItem('language', l);
        if (!location.search.includes('mock=')) sessionStorage.removeItem('mock');
        // the home popups (PU) only on their own shot: the other shots are of a returning device
        if (!popups && localStorage.getItem('seenPopups') === null) localStorage.setItem('seenPopups', JSON.stringify(['2501', '2502']));
        // the age gate answered, as on a returning device
        if (localStorage.getItem('ageConfirmed') === null) localStorage.setItem('ageConfirmed', '21');
      },
      [lang, shot.popups === true],
    );
    if (route) {
      await context.route('**/api/**', (r) => route(r, shot.scenario ?? 'normal'));
      await context.route('**/media/**', (r) =>
        r.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholderSvg(new URL(r.request().url()).pathname) }),
      );
    }
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    if (shot.action) {
      await shot.action(page);
      await page.waitForTimeout(700);
    }
    if (shot.fullPage) {
      // let lazy images below the fold load
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(500);
    }
    const names = [];
    if (shot.fullPage) {
      // a long page in parts of 1600 CSS px, readable one at a time
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < height; y += 1600, part++) {
        const name = `${lang}-${shot.name}-${part}.png`;
        await page.screenshot({ path: new URL(name, outDir).pathname, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(1600, height - y) } });
        names.push(name);
      }
    } else {
      const name = `${lang}-${shot.name}.png`;
      await page.screenshot({ path: new URL(name, outDir).pathname });
      names.push(name);
    }
    const real = errors;
    console.log(`${names.map((n) => `screenshots/${n}`).join(' ')}${real.length ? `  (errors: ${real.join(' | ')})` : ''}`);
    await context.close();
  }
}
await browser.close();

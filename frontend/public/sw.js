/*
 * Service worker of the mobile site. It makes the site installable and lets it start without a
 * network: it keeps the app shell (the page and its hashed /assets/ files) and NEVER an /api/
 * answer. The page is network-first (a new deploy shows at once when online); hashed assets are
 * cache-first (their names change when their content does).
 */
// `npm run build` writes every built asset into PRECACHE (and so a new build is a new worker).
const PRECACHE = [];
const SHELL_CACHE = `shell-${[...PRECACHE.join()].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36)}`;
const SHELL_URL = '/m/home';

function assetsOf(html) {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((m) => m[0]))];
}

/** Stores a fresh page as the shell and drops cached assets it no longer names. */
async function keepShell(response) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await response.clone().text();
  await cache.put(SHELL_URL, response);
  const wanted = new Set([...assetsOf(html), ...PRECACHE]);
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/assets/') && !wanted.has(path)) await cache.delete(request);
  }
  return assetsOf(html);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const response = await fetch(SHELL_URL, { cache: 'no-cache' });
      if (!response.ok) return;
      const assets = await keepShell(response);
      const cache = await caches.open(SHELL_CACHE);
      // lazy route chunks too, so that any screen starts offline
      await cache.addAll([...new Set([...assets, ...PRECACHE])]);
    })(),
  );
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== SHELL_CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate' && url.pathname.startsWith('/m')) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const type = response.headers.get('content-type') || '';
          if (response.ok && type.includes('text/html')) event.waitUntil(keepShell(response.clone()));
          return response;
        })
        .catch(async () => (await caches.match(SHELL_URL)) || Response.error()),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      (async () => {
        const hit = await caches.match(request);
        if (hit) return hit;
        const response = await fetch(request);
        if (response.ok) {
          const cache = await caches.open(SHELL_CACHE);
          event.waitUntil(cache.put(request, response.clone()));
        }
        return response;
      })(),
    );
  }
});

import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { brotliAssets } from './build/brotli-plugin.ts';
import { firstViewBudget } from './build/budget-plugin.ts';
import { firstRequests } from './build/first-requests-plugin.ts';
import { routeModules, routeTableModule } from './build/route-modules.ts';
import { devMedia } from './build/dev-media-plugin.ts';
import { i18nCore } from './build/i18n-core-plugin.ts';
import { swPrecache } from './build/sw-precache-plugin.ts';
import { basename, memberHomePath } from './src/config/paths.ts';
import { lobbyPageSize } from './src/config/lobby.ts';
import { firstPageLobbies } from './src/domain/games/lobby-first-page.ts';

/** The home page's route module: the first view's budget and its early requests are counted from it. */
const homeRoute = 'src/features/home/home-page.tsx';
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
// `npm run dev` mocks /api with msw in the browser; `npm run dev:bff` (VITE_MSW=off) proxies it to a BFF.
const proxyApi = process.env.VITE_MSW === 'off';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    // Strings of screens and panels beyond the first view load with them (build/i18n-core-plugin.ts).
    i18nCore({ lazySections: ['footer', 'menu', 'social', 'login', 'register', 'password', 'member', 'settings', 'errors', 'balance', 'lobby', 'favourites', 'recent', 'sports', 'launch', 'status', 'money', 'deposit', 'withdraw', 'wallets', 'records', 'securityCentre', 'agent', 'page', 'messages', 'notices', 'inbox', 'help', 'feedback', 'service', 'popup', 'network', 'promotions', 'rewards', 'myAccount', 'kyc', 'trial', 'appPage', 'downloadLinks', 'protection', 'ageGate', 'realityCheck', 'securityQuestions', 'paymentReset'] }),
    devMedia(),
    swPrecache(),
    brotliAssets(),
    firstViewBudget({ routeModule: homeRoute, maxKb: Number(process.env.JS_BUDGET_KB ?? 120) }),
    firstRequests({
      // app/router.tsx renders it on every page, from the start (it hears every call's answer)
      shellModules: ['src/domain/protection/session-endings.tsx'],
      routeModule: homeRoute,
      lobbyModules: ['src/features/game-centre/lobby-page.tsx', 'src/app/page-first-view.ts'],
      memberModules: ['src/features/member/member-home-page.tsx', 'src/app/page-first-view.ts', 'src/api/member-first-answers.ts'],
      memberPath: `${basename}${memberHomePath}`,
      screens: Object.fromEntries(Object.entries(routeModules()).map(([path, modules]) => [`${basename}${path}`, modules])),
      routeTableModule,
      strings: { bn: 'src/i18n/bn.json', en: 'src/i18n/en.json' },
      lobby: {
        categories: Object.fromEntries(Object.entries(firstPageLobbies()).map(([path, category]) => [`${basename}${path}`, category])),
        pageSize: lobbyPageSize,
      },
    }),
    {
      // react-router's package exports name only its development build, whose dev warnings cost the
      // first view half a kilobyte gzip; the site ships its production build (the same code with
      // ENABLE_DEV_WARNINGS = false). Tests and `npm run dev` keep the warnings.
      name: 'react-router-production',
      apply: 'build',
      enforce: 'pre',
      resolveId(id) {
        if (id !== 'react-router') return null;
        const production = fileURLToPath(import.meta.resolve('react-router')).replace(/([\\/])development([\\/])/, '$1production$2');
        if (!existsSync(production)) this.error(`react-router-production: no production build at ${production}`);
        return production;
      },
    },
    {
      // The msw worker lives in public/ for `npm run dev`; production never ships it.
      name: 'drop-msw-worker',
      apply: 'build',
      async closeBundle() {
        await rm(fileURLToPath(new URL('./dist/mockServiceWorker.js', import.meta.url)), { force: true });
      },
    },
  ],
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url)) }],
  },
  server: {
    port: 5173,
    fs: { allow: ['..'] },
    proxy: proxyApi ? { '/api': { target: bff, changeOrigin: false } } : {},
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: bff }, '/media': { target: bff } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // Browsers that run this app know modulepreload; the polyfill would only cost bytes. A lazy
    // screen's import preloads its stylesheets only: the list of every chunk each lazy import
    // needs cost the first view 0.8 kB gzip, and the browser finds a screen's chunks as it reads
    // the screen's own: one round trip more, and only until the service worker, registered five
    // seconds after the first load, has every asset.
    modulePreload: { polyfill: false, resolveDependencies: (_importer, deps) => deps.filter((d) => d.endsWith('.css')) },
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs at start in one file (one request, one gzip window).
        // The game tiles' grid and launcher are shared by home, the lobby and the menus: one
        // chunk for both rather than two small ones on the home page's first view.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'game-tiles', test: /src[\\/]domain[\\/]games[\\/](game-grid|launch)\.tsx?$/ },
            // Paged lists and their infinite scroll, which the lobby, home's lists and every record
            // share: their own chunk, so that the money group below does not take them in with its
            // dependencies and the lobby does not fetch the money chunk for them.
            { name: 'lists', test: /(src[\\/](ui[\\/]use-infinite-scroll|api[\\/]record-pages)\.ts|node_modules[\\/]swr[\\/]dist[\\/]infinite[\\/].*)$/ },
            // The money pieces the money screens, the member centre and the side menu share: one
            // chunk, so that the first view's list of chunks to preload names one file, not ten.
            { name: 'money', test: /src[\\/](domain[\\/]money[\\/][\w-]+|domain[\\/]session[\\/]member-links|lib[\\/](amount|date-range)|api[\\/](wallets|idempotency|revalidate|record-pages|player-key|wallet-[\w-]+|deposit[\w-]*|withdrawal[\w-]*|payout-accounts|payment-password|security|transactions|bets|profit-loss))\.(tsx?|css)$/ },
            // The messages pieces the shell's panels, the message centre, the screens and the widget
            // share: one chunk, for the same reason.
            { name: 'messages', test: /src[\\/](domain[\\/]messages[\\/][\w-]+|ui[\\/](badge|brand-icons|modal)|lib[\\/]throttle|api[\\/](unread-counts|customer-service|chat-launches|announcements|announcement-read|help))\.(tsx?|css)$/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // e2e/journeys/*.test.mjs run under node's test runner (npm run e2e), not here.
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'Asia/Dhaka' },
    css: false,
    restoreMocks: true,
    testTimeout: 60_000,
    // every core: `make test` runs the Go tests beside these, and once they end both cores are free
    maxWorkers: '100%',
  },
});

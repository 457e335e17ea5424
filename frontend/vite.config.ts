import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstViewBudget } from './build/budget-plugin.ts';
import { devMedia } from './build/dev-media-plugin.ts';
import { swPrecache } from './build/sw-precache-plugin.ts';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:8080';
// `npm run dev` mocks /api with msw in the browser; `npm run dev:bff` (VITE_MSW=off) proxies it to a BFF.
const proxyApi = process.env.VITE_MSW === 'off';

export default defineConfig({
  base: '/',
  plugins: [
    react(),
    devMedia(),
    swPrecache(),
    firstViewBudget({ routeModule: 'src/features/home/home-page.tsx', maxKb: Number(process.env.JS_BUDGET_KB ?? 120) }),
    {
      // The msw worker lives in public/ for `npm run dev`; production never ships it.
      name: 'drop-msw-worker',
      apply: 'build',
      async closeBundle() {
        await rm(fileURLToPath(new URL('./dist/mockServiceWorker.js', import.meta.url)), { force: true });
      },
    },
  ],
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
    // Browsers that run this app know modulepreload; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs at start in one file (one request, one gzip window).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    env: { TZ: 'Asia/Dhaka' },
    css: false,
    restoreMocks: true,
    testTimeout: 10000,
  },
});

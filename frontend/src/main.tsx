// Tokens, element defaults and base rules first: every component's own CSS comes after them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { basename } from './config/paths';
import { normalizeEntryPath } from './app/entry-path';
import { rememberWebClip } from './lib/run-mode';
import { applyStoredTheme } from './app/theme';
import { restoreLanguage } from './i18n/i18n';
import { preloadHome } from './api/home';
import { preloadSession } from './api/session';
import { preloadSite } from './api/site';
import { loadHomePage } from './app/router';
import { isHomePath, loadScreenOf } from './app/routes';

/** The longest the first render waits for the first view's answers and code (ms). */
const firstViewWaitMs = 1000;

async function start(): Promise<void> {
  rememberWebClip(window.location.search);
  normalizeEntryPath();
  applyStoredTheme();
  const mocked = import.meta.env.DEV && import.meta.env.VITE_MSW !== 'off';
  if (mocked) await (await import('./mocks/browser')).startMocks();
  await restoreLanguage();
  // The first view's answers and code start before React renders: the site (every page waits for
  // it), who is logged in (cheap), on the home page its code and its one request, on any other
  // page the route table (app/route-table.tsx: the page's screen and how the shell frames it), the
  // code of its screen and, on a lobby page or the member centre, their answers (app/page-first-view.ts). The first render
  // waits for them, up to firstViewWaitMs: one paint with the page in it, rather than skeletons
  // painted first and the page drawn over them.
  const path = window.location.pathname.slice(basename.length);
  const firstView = [
    preloadSite(),
    preloadSession(),
    ...(isHomePath(path)
      ? [preloadHome(), loadHomePage().catch(() => undefined)]
      : [
          loadScreenOf(path).catch(() => undefined),
          import('./app/page-first-view').then((m) => m.preloadPage(path, window.location.search)).catch(() => undefined),
        ]),
  ];
  await Promise.race([Promise.all(firstView), new Promise((resolve) => window.setTimeout(resolve, firstViewWaitMs))]);
  // as a transition, React renders the first view in slices that leave the main thread free between
  // them (index.html has the #root; createRoot names a missing one)
  startTransition(() =>
    createRoot(document.getElementById('root') as HTMLElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  if (import.meta.env.PROD) afterFirstView(() => void import('./app/sw-register').then((m) => m.registerServiceWorker()));
}

/** How long after `load` the service worker registers: its install fetches every asset. */
const swRegisterDelayMs = 5000;

/**
 * Runs `fn` a while after the page has loaded. `load` comes as soon as the entry script is in,
 * before the page's data and pictures: the service worker's precache would take the six
 * connections to the site from the first view's pictures.
 */
function afterFirstView(fn: () => void): void {
  const later = () => window.setTimeout(fn, swRegisterDelayMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, basename } from './app/app';
import { normalizeEntryPath } from './app/entry-path';
import { applyStoredTheme } from './app/theme';
import { restoreLanguage } from './i18n/i18n';
import { preloadHome } from './api/home';
import { preloadSession } from './api/session';
import { isHomePath } from './app/routes';
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';

async function start(): Promise<void> {
  normalizeEntryPath();
  applyStoredTheme();
  const mocked = import.meta.env.DEV && import.meta.env.VITE_MSW !== 'off';
  if (mocked) await (await import('./mocks/browser')).startMocks();
  await restoreLanguage();
  // On the home page, its one request goes out beside /api/v1/site instead of after it.
  if (isHomePath(window.location.pathname.slice(basename.length))) preloadHome();
  // who is logged in (from the cookie alone, cheap) goes out beside it too
  preloadSession();
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) afterLoad(() => void import('./app/sw-register').then((m) => m.registerServiceWorker()));
}

/** Runs `fn` once the page has loaded: work the first view does not need waits for it. */
function afterLoad(fn: () => void): void {
  if (document.readyState === 'complete') fn();
  else window.addEventListener('load', fn, { once: true });
}

void start();

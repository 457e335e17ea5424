import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, basename } from './app/app';
import { normalizeEntryPath } from './app/entry-path';
import { registerServiceWorker } from './app/sw-register';
import { applyStoredTheme } from './app/theme';
import { restoreLanguage } from './i18n/i18n';
import { preloadHome } from './api/home';
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
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  if (import.meta.env.PROD) registerServiceWorker();
}

void start();

import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { ApiError } from '../api/client';
import { basename } from '../config/paths';
import { useTranslation } from '../i18n/i18n';
import { ToastProvider } from '../ui/toast';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { AppRoutes } from './router';
import { StatusGate } from './status-gate';

const swrOptions = {
  revalidateOnFocus: false,
  // Business refusals (4xx) are answers, not outages: do not retry them.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500,
  errorRetryCount: 3,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrOptions}>
      <ToastProvider>
        <BrowserRouter basename={basename}>{children}</BrowserRouter>
      </ToastProvider>
    </SWRConfig>
  );
}

export function App() {
  const { t } = useTranslation();
  return (
    <AppProviders>
      {/* last resort: a chunk that cannot load (offline, replaced by a deploy) never leaves a blank page */}
      <RouteErrorBoundary resetKey="app" message={t('app.loadFailed')} retry={t('app.retry')}>
        <StatusGate>{(site) => <AppRoutes site={site} />}</StatusGate>
      </RouteErrorBoundary>
    </AppProviders>
  );
}

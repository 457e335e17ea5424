import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { onApiError } from '../api/client';
import { useSite } from '../api/site';
import type { Site } from '../api/types';
import { Icon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { useSiteColours } from './theme';
import { useTranslation } from '../i18n/i18n';
import { screen } from './screens';
import './shell/shell.css';
import './shell/header.css';
import '../ui/page-skeleton.css';
import '../features/status/status.css';
import './status-gate.css';

// The status pages' strings come with them: most visits never see one.
const MaintenancePage = screen(() => import('../features/status/maintenance-page'), (m) => m.MaintenancePage);
const RegionPage = screen(() => import('../features/status/region-page'), (m) => m.RegionPage);

function StartSkeleton() {
  return (
    <div className="app" aria-busy="true">
      <div className="header header-skeleton" />
      <div className="page-skeleton">
        <Skeleton ratio="5 / 2" radius={12} />
        <Skeleton height={18} width="60%" />
      </div>
    </div>
  );
}

/**
 * Maintenance and region restriction replace the whole site. The last /api/v1/site answer is
 * read from this device first, then refreshed; an API answer saying either makes it refresh now.
 * A country the site refuses is told by the answers themselves: /api/v1/site still answers, the
 * rest is region_restricted.
 */
export function StatusGate({ children }: { children: (site: Site) => ReactNode }) {
  const { t } = useTranslation();
  // `error` and `isValidating` are read only where they show: SWR re-renders a component for each
  // field it has read, and the revalidation that follows the first render would redraw the app twice.
  const query = useSite();
  const { data: site, mutate } = query;
  const [refused, setRefused] = useState(false);
  useSiteColours(site?.theme);

  useEffect(
    () =>
      onApiError((e) => {
        if (e.code === 'region_restricted') setRefused(true);
        if (e.code === 'maintenance' || e.code === 'region_restricted') void mutate();
      }),
    [mutate],
  );

  if (!site) {
    if (!query.error) return <StartSkeleton />;
    return (
      <div className="status-page">
        <Icon name="refresh" size={48} />
        <p>{t('app.loadFailed')}</p>
        <button type="button" className="btn btn-primary" disabled={query.isValidating} onClick={() => void mutate()}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  if (site.status !== 'normal' || refused) {
    const Page = site.status === 'maintenance' ? MaintenancePage : RegionPage;
    return (
      <Suspense fallback={<StartSkeleton />}>
        <Page
          site={site}
          onRetry={() => {
            setRefused(false);
            void mutate();
          }}
        />
      </Suspense>
    );
  }
  return children(site);
}

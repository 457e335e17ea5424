import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { Site } from '../api/types';
import { homePath } from '../config/paths';
import { onFirstPaintDone } from '../lib/first-paint';
import { Guard } from './guard';
import { homeAliases, isHomePath, loadedRouteTable, loadRouteTable, registerAliases } from './routes';
import { preloadable } from './screens';
import { Shell } from './shell/shell';

/** The home page; main.tsx starts its code beside /api/v1/site on a home path. */
export const [HomeRoute, loadHomePage] = preloadable(() => import('../features/home/home-page').then((m) => m.HomePage));
// Sessions player protection ends (a time-out or self-exclusion met on any call, the session time
// limit): its own small chunk, fetched beside the first view's.
const ProtectionEndings = lazy(() => import('../domain/protection/session-endings').then((m) => ({ default: m.ProtectionEndings })));
// Drawn in place of the routes while the route table loads: it suspends until the table is here,
// then draws nothing, and the routes drawn again find the table. A lazy component, as every screen
// is, rather than use(): a render that use() holds inside a test's act() never resumes.
const RouteTableWait = lazy(() => loadRouteTable().then(() => ({ default: () => null })));

/** Redirects an alias to its canonical path, keeping the query. */
function Alias({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** Every route under /m: home and the aliases here, every other page from the route table (route-table.tsx); unknown paths go to /m/home. */
export function AppRoutes({ site }: { site: Site }) {
  // the table is fetched once the first view has been painted: a page opened later need not wait for it
  useEffect(() => onFirstPaintDone(() => void loadRouteTable()), []);
  return (
    <>
      <Suspense fallback={null}>
        <ProtectionEndings />
      </Suspense>
      <Suspense fallback={null}>
        <PageRoutes site={site} />
      </Suspense>
    </>
  );
}

function PageRoutes({ site }: { site: Site }) {
  const { pathname } = useLocation();
  const table = loadedRouteTable();
  // Any page but home waits for the table: its screen is there, and the shell asks the table for
  // its title, bottom navigation and bar. A navigation is a transition: the page on screen stays
  // until then. Home is drawn at once.
  if (!table && !isHomePath(pathname)) return <RouteTableWait />;
  return (
    <Routes>
      <Route element={<Shell site={site} />}>
        <Route index element={<Alias to={homePath} />} />
        {homeAliases
          .filter((a) => a !== '')
          .map((a) => (
            <Route key={a} path={a} element={<Alias to={homePath} />} />
          ))}
        {registerAliases.map((a) => (
          <Route key={a} path={a} element={<Alias to="/register" />} />
        ))}
        <Route path={homePath} element={<HomeRoute />} />
        {table?.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <Guard access={r.access ?? 'all'}>
                <r.screen path={r.path} />
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={homePath} replace />} />
      </Route>
    </Routes>
  );
}

import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { Site } from '../api/types';
import { homeAliases, homePath, registerAliases, routes, type Access } from './routes';
import { useSession } from './session';
import { Shell } from './shell/shell';

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const PlaceholderPage = lazy(() => import('../features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));

/** Redirects an alias to its canonical path, keeping the query. */
function Alias({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** Member and agent screens send a visitor to log in. */
function Guard({ access, children }: { access: Access; children: React.ReactNode }) {
  const session = useSession();
  if (access !== 'all' && session.kind === 'visitor') return <Navigate to="/login" replace />;
  return children;
}

/** Every route of both specs under /m; unknown paths go to /m/home. */
export function AppRoutes({ site }: { site: Site }) {
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
        <Route path={homePath} element={<HomePage />} />
        {routes.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <Guard access={r.access ?? 'all'}>
                <PlaceholderPage title={r.title} />
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={homePath} replace />} />
      </Route>
    </Routes>
  );
}

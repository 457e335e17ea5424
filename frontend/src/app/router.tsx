import { lazy, Suspense } from 'react';
import { preloadable, preloadableScreen, screen } from './screens';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { Site } from '../api/types';
import { accountScreens } from './account-routes';
import { Guard } from './guard';
import { homePath } from '../config/paths';
import { lobbyPaths } from '../domain/games/category-paths';
import { homeAliases, registerAliases, routes } from './routes';
import { Shell } from './shell/shell';

/** The home page; main.tsx starts its code beside /api/v1/site on a home path. */
export const [HomeRoute, loadHomePage] = preloadable(() => import('../features/home/home-page').then((m) => m.HomePage));
// The money, messages, member-side and protection screens (app/money-routes.tsx).
const LaterScreen = lazy(() => import('./money-routes').then((m) => ({ default: m.LaterScreen })));
// Sessions player protection ends (a time-out or self-exclusion met on any call, the session time
// limit): its own small chunk, fetched beside the first view's.
const ProtectionEndings = lazy(() => import('../domain/protection/session-endings').then((m) => ({ default: m.ProtectionEndings })));
// The agent screens (app/agent-routes.tsx): every route routes.ts marks `access: 'agent'`.
const AgentScreen = lazy(() => import('./agent-routes').then((m) => ({ default: m.AgentScreen })));
// The game centre's strings (lobby, favourites, recent, sports) come with its screens.
/** A lobby page; main.tsx starts its code and strings before the first render on one. */
export const [LobbyRoute, loadLobbyPage] = preloadableScreen(
  () => import('../features/game-centre/lobby-page'),
  (m) => m.LobbyPage,
);
const FavouritesPage = screen(() => import('../features/game-centre/favourites-page'), (m) => m.FavouritesPage);
const SportsPage = screen(() => import('../features/game-centre/sports-page'), (m) => m.SportsPage);

/** The game centre's screens by path. */
function gameCentrePage(path: string): React.ReactNode {
  const category = lobbyPaths[path];
  if (category !== undefined) return <LobbyRoute category={category} />;
  if (path === '/fav-games') return <FavouritesPage />;
  if (path === '/sportsGame') return <SportsPage />;
  return null;
}

/** The account screens (login, registration, passwords, member centre, settings). */
function accountPage(path: string): React.ReactNode {
  const Screen = accountScreens[path];
  return Screen ? <Screen /> : null;
}

/** Redirects an alias to its canonical path, keeping the query. */
function Alias({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** Every route of both specs under /m; unknown paths go to /m/home. */
export function AppRoutes({ site }: { site: Site }) {
  return (
    <>
      <Suspense fallback={null}>
        <ProtectionEndings />
      </Suspense>
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
          {routes.map((r) => (
            <Route
              key={r.path}
              path={r.path}
              element={
                <Guard access={r.access ?? 'all'}>
                  {gameCentrePage(r.path) ??
                    accountPage(r.path) ??
                    (r.access === 'agent' ? <AgentScreen path={r.path} /> : <LaterScreen path={r.path} />)}
                </Guard>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={homePath} replace />} />
        </Route>
      </Routes>
    </>
  );
}

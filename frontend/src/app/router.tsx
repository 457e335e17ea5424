import { lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import type { Site } from '../api/types';
import { accountScreens } from './account-routes';
import { Guard } from './guard';
import { homeAliases, homePath, lobbyPaths, registerAliases, routes } from './routes';
import { Shell } from './shell/shell';
import { loadAllStrings } from '../i18n/i18n';

const HomePage = lazy(() => import('../features/home/home-page').then((m) => ({ default: m.HomePage })));
const PlaceholderPage = lazy(() => import('../features/placeholder/placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
// The game centre's strings (lobby, favourites, recent, sports) come with its screens.
const LobbyPage = lazy(() => Promise.all([import('../features/game-centre/lobby-page'), loadAllStrings()]).then(([m]) => ({ default: m.LobbyPage })));
const FavouritesPage = lazy(() =>
  Promise.all([import('../features/game-centre/favourites-page'), loadAllStrings()]).then(([m]) => ({ default: m.FavouritesPage })),
);
const SportsPage = lazy(() => Promise.all([import('../features/game-centre/sports-page'), loadAllStrings()]).then(([m]) => ({ default: m.SportsPage })));

/** The game centre's screens by path; the rest of the route table is placeholders until built. */
function gameCentrePage(path: string): React.ReactNode {
  const category = lobbyPaths[path];
  if (category !== undefined) return <LobbyPage category={category} />;
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
                {gameCentrePage(r.path) ?? accountPage(r.path) ?? <PlaceholderPage title={r.title} />}
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<Navigate to={homePath} replace />} />
      </Route>
    </Routes>
  );
}

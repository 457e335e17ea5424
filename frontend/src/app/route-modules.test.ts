import { describe, expect, it } from 'vitest';
import { routeModules } from '../../build/route-modules';
import { memberHomePath } from '../config/paths';
import { routeTable } from './route-table';

// The build preloads each screen's code by the module it reads for the route's path
// (build/first-requests-plugin.ts): every route of the table must be read, to its own screen.
describe('the route modules the build reads from the route table', () => {
  const modules = routeModules();

  it('names a module for every route but the member centre, which has its own preload', () => {
    const paths = routeTable.map((r) => r.path).filter((p) => p !== memberHomePath);
    expect(Object.keys(modules).sort()).toEqual([...paths].sort());
  });

  it('reads the three ways a screen is written, and the guard of a route with an access rule', () => {
    expect(modules['/login']).toEqual(['src/features/login/login-page.tsx']);
    expect(modules['/notice']).toEqual(['src/features/notices/notice-page.tsx', 'src/app/guard-restricted.tsx']);
    expect(modules['/gameList']).toEqual(['src/features/game-centre/lobby-page.tsx']);
    const restricted = routeTable.filter((r) => r.access && r.access !== 'all' && r.path !== memberHomePath).map((r) => r.path);
    expect(Object.keys(modules).filter((p) => modules[p]?.includes('src/app/guard-restricted.tsx')).sort()).toEqual(restricted.sort());
  });

  it('stops at a route whose screen it cannot read', () => {
    const table = "const routes = [\n  { path: '/login', screen: screen(() => import('../features/login/login-page'), (m) => m.LoginPage) },\n  { path: '/odd', screen: Other },\n];";
    expect(() => routeModules(table)).toThrow('no screen module read for /odd');
  });
});

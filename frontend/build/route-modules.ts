import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The frontend folder, where the modules' paths start. */
const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The route table, as the build reads it (its screens are lazy: node cannot import it). */
export const routeTableModule = 'src/app/route-table.tsx';

/** The rules of restricted screens (src/app/guard.tsx loads them lazily, before the screen). */
export const restrictedGuardModule = 'src/app/guard-restricted.tsx';

/**
 * The modules each route's first render waits for, by the route's path (inside the basename),
 * read from the route table's source: its screen, written `screen(() => import('…'), …)`,
 * `screen(name, …)` of a `const name = () => import('…')`, or `Lobby`, the lobby page's
 * `preloadableScreen`; and, for a route with an access rule, the restricted guard. A route whose
 * path is not a literal (the member centre's) is left out; one with a literal path whose screen
 * is written another way stops the build, so that no screen goes without its preload.
 */
export function routeModules(source: string = readFileSync(join(frontend, routeTableModule), 'utf8')): Record<string, string[]> {
  const imports = new Map<string, string>();
  for (const [, name = '', spec = ''] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)) imports.set(name, spec);
  const lobby = /export const \[LobbyScreen, \w+\] = preloadableScreen\(\s*\(\) => import\('([^']+)'\)/.exec(source)?.[1];
  if (lobby) imports.set('Lobby', lobby);

  const modules: Record<string, string[]> = {};
  const routes = [...source.matchAll(/\bpath: '([^']+)'/g)];
  routes.forEach((route, i) => {
    const path = route[1] ?? '';
    const entry = source.slice(route.index, routes[i + 1]?.index);
    const screen = /^path: '[^']+',\s*screen: (?:screen\((?:\(\) => import\('([^']+)'\)|(\w+))|(Lobby)\b)/.exec(entry);
    const spec = screen && (screen[1] ?? imports.get(screen[2] ?? 'Lobby'));
    if (!spec) throw new Error(`route-modules: no screen module read for ${path}`);
    modules[path] = [moduleFile(spec), ...(/\baccess: '/.test(entry) ? [restrictedGuardModule] : [])];
  });
  return modules;
}

/** The frontend-relative file an import of the route table names. */
function moduleFile(spec: string): string {
  const base = posix.join(posix.dirname(routeTableModule), spec);
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(join(frontend, f)));
  if (!file) throw new Error(`route-modules: ${spec} is no module of src/`);
  return file;
}

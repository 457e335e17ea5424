import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The frontend folder, where the modules' paths start. */
const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The route table, as the build reads it (its screens are lazy: node cannot import it). */
export const routeTableModule = 'src/app/route-table.tsx';

/**
 * Each route's screen module by the route's path (inside the basename), read from the route
 * table's source: a screen written `screen(() => import('…'), …)`, `screen(name, …)` of a
 * `const name = () => import('…')`, or `Lobby`, the lobby page's `preloadableScreen`. A route
 * whose path is not a literal (the member centre's) is left out; one with a literal path whose
 * screen is written another way stops the build, so that no screen goes without its preload.
 */
export function routeModules(source: string = readFileSync(join(frontend, routeTableModule), 'utf8')): Record<string, string> {
  const imports = new Map<string, string>();
  for (const [, name = '', spec = ''] of source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\);/g)) imports.set(name, spec);
  const lobby = /export const \[LobbyScreen, \w+\] = preloadableScreen\(\s*\(\) => import\('([^']+)'\)/.exec(source)?.[1];
  if (lobby) imports.set('Lobby', lobby);

  const modules: Record<string, string> = {};
  const literalPaths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1] ?? '');
  for (const [, path = '', inline, name] of source.matchAll(/\bpath: '([^']+)',\s*screen: (?:screen\((?:\(\) => import\('([^']+)'\)|(\w+))|(Lobby)\b)/g)) {
    const spec = inline ?? imports.get(name ?? 'Lobby');
    if (spec) modules[path] = moduleFile(spec);
  }
  const unread = literalPaths.filter((p) => !(p in modules));
  if (unread.length) throw new Error(`route-modules: no screen module read for ${unread.join(', ')}`);
  return modules;
}

/** The frontend-relative file an import of the route table names. */
function moduleFile(spec: string): string {
  const base = posix.join(posix.dirname(routeTableModule), spec);
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(join(frontend, f)));
  if (!file) throw new Error(`route-modules: ${spec} is no module of src/`);
  return file;
}

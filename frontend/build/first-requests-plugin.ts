import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

const homeMarker = 'var homeFiles = [];';
const shellMarker = 'var shellFiles = [];';
const lobbyMarker = 'var lobby = {};';
const memberMarker = 'var member = {};';
const stringsMarker = 'var strings = {};';
const screensMarker = 'var screens = {};';

/** What the first requests know of the lobby pages: their paths (under the basename, lower case) and categories, the page size. */
export type LobbyFirstView = { categories: Record<string, string | null>; pageSize: number };

/**
 * Inlines build/first-requests.js in index.html's head, after the title, with the files to preload:
 * the code every page's first render asks for (its chunks, their imports and styles), the home
 * page's own (its chunk, the chunks it imports and their styles), a lobby page's and the member
 * centre's (their chunks and imports, the start-up's chunk for them, and each language's whole
 * strings), and every other screen's (its chunk and imports, the route table's chunk, the
 * restricted guard's for a screen with an access rule), so that a screen's code arrives beside
 * the entry's, not after it in a chain of lazy imports.
 * Build only: the dev server's mocks start after the page, so the requests would miss them.
 */
export function firstRequests(options: {
  shellModules: string[];
  routeModule: string;
  lobbyModules: string[];
  memberModules: string[];
  memberPath: string;
  /** The modules each route's first render waits for, by its path under the basename (build/route-modules.ts). */
  screens: Record<string, string[]>;
  routeTableModule: string;
  strings: Record<string, string>;
  lobby: LobbyFirstView;
}): Plugin {
  const source = readFileSync(new URL('./first-requests.js', import.meta.url), 'utf8');
  return {
    name: 'first-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const chunkOf = (module: string): Rollup.OutputChunk => {
          const chunk = chunks.find((c) => (c.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(module));
          if (!chunk) throw new Error(`first-requests: no chunk for ${module}`);
          return chunk;
        };
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        /** A chunk, the chunks it imports (but the entry and the shell's) and their styles. */
        const filesOf = (modules: string[], shell: string[] = []): string[] => {
          const files = new Set<string>();
          const visit = (name: string) => {
            const chunk = chunks.find((c) => c.fileName === name);
            if (!chunk || entries.has(name) || files.has(`/${name}`) || shell.includes(`/${name}`)) return;
            files.add(`/${name}`);
            chunk.viteMetadata?.importedCss.forEach((css) => files.add(`/${css}`));
            chunk.imports.forEach(visit);
          };
          modules.forEach((m) => visit(chunkOf(m).fileName));
          return [...files];
        };
        const strings = Object.fromEntries(Object.entries(options.strings).map(([lng, module]) => [lng, [`/${chunkOf(module).fileName}`]]));
        const shell = filesOf(options.shellModules);
        const lobby = { ...options.lobby, files: filesOf(options.lobbyModules, shell) };
        const member = { path: options.memberPath.toLowerCase(), files: filesOf(options.memberModules, shell) };
        const screens = Object.fromEntries(
          Object.entries(options.screens).map(([path, modules]) => [path.toLowerCase(), filesOf([...modules, options.routeTableModule], shell)]),
        );
        const script = source
          .split('\n')
          .filter((line) => !line.trimStart().startsWith('//'))
          .join('\n')
          .replace(shellMarker, `var shellFiles = ${JSON.stringify(shell)};`)
          .replace(homeMarker, `var homeFiles = ${JSON.stringify(filesOf([options.routeModule], shell))};`)
          .replace(lobbyMarker, `var lobby = ${JSON.stringify(lobby)};`)
          .replace(memberMarker, `var member = ${JSON.stringify(member)};`)
          .replace(stringsMarker, `var strings = ${JSON.stringify(strings)};`)
          .replace(screensMarker, `var screens = ${JSON.stringify(screens)};`);
        if (!script.includes('var shellFiles = ["')) throw new Error('first-requests: no shell files marker');
        if (!script.includes('var homeFiles = [')) throw new Error('first-requests: no home files marker');
        if (!script.includes('var lobby = {"')) throw new Error('first-requests: no lobby marker');
        if (!script.includes('var member = {"')) throw new Error('first-requests: no member marker');
        if (!script.includes('var strings = {"')) throw new Error('first-requests: no strings marker');
        if (!script.includes('var screens = {"')) throw new Error('first-requests: no screens marker');
        // before the entry's script and styles: an inline script after a stylesheet waits for it
        if (!html.includes('</title>')) throw new Error('first-requests: index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script>\n${script.trim()}\n    </script>`);
      },
    },
  };
}

import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const marker = 'var homeFiles = [];';

/**
 * Inlines build/first-requests.js in index.html's head, after the title, with the home page's own files
 * (its chunk, the chunks it imports and their styles) for it to preload. Build only: the dev
 * server's mocks start after the page, so the requests would miss them.
 */
export function firstRequests(options: { routeModule: string }): Plugin {
  const source = readFileSync(new URL('./first-requests.js', import.meta.url), 'utf8');
  return {
    name: 'first-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
        const home = chunks.find((c) => (c.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(options.routeModule));
        if (!home) throw new Error(`first-requests: no chunk for ${options.routeModule}`);
        const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
        const files = new Set<string>();
        const visit = (name: string) => {
          const chunk = chunks.find((c) => c.fileName === name);
          if (!chunk || entries.has(name) || files.has(`/${name}`)) return;
          files.add(`/${name}`);
          chunk.viteMetadata?.importedCss.forEach((css) => files.add(`/${css}`));
          chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        const script = source
          .split('\n')
          .filter((line) => !line.startsWith('//'))
          .join('\n')
          .replace(marker, `var homeFiles = ${JSON.stringify([...files])};`);
        if (!script.includes('var homeFiles = [')) throw new Error('first-requests: no home files marker');
        // before the entry's script and styles: an inline script after a stylesheet waits for it
        if (!html.includes('</title>')) throw new Error('first-requests: index.html has no <title>');
        return html.replace('</title>', `</title>\n    <script>\n${script.trim()}\n    </script>`);
      },
    },
  };
}

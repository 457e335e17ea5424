import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes the list of built assets (every hashed .js and .css under /assets/) into dist/sw.js, so
 * the service worker caches every route chunk and a new build ships a new worker.
 */
export function swPrecache(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sw-precache',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      const file = join(outDir, 'sw.js');
      const source = await readFile(file, 'utf8');
      const marker = 'const PRECACHE = [];';
      if (!source.includes(marker)) this.error(`sw-precache: ${marker} not found in ${file}`);
      await writeFile(file, source.replace(marker, `const PRECACHE = ${JSON.stringify(assets)};`));
    },
  };
}

import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

const suffix = '?core';
const prefix = '\0i18n-core:';

/**
 * `import pack from './bn.json?core'`: the language pack without the sections only later screens
 * use (the account screens), so the first view of /m/home does not carry their strings. The whole
 * pack (`import('./bn.json')`) is loaded when one of those screens opens; i18n.ts merges it.
 */
export function i18nCore(options: { lazySections: string[] }): Plugin {
  return {
    name: 'i18n-core',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!source.endsWith(`.json${suffix}`)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      // not ending in .json: the built-in JSON plugin must leave the module (already JavaScript) alone
      return resolved ? `${prefix}${resolved.id}.js` : null;
    },
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      this.addWatchFile(file);
      const pack = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      for (const section of options.lazySections) delete pack[section];
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(pack))});`;
    },
  };
}

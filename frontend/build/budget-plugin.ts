import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Chunk = { fileName: string; code: string; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; isEntry: boolean };

/**
 * Sums the gzip size of the JavaScript a first view of /m/home needs: the entry chunk, the home
 * route chunk, and everything they import statically; in kB of 1000 bytes at gzip's default
 * level, as `vite build` prints them. Fails the build above the budget. Chunks the home page
 * loads lazily (below the fold) are listed apart. The figures also go to dist/.first-view.json, which
 * `make bench` reports (the BFF does not serve it).
 */
export function firstViewBudget(options: { routeModule: string; maxKb: number }): Plugin {
  return {
    name: 'first-view-budget',
    apply: 'build',
    writeBundle(out, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const all = [...chunks.values()];
      const roots = all.filter(
        (c) => c.isEntry || (c.facadeModuleId ?? '').replaceAll('\\', '/').endsWith(options.routeModule),
      );
      if (roots.length < 2) this.error(`first-view budget: no chunk for ${options.routeModule}`);
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
      };
      roots.forEach((c) => visit(c.fileName));
      let total = 0;
      const lines: string[] = [];
      for (const name of seen) {
        const size = gzipSync(chunks.get(name)?.code ?? '').length;
        total += size;
        lines.push(`  ${name.padEnd(48)} ${(size / 1000).toFixed(2).padStart(7)} kB gzip`);
      }
      const kb = total / 1000;
      const later = new Set<string>();
      for (const name of seen) for (const dep of chunks.get(name)?.dynamicImports ?? []) later.add(dep);
      const deferred = [...later].filter((n) => !seen.has(n) && /home|below|footer/.test(n));
      const deferredKb = deferred.reduce((sum, n) => sum + gzipSync(chunks.get(n)?.code ?? '').length, 0) / 1000;
      this.info(
        `first view of /m/home:\n${lines.join('\n')}\n  total ${kb.toFixed(2)} kB gzip (budget ${options.maxKb} kB)` +
          (deferred.length ? `\n  then, below the fold: ${deferred.join(', ')} ${deferredKb.toFixed(2)} kB gzip` : ''),
      );
      const files = [...seen].map((name) => ({ name, gzipBytes: gzipSync(chunks.get(name)?.code ?? '').length }));
      writeFileSync(
        join(out.dir ?? 'dist', '.first-view.json'),
        JSON.stringify({ files, totalBytes: total, budgetKb: options.maxKb, deferred, deferredBytes: deferredKb * 1000 }, null, 2),
      );
      if (kb > options.maxKb) this.error(`first-view JavaScript ${kb.toFixed(2)} kB gzip exceeds ${options.maxKb} kB`);
    },
  };
}

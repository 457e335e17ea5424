// Fails when the site's modules import each other in a circle. Every import counts: static,
// dynamic (`import()`, lazy routes), re-exports and type-only ones. A cycle between layers would
// mean a layer points up; inside one folder it still makes the load order matter.
//   node scripts/check-cycles.mjs          check src/
//   node scripts/check-cycles.mjs <dir>    check another folder (the check's own test uses it)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(process.argv[2] ?? new URL('../src', import.meta.url).pathname);
const code = /\.(ts|tsx|js|jsx|mjs)$/;

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return code.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it; null for packages, styles and data. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (code.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = sources(root);
const graph = new Map(
  files.map((file) => {
    // preProcessFile lists import and export declarations, `import type` and every `import()`.
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set(importedFiles.map((f) => resolveImport(file, f.fileName)).filter((f) => f !== null));
    return [file, [...targets]];
  }),
);

// Tarjan's strongly connected components: any component of more than one file, or a file that
// imports itself, holds a cycle.
let next = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(file) {
  index.set(file, next);
  low.set(file, next);
  next += 1;
  stack.push(file);
  onStack.add(file);
  for (const to of graph.get(file) ?? []) {
    if (!index.has(to)) {
      connect(to);
      low.set(file, Math.min(low.get(file), low.get(to)));
    } else if (onStack.has(to)) low.set(file, Math.min(low.get(file), index.get(to)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== file);
  if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
}
for (const file of graph.keys()) if (!index.has(file)) connect(file);

/** One circle through the component, from its first file back to it, for the message. */
function circle(component) {
  const inside = new Set(component);
  const start = component[component.length - 1];
  const path = [start];
  const seen = new Set([start]);
  const walk = (file) => {
    for (const to of graph.get(file) ?? []) {
      if (to === start) return true;
      if (!inside.has(to) || seen.has(to)) continue;
      seen.add(to);
      path.push(to);
      if (walk(to)) return true;
      path.pop();
    }
    return false;
  };
  walk(start);
  return [...path, start].map((f) => relative(root, f)).join(' -> ');
}

if (components.length > 0) {
  console.error(`check-cycles: ${components.length} import cycle(s) in ${relative(process.cwd(), root) || '.'}:`);
  for (const component of components) console.error(`  ${component.length} files: ${circle(component)}`);
  process.exit(1);
}
console.log(`check-cycles: no import cycle among ${files.length} files.`);

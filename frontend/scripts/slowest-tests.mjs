// Reads the output of `make test` (make test-stress keeps it in test-results/stress/make-test.log)
// and lists, for each of its three lanes, the tests that came nearest their limits: the Go
// packages against go test's time-out, the site's unit tests against vitest's testTimeout
// (vite.config.ts), the journeys against node's --test-timeout (package.json's e2e script).
//
//   node scripts/slowest-tests.mjs <log> [how many a lane, 10 by default]
import { readFile } from 'node:fs/promises';

const [logPath, count = '10'] = process.argv.slice(2);
if (!logPath) {
  console.error('usage: node scripts/slowest-tests.mjs <make test log> [how many a lane]');
  process.exit(2);
}

const here = (file) => new URL(`../${file}`, import.meta.url);
const viteConfig = await readFile(here('vite.config.ts'), 'utf8');
const packageJson = JSON.parse(await readFile(here('package.json'), 'utf8'));
const number = (text) => Number(text.replaceAll('_', ''));
const limits = {
  // go test's own default: make test sets no -timeout
  go: 10 * 60_000,
  unit: number(/testTimeout: ([\d_]+)/.exec(viteConfig)?.[1] ?? 'NaN'),
  journey: number(/--test-timeout=(\d+)/.exec(packageJson.scripts.e2e)?.[1] ?? 'NaN'),
};

// eslint-disable-next-line no-control-regex
const lines = (await readFile(logPath, 'utf8')).replace(/\x1b\[[\d;]*m/g, '').split('\n');
const found = { go: [], unit: [], journey: [] };
let unitFile = '';
let subtest = '';
for (const line of lines) {
  // "ok  	casino/bff/wallet	12.345s" (or FAIL)
  const pkg = /^(ok|FAIL)\s+(\S+)\s+([\d.]+)s\b/.exec(line);
  if (pkg) found.go.push({ name: pkg[2], ms: Number(pkg[3]) * 1000, failed: pkg[1] === 'FAIL' });
  // " ✓ src/app/route-table.test.tsx (68 tests) 22336ms", then its slow tests indented
  const file = /^ [✓×❯↓] (src\/\S+) \(/.exec(line);
  if (file) unitFile = file[1];
  const unit = /^ {3,}([✓×]) (.+?) (\d+)ms$/.exec(line);
  if (unit && unitFile) found.unit.push({ name: `${unitFile}: ${unit[2]}`, ms: Number(unit[3]), failed: unit[1] === '×' });
  // node's TAP: "# Subtest: name", "ok 3 - name" or "not ok 3 - name", "  duration_ms: 1234.5"
  const named = /^# Subtest: (.+)$/.exec(line);
  if (named) subtest = named[1];
  const result = /^(not )?ok \d+ - (.+)$/.exec(line);
  if (result) subtest = `${result[1] ? 'FAILED ' : ''}${result[2]}`;
  const took = /^ {2}duration_ms: ([\d.]+)$/.exec(line);
  if (took && subtest) found.journey.push({ name: subtest, ms: Number(took[1]), failed: subtest.startsWith('FAILED ') });
}

const titles = { go: 'Go packages', unit: "the site's unit tests", journey: 'journeys' };
for (const [lane, rows] of Object.entries(found)) {
  const limit = limits[lane];
  console.log(`\n${titles[lane]}: the ${Math.min(Number(count), rows.length)} slowest of ${rows.length} against their limit of ${limit / 1000} s`);
  for (const r of rows.sort((a, b) => b.ms - a.ms).slice(0, Number(count))) {
    const share = `${Math.round((100 * r.ms) / limit)}%`.padStart(4);
    console.log(`  ${share}  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.failed ? 'FAILED ' : ''}${r.name}`);
  }
}

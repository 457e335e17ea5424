// Generates src/api/schema.d.ts from the BFF's contract (../bff/openapi.yaml).
//   node scripts/gen-api.mjs          write it
//   node scripts/gen-api.mjs --check  fail when the committed file is stale
import { readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const spec = new URL('../../bff/openapi.yaml', import.meta.url);
const target = new URL('../src/api/schema.d.ts', import.meta.url);
const check = process.argv.includes('--check');

if (!existsSync(spec)) {
  console.log('gen:api: ../bff/openapi.yaml does not exist yet; src/api/types.ts stays hand-written.');
  process.exit(0);
}

const header = '// Generated from bff/openapi.yaml by `npm run gen:api`. Do not edit: change the contract and regenerate.\n\n';
const generated = header + astToString(await openapiTS(spec, { alphabetize: false }));

if (check) {
  const current = existsSync(target) ? await readFile(target, 'utf8') : '';
  if (current !== generated) {
    console.error('check:api: src/api/schema.d.ts is stale against bff/openapi.yaml; run `npm run gen:api`.');
    process.exit(1);
  }
  console.log('check:api: src/api/schema.d.ts matches bff/openapi.yaml.');
} else {
  await writeFile(target, generated);
  console.log('gen:api: wrote src/api/schema.d.ts');
}

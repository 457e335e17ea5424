import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server state goes through src/api only: no fetch and no SWR hooks anywhere else.
const swrOutsideApi = [
  { name: 'swr', importNames: ['default', 'useSWRConfig', 'mutate', 'preload'], message: 'Use the hooks of src/api.' },
  { name: 'swr/infinite', message: 'Use the hooks of src/api.' },
  { name: 'swr/mutation', message: 'Use the hooks of src/api.' },
  { name: 'swr/immutable', message: 'Use the hooks of src/api.' },
];

const noDirectFetch = {
  'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/api (fetcher + SWR hook).' }],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Call the API through src/api.' },
    { object: 'globalThis', property: 'fetch', message: 'Call the API through src/api.' },
    { object: 'self', property: 'fetch', message: 'Call the API through src/api.' },
  ],
  'no-restricted-imports': ['error', { paths: swrOutsideApi }],
};

// Layers point one way (frontend/README.md, "Folders"): app, then features/<screen>, then the shared product
// layer (domain/<area>), then ui, then lib, api and i18n, then config. Each folder lists the folders
// of src it must not import; a file reaches another folder of src only by climbing out of its own
// (`../`), so the specifiers are matched from there. Tests may also use src/mocks and src/test; the
// app layer (and src/main.tsx) may import anything. scripts/check-cycles.mjs, run by `npm run lint`
// too, fails on any import cycle.
const below = 'domain, ui, lib, api, i18n and config';
const layers = [
  { folder: 'features/*', forbid: ['app', 'features'], message: `A screen imports only ${below}: what two screens share moves down to src/domain/<area> or src/ui.` },
  { folder: 'domain', forbid: ['app', 'features'], message: 'src/domain imports only ui, lib, api, i18n and config.' },
  { folder: 'ui', forbid: ['app', 'features', 'domain', 'api'], message: 'src/ui holds generic components: it imports only lib, i18n and config (props, not API types).' },
  { folder: 'lib', forbid: ['app', 'features', 'domain', 'ui'], message: 'src/lib imports only api, i18n and config.' },
  { folder: 'api', forbid: ['app', 'features', 'domain', 'ui'], message: 'src/api imports only lib, i18n and config.' },
  { folder: 'i18n', forbid: ['app', 'features', 'domain', 'ui'], message: 'src/i18n imports only lib, api and config.' },
  { folder: 'mocks', forbid: ['app', 'features', 'domain', 'ui', 'test'], message: 'src/mocks serve the goldens: they import only api, lib, i18n and config.' },
];
const testsOnly = ['mocks', 'test'];
const tests = '**/*.test.{ts,tsx}';
const climbsTo = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;

/** no-restricted-imports (static imports and re-exports) and no-restricted-syntax (`import()`) for one list of folders. */
function forbidImports(folders, message, { swr }) {
  const regex = climbsTo(folders);
  return {
    'no-restricted-imports': ['error', { ...(swr && { paths: swrOutsideApi }), patterns: [{ regex, message }] }],
    'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }],
  };
}

/** A block per layer (its tests apart), and per screen one naming the other screens: no sideways imports. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const layerBlocks = [
  ...layers.flatMap(({ folder, forbid, message }) => {
    const base = folder.replace('/*', '');
    const screens = folder.endsWith('/*') ? features.map((f) => ({ dir: `${base}/${f}`, forbid: [...forbid, ...features.filter((o) => o !== f)] })) : [{ dir: base, forbid }];
    // the API layer and the mocks are where SWR is used
    const swr = base !== 'api' && base !== 'mocks';
    return screens.flatMap(({ dir, forbid: folders }) => [
      { files: [`src/${dir}/**/*.{ts,tsx}`], ignores: [tests], rules: forbidImports([...folders, ...testsOnly], message, { swr }) },
      { files: [`src/${dir}/${tests}`], rules: forbidImports(folders.filter((f) => !testsOnly.includes(f)), message, { swr }) },
    ]);
  }),
  // config is the bottom: it imports nothing at all
  { files: ['src/config/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '.', message: 'src/config imports nothing.' }] }], 'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: 'src/config imports nothing.' }] } },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'public/mockServiceWorker.js', 'screenshots', 'test-results', 'src/api/schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...noDirectFetch,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerBlocks,
  {
    // The API layer and the mocks are where requests are made.
    files: ['src/api/**/*.{ts,tsx}', 'src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    files: ['vite.config.ts', 'build/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['public/sw.js'],
    languageOptions: { sourceType: 'script', globals: globals.serviceworker },
  },
);

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Server state goes through src/api only: no fetch and no SWR hooks anywhere else.
const noDirectFetch = {
  'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/api (fetcher + SWR hook).' }],
  'no-restricted-properties': [
    'error',
    { object: 'window', property: 'fetch', message: 'Call the API through src/api.' },
    { object: 'globalThis', property: 'fetch', message: 'Call the API through src/api.' },
    { object: 'self', property: 'fetch', message: 'Call the API through src/api.' },
  ],
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'swr', importNames: ['default', 'useSWRConfig', 'mutate', 'preload'], message: 'Use the hooks of src/api.' },
        { name: 'swr/infinite', message: 'Use the hooks of src/api.' },
        { name: 'swr/mutation', message: 'Use the hooks of src/api.' },
        { name: 'swr/immutable', message: 'Use the hooks of src/api.' },
      ],
    },
  ],
};

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
  {
    // The API layer and the mocks are where requests are made.
    files: ['src/api/**/*.{ts,tsx}', 'src/mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-imports': 'off', 'no-restricted-properties': 'off' },
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

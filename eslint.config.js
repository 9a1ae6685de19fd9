// Lint rules, including the import boundaries of docs/architecture.md: routes are adapters that
// nothing imports (a feature's form may take the reply type of the action it posts to); features
// may use db, lib, ui and the leaf catalogues; ui and lib know no feature; server-only modules
// (*.server.ts) stay out of code that runs in the browser.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const routes = { group: ['~/routes/*', '**/routes/*'], message: 'Nothing imports a route module.' };
// A feature's form takes its reply type from the action it posts to, and nothing else.
const routeReplies = {
  ...routes,
  message: 'Nothing imports a route module; a form may take its reply type (import type).',
  allowTypeImports: true,
};
const features = {
  group: ['~/features/*', '**/features/*'],
  message: 'ui, lib and db know no feature.',
};
const serverOnly = {
  group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
  message: 'Browser code must not import server-only modules.',
  allowTypeImports: true,
};
const nonLeafFeatures = {
  group: [
    '~/features/fixtures/*',
    '~/features/articles/*',
    '~/features/auth/*',
    '~/features/share/*',
    '~/features/seo/*',
  ],
  message: 'Leaf catalogues (channels, teams, competitions) import no other feature.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-e2e/',
      'build-bench/',
      '.react-router/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // docs/security.md R23: raw SQL only from constants, never from input.
      'no-restricted-properties': [
        'error',
        { object: 'sql', property: 'raw', message: 'Use sql`` parameters; sql.raw needs review.' },
        { object: 'sql', property: 'lit', message: 'Use sql`` parameters; sql.lit needs review.' },
      ],
    },
  },
  {
    // The service worker is plain browser JavaScript in its own global scope.
    files: ['public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        caches: 'readonly',
        fetch: 'readonly',
        Response: 'readonly',
        URL: 'readonly',
      },
    },
  },
  { files: ['app/**'], rules: restrict(routes) },
  { files: ['app/features/**'], rules: restrict(routeReplies) },
  { files: ['app/ui/**', 'app/lib/**', 'app/db/**'], rules: restrict(routes, features) },
  {
    files: ['app/features/channels/**', 'app/features/teams/**', 'app/features/competitions/**'],
    rules: restrict(routes, nonLeafFeatures),
  },
  {
    files: ['app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.server.ts', '**/*.server.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(routeReplies, serverOnly),
  },
  {
    files: ['app/features/channels/**', 'app/features/teams/**', 'app/features/competitions/**'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: restrict(routes, nonLeafFeatures, serverOnly),
  },
  {
    files: ['app/ui/**', 'app/lib/**'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: restrict(routes, features, serverOnly),
  },
);

// Lint rules, including the import boundaries of docs/architecture.md: routes are adapters that
// nothing imports (a feature's form may take the reply type of the action it posts to); each
// feature imports only the features `featureDependencies` lists, so they depend one way; ui, lib
// and db know no feature; server-only modules (*.server.ts) stay out of code that runs in the
// browser. `app/features/feature-boundaries.test.ts` proves the rules refuse what they should.
import { readdirSync } from 'node:fs';
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
// What each feature may import (besides db, lib and ui). Lower features never import higher ones:
// the catalogues and the audit log at the bottom; `schedule` (the fixture record, its rules and its
// store) above them; then the importer, the staff's fixture screens and the public pages.
const featureDependencies = {
  analytics: [],
  audit: [],
  competitions: [],
  teams: [],
  channels: ['audit'],
  services: ['channels'],
  articles: ['audit', 'channels'],
  schedule: ['channels', 'competitions', 'teams'],
  alerts: ['schedule', 'teams'],
  calendars: ['channels', 'competitions', 'schedule'],
  importer: ['channels', 'competitions', 'schedule', 'teams'],
  seo: ['articles', 'channels', 'competitions', 'schedule', 'teams'],
  auth: ['audit', 'seo'],
  manage: ['audit', 'channels', 'importer', 'schedule'],
  drafts: ['audit', 'channels', 'importer', 'manage', 'schedule'],
  'data-export': ['articles', 'audit', 'channels', 'manage', 'schedule'],
  listings: ['calendars', 'channels', 'competitions', 'schedule', 'seo', 'services', 'teams'],
  search: ['channels', 'listings', 'schedule', 'teams'],
  share: ['audit', 'channels', 'listings', 'schedule'],
  navigation: ['alerts', 'calendars', 'listings', 'schedule', 'services', 'teams'],
};
const undeclared = readdirSync(new URL('app/features', import.meta.url), {
  withFileTypes: true,
}).filter((entry) => entry.isDirectory() && !(entry.name in featureDependencies));
if (undeclared.length > 0) {
  throw new Error(`Declare in featureDependencies: ${undeclared.map((entry) => entry.name)}`);
}
const otherFeatures = (feature) => ({
  group: Object.keys(featureDependencies)
    .filter((other) => other !== feature && !featureDependencies[feature].includes(other))
    .map((other) => `~/features/${other}/*`),
  message: `${feature} may import only ${featureDependencies[feature].join(', ') || 'no other feature'} (eslint.config.js featureDependencies).`,
});
// Another folder is named from the root (~/features/...), so the boundaries above see every import.
const upward = { regex: '^\\.\\./', message: 'Import another folder as ~/...' };
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const serverFiles = ['**/*.server.ts', '**/*.server.tsx'];
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
  { files: ['app/ui/**', 'app/lib/**', 'app/db/**'], rules: restrict(routes, features) },
  ...Object.keys(featureDependencies).flatMap((feature) => {
    const files = [`app/features/${feature}/**`];
    const boundaries = [routeReplies, otherFeatures(feature), upward];
    return [
      // Tests may set up any feature's data.
      { files, rules: restrict(routeReplies) },
      { files, ignores: tests, rules: restrict(...boundaries) },
      { files, ignores: [...tests, ...serverFiles], rules: restrict(...boundaries, serverOnly) },
    ];
  }),
  {
    files: ['app/ui/**', 'app/lib/**'],
    ignores: ['**/*.server.ts', '**/*.test.ts'],
    rules: restrict(routes, features, serverOnly),
  },
  {
    // UK dates and times go through app/lib/london-time.ts alone (ukTimeZone and its helpers).
    ignores: ['app/lib/london-time.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='Europe/London'], TemplateElement[value.cooked='Europe/London']",
          message: 'Use ukTimeZone or a helper from ~/lib/london-time.',
        },
      ],
    },
  },
);

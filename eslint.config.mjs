import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';

const FIREBASE = ['firebase', 'firebase/*', '@firebase/*'];
/** The server's Firebase: the trusted core's, in apps/functions only. */
const FIREBASE_SERVER = ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'];
const UI_RUNTIME = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'styled-components',
  'react-router*',
  'react-toastify',
];
const APPS = ['shell', 'accounts', 'paluwagan', 'debt', 'insights', 'planning'];

/** The feature areas an app has today (apps/<app>/src/features/<area>/). */
function featureAreas(app) {
  const dir = `apps/${app}/src/features`;
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
}

// The remote layout of docs/architecture.md: pages compose features; a feature never imports a
// page, a widget or another feature (shared code goes to a lib or stays in the page).
const LAYOUT_ZONES = APPS.flatMap((app) => {
  const src = `./apps/${app}/src`;
  return [
    {
      target: `${src}/features`,
      from: `${src}/pages`,
      message: 'A feature never imports a page: pages compose features.',
    },
    {
      target: `${src}/features`,
      from: `${src}/widgets`,
      message: 'A feature never imports a widget: widgets compose features.',
    },
    ...featureAreas(app).map((area) => ({
      target: `${src}/features/${area}`,
      from: `${src}/features`,
      except: [`./${area}`],
      message: 'A feature never imports another feature: move the shared part to a lib, or compose both in a page.',
    })),
  ];
});

// The house rules of ARCHITECTURE.md: apps -> libs; data -> platform, ledger -> domain; ui and
// domain -> nothing of ours; only libs/platform and libs/data talk to Firebase, and only the
// functions to its server side (the Admin SDK); libs/domain and libs/ledger are pure TypeScript.
const MODULE_BOUNDARIES = {
  enforceBuildableLibDependency: true,
  allow: [],
  depConstraints: [
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:data', 'type:ui', 'type:remote-kit'],
      bannedExternalImports: [...FIREBASE, ...FIREBASE_SERVER],
    },
    {
      sourceTag: 'type:remote-kit',
      onlyDependOnLibsWithTags: ['type:domain', 'type:platform', 'type:data', 'type:ui'],
      bannedExternalImports: [...FIREBASE, ...FIREBASE_SERVER],
    },
    {
      sourceTag: 'type:data',
      onlyDependOnLibsWithTags: ['type:domain', 'type:ledger', 'type:platform'],
      bannedExternalImports: FIREBASE_SERVER,
    },
    {
      // The trusted core on the server: the ledger over the Admin SDK, nothing of the browser's.
      sourceTag: 'type:functions',
      onlyDependOnLibsWithTags: ['type:domain', 'type:ledger'],
      bannedExternalImports: [...FIREBASE, ...UI_RUNTIME],
    },
    {
      // Runtime config, Firebase start-up, session: loaded by the sign-in screens, so no TanStack
      // Query, and of the ledger only its errors entry (LEDGER_COMMANDS below); Firestore only
      // through getFirestoreDb()'s dynamic import.
      sourceTag: 'type:platform',
      onlyDependOnLibsWithTags: ['type:domain', 'type:ledger'],
      bannedExternalImports: ['@tanstack/*', ...FIREBASE_SERVER],
    },
    {
      // The ledger core runs in the browser, on the server and in memory: no Firebase, no React.
      sourceTag: 'type:ledger',
      onlyDependOnLibsWithTags: ['type:domain'],
      bannedExternalImports: [...FIREBASE, ...FIREBASE_SERVER, ...UI_RUNTIME],
    },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [], bannedExternalImports: [...FIREBASE, ...FIREBASE_SERVER] },
    {
      sourceTag: 'type:domain',
      onlyDependOnLibsWithTags: [],
      bannedExternalImports: [...FIREBASE, ...FIREBASE_SERVER, ...UI_RUNTIME],
    },
    { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
    // Team ownership: each app (one team's deployable) depends only on shared libs, never
    // on code of another team's scope.
    ...APPS.map((app) => ({ sourceTag: `scope:${app}`, onlyDependOnLibsWithTags: ['scope:shared'] })),
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
  ],
};

// One copy of the platform per page: Module Federation shares `@pitaka/platform` as a singleton
// (tools/module-federation/federation.cjs), so every file a bundle holds reaches it by that name. A
// relative path into it is already refused as a cross-project import; its testing entry (a second
// path to the session context) is for specs and test helpers only.
const PLATFORM_TESTING = {
  name: '@pitaka/platform/testing',
  message: "Test doubles are for specs: reach the platform through '@pitaka/platform', one shared copy per page.",
};
// The ledger's commands stay off the sign-in screens: the platform imports only its errors entry.
const LEDGER_COMMANDS = ['@pitaka/ledger', '@pitaka/ledger/testing'].map((name) => ({
  name,
  message: "The platform loads on /login: import only '@pitaka/ledger/errors' of the ledger.",
}));
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/src/testing/**'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    ignores: ['**/dist', '**/node_modules', '.nx', 'tmp', '.data', '**/test-results', '**/playwright-report'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', MODULE_BOUNDARIES],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // TypeScript itself refuses a redeclared name; the core rule mistakes overloads for one.
      'no-redeclare': 'off',
    },
  },
  {
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYOUT_ZONES }] },
  },
  {
    // (Before the blocks below, which add to it: a later block's no-restricted-imports replaces it.)
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [PLATFORM_TESTING] }] },
  },
  {
    // Presentational components get their data as props: they never reach for the data layer.
    files: ['apps/*/src/features/*/components/**/*.{ts,tsx}', 'apps/*/src/widgets/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@pitaka/data',
              message: 'Presentational components take data as props; call hooks in the feature or page.',
            },
            {
              name: '@pitaka/platform',
              message: 'Presentational components take data as props; call hooks in the feature or page.',
            },
            PLATFORM_TESTING,
          ],
        },
      ],
    },
  },
  {
    files: ['libs/platform/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: [...LEDGER_COMMANDS, PLATFORM_TESTING] }] },
  },
  {
    // Build and test configuration: plain Node files that reach into tools/ by path.
    files: ['**/*.cjs', 'tools/**/*.mjs', '**/webpack.config.js', '**/jest.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
];

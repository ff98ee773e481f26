import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const FIREBASE = ['firebase', 'firebase/*', '@firebase/*'];
const UI_RUNTIME = ['react', 'react/*', 'react-dom', 'react-dom/*', 'styled-components', 'react-router*', 'react-toastify'];

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
      // The house rules of ARCHITECTURE.md: apps -> libs; data -> domain; ui and domain -> nothing of ours;
      // only libs/data talks to Firebase; libs/domain is pure TypeScript.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:ui', 'type:remote-kit'],
              bannedExternalImports: FIREBASE,
            },
            {
              sourceTag: 'type:remote-kit',
              onlyDependOnLibsWithTags: ['type:domain', 'type:data', 'type:ui'],
              bannedExternalImports: FIREBASE,
            },
            { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:domain'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: [], bannedExternalImports: FIREBASE },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: [...FIREBASE, ...UI_RUNTIME],
            },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Build and test configuration: plain Node files that reach into tools/ by path.
    files: ['**/*.cjs', 'tools/**/*.mjs', '**/webpack.config.js', '**/jest.config.*'],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@nx/enforce-module-boundaries': 'off' },
  },
];

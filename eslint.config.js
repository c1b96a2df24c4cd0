import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import {importX} from 'eslint-plugin-import-x';
import {createTypeScriptImportResolver} from 'eslint-import-resolver-typescript';
import globals from 'globals';

const EMULATORS = {group: ['**/emulators/**'], message: 'app/ must not import emulators/'};
// root.tsx imports the page shell and every feature under it; importing root back makes a loop.
const ROOT = {group: ['~/root'], message: 'the shell imports features, not the other way round: its data type is in ~/features/chrome/page-shell-data.server'};
// Two entries of one slider would ship it twice on the product page (the banner is in every page's shell).
const SLIDER = {regex: '^keen-slider/react(\\.js)?$', message: "import keen-slider's ES build, 'keen-slider/react.es.js', as the banner does"};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'build',
      '.react-router',
      '.local-stack',
      'test-results',
      'playwright-report',
      'storefrontapi.generated.d.ts',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in .ts files too (use-*.ts): the hooks rules read every app module.
    files: ['app/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {...reactHooks.configs.recommended.rules, 'react-hooks/exhaustive-deps': 'error'},
  },
  {
    files: ['app/**/*.tsx'],
    plugins: {'jsx-a11y': jsxA11y},
    rules: {...jsxA11y.flatConfigs.recommended.rules},
  },
  {
    // Features talk to each other through their modules, never in a loop (type imports included).
    files: ['app/**/*.{ts,tsx}', 'server.ts'],
    plugins: {'import-x': importX},
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({project: './tsconfig.json'})],
    },
    rules: {'import-x/no-cycle': ['error', {ignoreExternal: true}]},
  },
  {
    // The storefront never reaches into the local stack; it only talks to it over HTTP.
    files: ['app/**/*.{ts,tsx}', 'server.ts', 'graphql/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [EMULATORS, ROOT, SLIDER]}],
    },
  },
  {
    // The environment is parsed once (app/platform/env.ts): code reads `context.appEnv`, never the raw variables.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/platform/env.ts', 'app/platform/context.ts', 'app/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', {object: 'context', property: 'env', message: 'Read context.appEnv (parsed by app/platform/env.ts).'}],
    },
  },
  {
    // Every end-to-end test logs its browser's requests for a failure (tests/e2e/support/test.ts).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {paths: [{name: '@playwright/test', importNames: ['test'], message: 'Import test from tests/e2e/support/test.ts.'}]},
      ],
    },
  },
  {
    // A feature's model is its pure rules: no React, no I/O, nothing but other models, config and the
    // pure ui helpers (links, rich text, image URLs) it validates with or builds on.
    files: ['app/features/*/model/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            EMULATORS,
            ROOT,
            {regex: '^(react|react-dom|react-router|react-instantsearch|zustand|algoliasearch|@shopify/|node:)', message: 'a feature model imports no React and no I/O'},
            {regex: '^~/(?!config/|features/[^/]+/model/|ui/(safe-link|rich-text|same-origin-path|shape-check|catalog-image-url)$)', message: 'a feature model imports only other models, config and pure ui helpers'},
            {regex: '^\\.\\./', message: 'a feature model imports other features\' models by their ~/features/<feature>/model/ path'},
          ],
        },
      ],
    },
  },
);

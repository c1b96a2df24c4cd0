import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    files: ['app/**/*.tsx'],
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The storefront never reaches into the local stack; it only talks to it over HTTP.
    files: ['app/**/*.{ts,tsx}', 'server.ts', 'graphql/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [{group: ['**/emulators/**'], message: 'app/ must not import emulators/'}]}],
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
    // Domain rules stay pure: no React, no I/O, nothing from the rest of the app.
    files: ['app/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['react', 'react-*', 'react-router', '~/components/*', '~/routes/*', '~/lib/*', '~/stores/*', '@shopify/*'], message: 'app/domain is pure TypeScript'}]},
      ],
    },
  },
);

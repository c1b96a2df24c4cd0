import {createRequire} from 'node:module';
import {defineConfig, type Plugin} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {reactRouter} from '@react-router/dev/vite';
import {loadEnvFiles} from './scripts/env-files.ts';

const WORKER_ENV_PREFIXES = ['PUBLIC_', 'PRIVATE_', 'SESSION_', 'FEATURE_'];

/**
 * The worker's variables: `.env.example` (local-stack defaults), `.env`, then the shell.
 * The hydrogen plugin switches MiniOxygen's own .env loading off, so they are passed explicitly.
 */
function workerEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(loadEnvFiles()).filter(([key]) => WORKER_ENV_PREFIXES.some((p) => key.startsWith(p))),
  );
}

const require = createRequire(import.meta.url);

/**
 * Server bundles run in workerd, where Vite's conditions would pick algoliasearch's Node builds
 * (zlib, http): point the full client at its worker build and the lite client at its browser build.
 */
function algoliasearchForWorkers(): Plugin {
  const builds: Record<string, string> = {
    algoliasearch: require.resolve('algoliasearch/dist/worker'),
    'algoliasearch/lite': require.resolve('algoliasearch/dist/lite/builds/browser'),
  };
  return {
    name: 'algoliasearch-for-workers',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId: (id) => builds[id],
  };
}

export default defineConfig({
  plugins: [algoliasearchForWorkers(), hydrogen(), oxygen({env: workerEnv()}), reactRouter()],
  resolve: {tsconfigPaths: true},
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      // CommonJS inside: react-instantsearch's helpers and keen-slider's React entry.
      include: ['set-cookie-parser', 'cookie', 'react-router', 'react-instantsearch', 'keen-slider/react'],
    },
  },
  server: {
    allowedHosts: ['.tryhydrogen.dev'],
  },
});

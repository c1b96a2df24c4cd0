import {defineConfig} from 'vite';
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

export default defineConfig({
  plugins: [hydrogen(), oxygen({env: workerEnv()}), reactRouter()],
  resolve: {tsconfigPaths: true},
  build: {
    // A strict Content-Security-Policy forbids inlined data: assets.
    assetsInlineLimit: 0,
  },
  ssr: {
    optimizeDeps: {
      include: ['set-cookie-parser', 'cookie', 'react-router'],
    },
  },
  server: {
    allowedHosts: ['.tryhydrogen.dev'],
  },
});

import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// Kept apart from vite.config.ts so unit tests load neither React Router nor MiniOxygen.
export default defineConfig({
  resolve: {
    alias: {
      '~graphql': fileURLToPath(new URL('./graphql', import.meta.url)),
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'emulators/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

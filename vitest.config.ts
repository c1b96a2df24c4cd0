import {availableParallelism} from 'node:os';
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
    // A worker per core, not vitest's one fewer: many files wait on a child process, a server or the
    // database rather than the CPU. On 2 cores the run took 115-124 s instead of 163.
    maxWorkers: availableParallelism(),
    // Worker threads, not vitest's child processes: the whole run took 84-86 s instead of 108-110
    // here (each file still gets its own module graph).
    pool: 'threads',
  },
});

import {defineConfig} from '@playwright/test';
import {E2E_CHROMIUM_PATH} from './scripts/ensure-chromium.ts';

const EXCLUSIVE = /(restart|faults|load)\.spec\.ts$/;

const baseURL = process.env.BASE_URL ?? 'http://localhost:3100';

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per harness port, so concurrent runs do not empty each other's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: false,
  workers: 2,
  // One retry in CI and in `npm test` (E2E_RETRIES): a test can still fail for a reason outside
  // the app, and that must not sink a run; `npm test` names every retried test as flaky in its
  // summary. The one such reason seen most (a 500 with MiniOxygen's `TypeError: fetch failed`, in
  // cart-api, catalog-a11y, chrome-a11y, chrome-banner and ring-builder-steps) was undici reusing a
  // keep-alive connection workerd had closed (UND_ERR_SOCKET), and once a reset one (ECONNRESET); the
  // preview server now sends such a GET once more itself and logs it (scripts/preview-error-causes.ts).
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : ([['html', {open: 'never'}]] as const)),
    // `npm test` sums the unit and end-to-end counts from machine-readable reports.
    ...(process.env.E2E_JSON_REPORT ? ([['json', {outputFile: process.env.E2E_JSON_REPORT}]] as const) : []),
  ],
  use: {
    baseURL,
    // Every test records a trace and keeps it only if it fails, without the screencast or DOM
    // snapshots: two specs (45 tests) took 3.3-3.7 min with both, 3.0 without the screencast and
    // 2.6 without either. The trace's network log goes with the snapshots, so each test's context
    // logs its own requests for a failure instead (tests/e2e/support/test.ts).
    trace: {mode: 'retain-on-failure', screenshots: false, snapshots: false},
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {name: 'storefront', testIgnore: EXCLUSIVE},
    // Load, and restarting or killing the local stack, would disturb tests running beside them on
    // the same stack: they go last, one at a time. A full `npm run test:e2e` gives them an app and
    // stack of their own, beside the storefront specs (scripts/e2e.ts).
    {name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['storefront'], fullyParallel: false, workers: 1},
  ],
});

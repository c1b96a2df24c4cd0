import {defineConfig} from '@playwright/test';

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
  // One retry in CI only: a rare unlogged 500 from the preview server (seen once in cart-api under
  // load, not reproduced in 15 repeats) must not sink a run; retried tests are reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ...(process.env.CI ? [] : ([['html', {open: 'never'}]] as const)),
    // `npm test` sums the unit and end-to-end counts from machine-readable reports.
    ...(process.env.E2E_JSON_REPORT ? ([['json', {outputFile: process.env.E2E_JSON_REPORT}]] as const) : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    // Load, and restarting or killing the local stack, would disturb tests running beside them:
    // they go last, one at a time.
    {name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['storefront'], fullyParallel: false, workers: 1},
  ],
});

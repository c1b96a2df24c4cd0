// End-to-end tests: a production build served by MiniOxygen on the local stack, driven by
// Playwright in Debian's Chromium. With BASE_URL set, the same suite runs against that
// deployment instead and nothing is started here.
import {createServer} from 'node:http';
import {ensureChromium} from './ensure-chromium.ts';
import {startAppOnLocalStack} from './lib/app-on-local-stack.ts';
import {run, stopAll, stopAllOnExit} from './lib/processes.ts';

// Ports apart from `npm run dev`'s, so tests can run while a dev server is up.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
// Not +1090: 4190 is on the fetch standard's list of blocked ports.
const CONTROL_PORT = APP_PORT + 1080;

const playwrightArgs = process.argv.slice(2);

async function runPlaywright(env: NodeJS.ProcessEnv, args = playwrightArgs) {
  return run('playwright', 'npx', ['--no-install', 'playwright', 'test', ...args], {env});
}

await ensureChromium();

if (process.env.BASE_URL) {
  process.exit(await runPlaywright(process.env));
}

stopAllOnExit();
const app = await startAppOnLocalStack(APP_PORT, process.env.LOCAL_STACK_DIAMONDS ?? '20000');

// Lets a test restart the local stack (same data) to prove what survives a restart, or kill it
// with SIGKILL and start it again later to prove what survives a crash.
const CONTROL_ACTIONS: Record<string, () => Promise<void>> = {
  '/restart': () => app.restartStack(),
  '/kill': () => app.killStack(),
  '/start': () => app.startStack(),
};
const control = createServer((req, res) => {
  const action = req.method === 'POST' ? CONTROL_ACTIONS[req.url ?? ''] : undefined;
  if (!action) {
    res.writeHead(404).end();
    return;
  }
  action().then(
    () => res.writeHead(200, {'Content-Type': 'application/json'}).end('{"ok":true}'),
    (error: unknown) => res.writeHead(500, {'Content-Type': 'application/json'}).end(JSON.stringify({error: String(error)})),
  );
});
await new Promise<void>((r) => control.listen(CONTROL_PORT, '127.0.0.1', r));

const mainEnv = {
  ...app.env,
  BASE_URL: app.appUrl,
  LOCAL_STACK_CONTROL_URL: `http://127.0.0.1:${CONTROL_PORT}`,
  E2E_OUTPUT_DIR: `test-results/e2e-${APP_PORT}`,
};

if (playwrightArgs.length > 0) {
  const code = await runPlaywright(mainEnv);
  control.close();
  await stopAll();
  process.exit(code);
}

// Spec §9 flags ship one way; a full run also proves each the other way, with the same build served
// under the flipped flags (customer accounts on, appointments and hints off, the sections and pages
// that ship off switched on). Each listed spec checks whichever way its flags are for the run.
const FLIPPED_FLAGS = {
  FEATURE_CUSTOMER_ACCOUNT: 'true',
  FEATURE_CAL_COM_APPOINTMENT: 'false',
  FEATURE_DROP_A_HINT: 'false',
  FEATURE_GF_VOUCHER_CUSTOM_PAGE: 'true',
  FEATURE_RELATED_PRODUCTS_SECTION: 'true',
  FEATURE_COMMUNICATION_PREFERENCE: 'true',
};
const FLIPPED_FLAG_SPECS = [
  'tests/e2e/account-',
  'tests/e2e/engagement-appointment',
  'tests/e2e/engagement-drop-a-hint',
  'tests/e2e/product-related',
  'tests/e2e/gift-voucher',
];

/** A pass's own JSON report, output folder and HTML report, so passes side by side keep theirs. */
function passEnv(pass: string, outputDir: string): NodeJS.ProcessEnv {
  const report = process.env.E2E_JSON_REPORT;
  return {
    E2E_OUTPUT_DIR: outputDir,
    PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/${pass}`,
    ...(report ? {E2E_JSON_REPORT: report.replace(/\.json$/, `-${pass}.json`)} : {}),
  };
}

async function flagsPass() {
  const flagsPort = APP_PORT + 50;
  // Flags are read at run time, so the build made above serves this pass too.
  const flipped = await startAppOnLocalStack(flagsPort, '2000', FLIPPED_FLAGS, {build: false});
  return run('playwright (flags flipped)', 'npx', ['--no-install', 'playwright', 'test', '--project=storefront', ...FLIPPED_FLAG_SPECS], {
    env: {...flipped.env, BASE_URL: flipped.appUrl, ...passEnv('flags', `test-results/e2e-${flagsPort}`)},
  });
}

const storefrontCode = await runPlaywright({...mainEnv, PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report/storefront'}, ['--project=storefront']);
// The exclusive specs disturb only the main app's stack, and mostly wait on it (an 8 s slow read, a
// cache's 19 s expiry): the flags pass, on its own app and stack, runs beside them instead of after.
const [exclusiveCode, flagsCode] = await Promise.all([
  runPlaywright({...mainEnv, ...passEnv('exclusive', `test-results/e2e-${APP_PORT}-exclusive`)}, ['--project=exclusive', '--no-deps']),
  flagsPass(),
]);
control.close();
await stopAll();
process.exit(storefrontCode || exclusiveCode || flagsCode);

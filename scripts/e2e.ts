// End-to-end tests: a production build served by MiniOxygen on the local stack, driven by
// Playwright in Debian's Chromium. With BASE_URL set, the same suite runs against that
// deployment instead and nothing is started here.
import {createServer, type Server} from 'node:http';
import {ensureChromium} from './ensure-chromium.ts';
import {startAppOnLocalStack, type AppOnLocalStack} from './lib/app-on-local-stack.ts';
import {run, stopAll, stopAllOnExit} from './lib/processes.ts';

// Ports apart from `npm run dev`'s, so tests can run while a dev server is up.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const DIAMONDS = process.env.LOCAL_STACK_DIAMONDS ?? '20000';

const playwrightArgs = process.argv.slice(2);

async function runPlaywright(env: NodeJS.ProcessEnv, args = playwrightArgs) {
  return run('playwright', 'npx', ['--no-install', 'playwright', 'test', ...args], {env});
}

/**
 * Lets a test restart the app's local stack (same data) to prove what survives a restart, or kill it
 * with SIGKILL and start it again later to prove what survives a crash.
 */
async function startStackControl(app: AppOnLocalStack, port: number): Promise<{url: string; server: Server}> {
  const actions: Record<string, () => Promise<void>> = {
    '/restart': () => app.restartStack(),
    '/kill': () => app.killStack(),
    '/start': () => app.startStack(),
  };
  const server = createServer((req, res) => {
    const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    action().then(
      () => res.writeHead(200, {'Content-Type': 'application/json'}).end('{"ok":true}'),
      (error: unknown) => res.writeHead(500, {'Content-Type': 'application/json'}).end(JSON.stringify({error: String(error)})),
    );
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {url: `http://127.0.0.1:${port}`, server};
}

const controls: Server[] = [];

/** Starts `app`'s stack control; resolves with what a Playwright run needs to drive `app`, writing to `outputDir`. */
async function passEnv(app: AppOnLocalStack, outputDir: string): Promise<NodeJS.ProcessEnv> {
  // Not +1090: 4190 is on the fetch standard's list of blocked ports.
  const control = await startStackControl(app, Number(new URL(app.appUrl).port) + 1080);
  controls.push(control.server);
  return {...app.env, BASE_URL: app.appUrl, LOCAL_STACK_CONTROL_URL: control.url, E2E_OUTPUT_DIR: outputDir};
}

async function finish(code: number): Promise<never> {
  for (const server of controls) server.close();
  await stopAll();
  process.exit(code);
}

await ensureChromium();

if (process.env.BASE_URL) {
  process.exit(await runPlaywright(process.env));
}

stopAllOnExit();
const app = await startAppOnLocalStack(APP_PORT, DIAMONDS);
const mainEnv = await passEnv(app, `test-results/e2e-${APP_PORT}`);

if (playwrightArgs.length > 0) await finish(await runPlaywright(mainEnv));

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

/** A pass's own JSON and HTML reports, so passes side by side keep theirs. */
function reports(pass: string): NodeJS.ProcessEnv {
  const report = process.env.E2E_JSON_REPORT;
  return {
    PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/${pass}`,
    ...(report && pass !== 'storefront' ? {E2E_JSON_REPORT: report.replace(/\.json$/, `-${pass}.json`)} : {}),
  };
}

// The exclusive specs restart, kill, slow down and load a stack, so they get an app and stack of
// their own. They run beside the storefront specs once that app answers: they mostly wait (an 8 s
// slow read, a cache's 19 s expiry), and run after them they added 1.5-1.8 min; beside them the
// end-to-end step took 36-47 s less in CI on an equally fast host. (A connection reset to workerd
// the crash test once met here is now retried: scripts/preview-error-causes.ts.) The flags app
// starts meanwhile too, from the build made above (flags are read at run time); its pass follows
// the storefront specs.
const exclusivePort = APP_PORT + 25;
const flagsPort = APP_PORT + 50;

/** Starts an app from the build above; a failure to start surfaces where the app is awaited (passOn). */
function startMeanwhile(after: Promise<unknown>, port: number, diamonds: string, flags: NodeJS.ProcessEnv = {}): Promise<AppOnLocalStack> {
  const started = after.catch(() => undefined).then(() => startAppOnLocalStack(port, diamonds, flags, {build: false}));
  started.catch(() => undefined);
  return started;
}

// One after the other: each `vite preview` regenerates React Router's route types as it starts, and
// two at once raced on that folder (ENOTEMPTY), which stopped one of them.
const exclusiveApp = startMeanwhile(Promise.resolve(), exclusivePort, DIAMONDS);
const flippedApp = startMeanwhile(exclusiveApp, flagsPort, '2000', FLIPPED_FLAGS);

/** Runs a pass once its app answers; an app that failed to start fails its own pass only. */
async function passOn(app: Promise<AppOnLocalStack>, name: string, pass: (app: AppOnLocalStack) => Promise<number>): Promise<number> {
  try {
    return await pass(await app);
  } catch (error) {
    console.error(`The ${name} pass could not start:`, error);
    return 1;
  }
}

const storefrontPass = runPlaywright({...mainEnv, ...reports('storefront')}, ['--project=storefront']);
const [storefrontCode, exclusiveCode, flagsCode] = await Promise.all([
  storefrontPass,
  passOn(exclusiveApp, 'exclusive', async (exclusive) =>
    runPlaywright({...(await passEnv(exclusive, `test-results/e2e-${exclusivePort}`)), ...reports('exclusive')}, ['--project=exclusive', '--no-deps']),
  ),
  // After the storefront specs, not beside them: both passes' browsers do the pages' own work, and
  // on two cores two such passes at once would only stretch each other.
  storefrontPass.then(() =>
    passOn(flippedApp, 'flags', (flipped) =>
      runPlaywright({...flipped.env, BASE_URL: flipped.appUrl, E2E_OUTPUT_DIR: `test-results/e2e-${flagsPort}`, ...reports('flags')}, [
        '--project=storefront',
        ...FLIPPED_FLAG_SPECS,
      ]),
    ),
  ),
]);
await finish(storefrontCode || exclusiveCode || flagsCode);

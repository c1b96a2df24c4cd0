// End-to-end tests: a production build served by MiniOxygen on the local stack, driven by
// Playwright in Debian's Chromium. With BASE_URL set, the same suite runs against that
// deployment instead and nothing is started here.
import {createServer} from 'node:http';
import {ensureChromium} from './ensure-chromium.ts';
import {run, start, stopAll, stopAllOnExit, waitForHttp, type OwnedProcess} from './lib/processes.ts';
import {startLocalStack} from './local-stack.ts';

// Ports apart from `npm run dev`'s, so tests can run while a dev server is up.
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3100);
const STOREFRONT_PORT = APP_PORT + 1010;
const SEARCH_PORT = APP_PORT + 1020;
// Not +1090: 4190 is on the fetch standard's list of blocked ports.
const CONTROL_PORT = APP_PORT + 1080;

const playwrightArgs = process.argv.slice(2);

async function runPlaywright(env: NodeJS.ProcessEnv) {
  return run('playwright', 'npx', ['--no-install', 'playwright', 'test', ...playwrightArgs], {env});
}

await ensureChromium();

if (process.env.BASE_URL) {
  process.exit(await runPlaywright(process.env));
}

stopAllOnExit();
const testEnv: NodeJS.ProcessEnv = {
  ...process.env,
  LOCAL_STACK_STOREFRONT_PORT: String(STOREFRONT_PORT),
  LOCAL_STACK_SEARCH_PORT: String(SEARCH_PORT),
  LOCAL_STACK_DATA_DIR: `.local-stack/e2e-${APP_PORT}`,
  LOCAL_STACK_DIAMONDS: process.env.LOCAL_STACK_DIAMONDS ?? '20000',
  LOCAL_STACK_STOREFRONT_URL: `http://localhost:${APP_PORT}`,
  PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${STOREFRONT_PORT}`,
  PUBLIC_CHECKOUT_DOMAIN: `127.0.0.1:${STOREFRONT_PORT}`,
  PUBLIC_ALGOLIA_HOST: `127.0.0.1:${SEARCH_PORT}`,
};

if ((await run('build', 'npx', ['--no-install', 'react-router', 'build'], {env: testEnv})) !== 0) {
  process.exit(1);
}

let stack: OwnedProcess = await startLocalStack(['--reset'], testEnv);

// Lets a test restart the local stack (same data) to prove what survives a restart.
const control = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/restart') {
    res.writeHead(404).end();
    return;
  }
  void (async () => {
    try {
      await stack.stop();
      stack = await startLocalStack([], testEnv);
      res.writeHead(200, {'Content-Type': 'application/json'}).end('{"ok":true}');
    } catch (error) {
      res.writeHead(500, {'Content-Type': 'application/json'}).end(JSON.stringify({error: String(error)}));
    }
  })();
});
await new Promise<void>((r) => control.listen(CONTROL_PORT, '127.0.0.1', r));

start('preview', 'npx', ['--no-install', 'vite', 'preview', '--port', String(APP_PORT), '--strictPort'], {
  env: testEnv,
});
await waitForHttp(`http://localhost:${APP_PORT}/`);

const code = await runPlaywright({
  ...testEnv,
  BASE_URL: `http://localhost:${APP_PORT}`,
  LOCAL_STACK_CONTROL_URL: `http://127.0.0.1:${CONTROL_PORT}`,
  E2E_OUTPUT_DIR: `test-results/e2e-${APP_PORT}`,
});
control.close();
await stopAll();
process.exit(code);

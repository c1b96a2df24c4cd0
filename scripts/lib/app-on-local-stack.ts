// A production build served by MiniOxygen (`vite preview`) against its own local stack, on ports
// derived from the app port so several can run side by side (tests, benchmarks, `npm run dev`).
import {run, start, waitForHttp, type OwnedProcess} from './processes.ts';
import {startLocalStack} from '../local-stack.ts';

export interface AppOnLocalStack {
  appUrl: string;
  env: NodeJS.ProcessEnv;
  stack: OwnedProcess;
  preview: OwnedProcess;
  /** Stops the local stack and starts it again on the same data. */
  restartStack(): Promise<void>;
  /** Kills the local stack with SIGKILL, as a crash would: no shutdown, no flush. */
  killStack(): Promise<void>;
  /** Starts the local stack again on the same data (after killStack). */
  startStack(): Promise<void>;
}

export function localStackEnv(appPort: number, diamonds: string, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const storefrontPort = appPort + 1010;
  const searchPort = appPort + 1020;
  return {
    ...process.env,
    LOCAL_STACK_STOREFRONT_PORT: String(storefrontPort),
    LOCAL_STACK_SEARCH_PORT: String(searchPort),
    LOCAL_STACK_DATA_DIR: `.local-stack/app-${appPort}`,
    LOCAL_STACK_DIAMONDS: diamonds,
    LOCAL_STACK_STOREFRONT_URL: `http://localhost:${appPort}`,
    PUBLIC_STORE_DOMAIN: `http://127.0.0.1:${storefrontPort}`,
    PUBLIC_CHECKOUT_DOMAIN: `127.0.0.1:${storefrontPort}`,
    PUBLIC_ALGOLIA_HOST: `127.0.0.1:${searchPort}`,
    ...overrides,
  };
}

/** Builds the app, seeds a fresh local stack and serves the build; the caller stops them (stopAll). */
export async function startAppOnLocalStack(
  appPort: number,
  diamonds: string,
  overrides: NodeJS.ProcessEnv = {},
  {build = true}: {build?: boolean} = {},
): Promise<AppOnLocalStack> {
  const env = localStackEnv(appPort, diamonds, overrides);
  if (build && (await run('build', 'npx', ['--no-install', 'react-router', 'build'], {env})) !== 0) {
    throw new Error('the production build failed');
  }
  const app: AppOnLocalStack = {
    appUrl: `http://localhost:${appPort}`,
    env,
    stack: await startLocalStack(['--reset'], env),
    preview: start('preview', 'npx', ['--no-install', 'vite', 'preview', '--port', String(appPort), '--strictPort'], {env}),
    async restartStack() {
      await app.stack.stop();
      app.stack = await startLocalStack([], env);
    },
    async killStack() {
      await app.stack.kill();
    },
    async startStack() {
      app.stack = await startLocalStack([], env);
    },
  };
  await waitForHttp(`${app.appUrl}/`);
  return app;
}

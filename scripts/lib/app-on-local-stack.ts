// A production build served by MiniOxygen against its own local stack, on ports derived from the
// app port so several can run side by side (tests, benchmarks, `npm run dev`).
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {loadEnvFiles, workerEnv} from '../env-files.ts';
import {startHydrogenPreview} from './hydrogen-preview.ts';
import {run, start, waitForHttp, type OwnedProcess} from './processes.ts';
import {startLocalStack} from '../local-stack.ts';

/**
 * How the build is served. `vite preview` (tests, probes): MiniOxygen behind Vite's Node proxy, ports
 * only app + 1010/1020. `hydrogen preview` (the bench): the Shopify CLI's MiniOxygen alone, as the
 * skeleton is served, without the proxy's few milliseconds of CPU per request; it also takes
 * app + 1000 (inspector) and the first free port from app + 100 (assets, see hydrogen-preview.ts).
 */
export type PreviewServer = 'vite preview' | 'hydrogen preview';

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
    PUBLIC_CERTIFICATE_REPORT_URL: `http://127.0.0.1:${storefrontPort}/certificates/{lab}/{number}`,
    PUBLIC_RING_PICTURE_URL: `http://127.0.0.1:${storefrontPort}/images/rings/{setting}.svg?metal={metal}&shape={shape}&carat={carat}&width=480&height=480`,
    ...overrides,
  };
}

/** Where `hydrogen preview` reads the worker's variables from (under the gitignored .local-stack/). */
function previewEnvFile(appPort: number): string {
  mkdirSync('.local-stack', {recursive: true});
  return join('.local-stack', `preview-${appPort}.env`);
}

/** Builds the app, seeds a fresh local stack and serves the build; the caller stops them (stopAll). */
export async function startAppOnLocalStack(
  appPort: number,
  diamonds: string,
  overrides: NodeJS.ProcessEnv = {},
  {build = true, server = 'vite preview'}: {build?: boolean; server?: PreviewServer} = {},
): Promise<AppOnLocalStack> {
  const env = localStackEnv(appPort, diamonds, overrides);
  if (build && (await run('build', 'npx', ['--no-install', 'react-router', 'build'], {env})) !== 0) {
    throw new Error('the production build failed');
  }
  const stack = await startLocalStack(['--reset'], env);
  const app: AppOnLocalStack = {
    appUrl: `http://localhost:${appPort}`,
    env,
    stack,
    preview:
      server === 'vite preview'
        ? start('preview', 'npx', ['--no-install', 'vite', 'preview', '--port', String(appPort), '--strictPort'], {env})
        : // What vite.config.ts gives MiniOxygen under `vite preview`, with this stack's variables.
          await startHydrogenPreview('preview', {
            root: process.cwd(),
            port: appPort,
            variables: workerEnv(loadEnvFiles(process.cwd(), env)),
            envFile: previewEnvFile(appPort),
          }),
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
  // A preview that stopped will not answer: say so at once rather than at the deadline.
  const answered = waitForHttp(`${app.appUrl}/`);
  const stopped = app.preview.exited.then((code) => {
    throw new Error(`the preview server on ${appPort} exited with code ${code} before it answered`);
  });
  // Whichever loses the race must not reject unhandled later (the wait gives up at its deadline).
  for (const outcome of [answered, stopped]) outcome.catch(() => undefined);
  await Promise.race([answered, stopped]);
  return app;
}

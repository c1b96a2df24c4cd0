// `shopify hydrogen preview`: the Shopify CLI's MiniOxygen serving a built Hydrogen app straight from
// Node (no Vite server in front). It takes the worker's variables only from an env file.
import {writeFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {start, type OwnedProcess} from './processes.ts';

export interface HydrogenPreviewOptions {
  /** The app's root (its dist/ holds the build). */
  root: string;
  port: number;
  /** The worker's variables, written to envFile for the CLI. */
  variables: Record<string, string>;
  envFile: string;
  stdout?: 'inherit' | 'ignore';
}

/** Starts the preview; the caller waits for the port. The inspector takes port + 1000. */
export function startHydrogenPreview(name: string, {root, port, variables, envFile, stdout = 'inherit'}: HydrogenPreviewOptions): OwnedProcess {
  writeFileSync(envFile, Object.entries(variables).map(([key, value]) => `${key}=${JSON.stringify(value)}`).join('\n') + '\n');
  return start(
    name,
    resolve('node_modules/.bin/shopify'),
    ['hydrogen', 'preview', '--path', root, '--port', String(port), '--inspector-port', String(port + 1000), '--env-file', envFile],
    {env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', CI: '1'}, stdio: ['ignore', stdout, 'inherit']},
  );
}

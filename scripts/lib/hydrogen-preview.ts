// `shopify hydrogen preview`: the Shopify CLI's MiniOxygen serving a built Hydrogen app straight from
// Node (no Vite server in front). It takes the worker's variables only from an env file.
import {writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
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

/** Whether nothing listens on `port` (IPv4 and IPv6, as the preview binds). */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, () => server.close(() => resolveFree(true)));
  });
}

/**
 * Starts the preview; the caller waits for the port. The inspector takes port + 1000, and the assets
 * server the first free port from port + 100 (the CLI has no flag for it), so keep other servers'
 * ports off port + 100. Refuses a busy port: the CLI would not say, and whatever answers there
 * would look like the app.
 */
export async function startHydrogenPreview(name: string, {root, port, variables, envFile, stdout = 'inherit'}: HydrogenPreviewOptions): Promise<OwnedProcess> {
  if (!(await portIsFree(port))) throw new Error(`${name}: port ${port} is in use`);
  writeFileSync(envFile, Object.entries(variables).map(([key, value]) => `${key}=${JSON.stringify(value)}`).join('\n') + '\n');
  return start(
    name,
    resolve('node_modules/.bin/shopify'),
    ['hydrogen', 'preview', '--path', root, '--port', String(port), '--inspector-port', String(port + 1000), '--env-file', envFile],
    {env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1', CI: '1'}, stdio: ['ignore', stdout, 'inherit']},
  );
}

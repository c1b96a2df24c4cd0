// Shopify's Hydrogen skeleton, the baseline: copied from the installed Shopify CLI into a temporary
// folder (never into the repository), installed from the npm registry, built, and served by the
// CLI's MiniOxygen preview against our local stack.
import {existsSync, mkdirSync, readFileSync, rmSync, cpSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {loadEnvFiles} from '../../scripts/env-files.ts';
import {startHydrogenPreview} from '../../scripts/lib/hydrogen-preview.ts';
import {run, waitForHttp, type OwnedProcess} from '../../scripts/lib/processes.ts';

const CLI_DIR = resolve('node_modules/@shopify/cli');
const STARTER = join(CLI_DIR, 'dist/assets/hydrogen/starter');

// The same registry workarounds as our own package.json (see PLATFORM-NOTES): without them the
// skeleton's dependency tree does not resolve from this registry.
const OVERRIDES = {rollup: '4.67.4', '@graphql-tools/delegate': '12.2.1'};

export interface Skeleton {
  dir: string;
  version: string;
  cliVersion: string;
  clientDir: string;
  serverDir: string;
}

export function cliVersion(): string {
  return (JSON.parse(readFileSync(join(CLI_DIR, 'package.json'), 'utf8')) as {version: string}).version;
}

/** Copies, installs (once per CLI version) and builds the skeleton (unless told not to and built before); returns where it is. */
export async function prepareSkeleton({build = true}: {build?: boolean} = {}): Promise<Skeleton> {
  const cli = cliVersion();
  const dir = join(tmpdir(), `hydrogen-skeleton-bench-${cli}`);
  const stamp = join(dir, '.bench-installed');
  const pkg = JSON.parse(readFileSync(join(STARTER, 'package.json'), 'utf8')) as {version: string; overrides?: object};
  if (!existsSync(stamp)) {
    rmSync(dir, {recursive: true, force: true});
    mkdirSync(dir, {recursive: true});
    cpSync(STARTER, dir, {recursive: true});
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify({...pkg, overrides: OVERRIDES}, null, 2)}\n`);
    console.error(`bench: installing the skeleton ${pkg.version} (Shopify CLI ${cli}) in ${dir}...`);
    if ((await run('skeleton install', 'npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {cwd: dir})) !== 0) {
      throw new Error('npm install of the skeleton failed');
    }
    writeFileSync(stamp, `${new Date().toISOString()}\n`);
  }
  // The same build command as ours (the CLI's `hydrogen build` wraps it with codegen and a bundle report).
  const built = existsSync(join(dir, 'dist/server/index.js'));
  if ((build || !built) && (await run('skeleton build', 'npx', ['--no-install', 'react-router', 'build'], {cwd: dir})) !== 0) {
    throw new Error('the skeleton build failed');
  }
  return {dir, version: pkg.version, cliVersion: cli, clientDir: join(dir, 'dist/client'), serverDir: join(dir, 'dist/server')};
}

/**
 * Serves the built skeleton with `shopify hydrogen preview`, as ours is served in the bench, its
 * variables pointing at the local stack the same way ours do.
 */
export async function startSkeleton(skeleton: Skeleton, port: number, env: NodeJS.ProcessEnv): Promise<OwnedProcess> {
  const names = ['PUBLIC_STORE_DOMAIN', 'PUBLIC_STOREFRONT_API_TOKEN', 'PRIVATE_STOREFRONT_API_TOKEN', 'PUBLIC_STOREFRONT_ID', 'PUBLIC_CHECKOUT_DOMAIN', 'SESSION_SECRET'];
  const values = {...loadEnvFiles(), ...env};
  const preview = await startHydrogenPreview('skeleton preview', {
    root: skeleton.dir,
    port,
    variables: Object.fromEntries(names.map((name) => [name, values[name] ?? ''])),
    envFile: join(skeleton.dir, '.env.bench'),
    stdout: 'ignore',
  });
  await waitForHttp(`http://localhost:${port}/`);
  return preview;
}

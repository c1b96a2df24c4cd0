// `npm run emulators`: starts the local stack and prints one ready line for launchers to wait on.
// Stops on SIGINT/SIGTERM, and with its parent when started with an IPC channel.
import {parseArgs} from 'node:util';
import {loadEnvFiles} from '../scripts/env-files.ts';
import {readLocalStackConfig, type LocalStackConfig} from './config';
import {startLocalStack} from './server';

function wholeNumber(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${flag} must be a whole number, got "${value}"`);
  return n;
}

function configFromArgs(argv: string[], env: Record<string, string>): {config: LocalStackConfig; reset: boolean} {
  const {values} = parseArgs({
    args: argv,
    options: {
      reset: {type: 'boolean', default: false},
      diamonds: {type: 'string'},
      'storefront-port': {type: 'string'},
      'search-port': {type: 'string'},
      'data-dir': {type: 'string'},
    },
  });
  // Flags win over the environment; routing them through the same parser keeps its validation.
  const overrides: Record<string, string> = {};
  const set = (key: string, value: number | string | undefined) => {
    if (value !== undefined) overrides[key] = String(value);
  };
  set('LOCAL_STACK_DIAMONDS', wholeNumber(values.diamonds, 'diamonds'));
  set('LOCAL_STACK_STOREFRONT_PORT', wholeNumber(values['storefront-port'], 'storefront-port'));
  set('LOCAL_STACK_SEARCH_PORT', wholeNumber(values['search-port'], 'search-port'));
  set('LOCAL_STACK_DATA_DIR', values['data-dir']);
  return {config: readLocalStackConfig({...env, ...overrides}), reset: values.reset ?? false};
}

async function main(): Promise<void> {
  const env = loadEnvFiles();
  const {config, reset} = configFromArgs(process.argv.slice(2), env);
  const log = (line: string) => process.stderr.write(`[local-stack] ${line}\n`);
  const stack = await startLocalStack(config, {
    reset,
    onLog: log,
    storefrontAppUrl: env.LOCAL_STACK_STOREFRONT_URL || undefined,
  });
  process.stdout.write(`Local stack ready: storefront ${stack.storefrontUrl}, search ${stack.searchUrl}\n`);

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    log(`stopping (${reason})`);
    try {
      await stack.close();
      process.exit(0);
    } catch (error) {
      log(`failed to stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  if (process.send) process.on('disconnect', () => void stop('parent disconnected'));
}

main().catch((error: unknown) => {
  process.stderr.write(`[local-stack] failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

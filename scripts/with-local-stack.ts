// `npm run dev` / `npm run preview`: the local stack first, then the given command; when either
// stops, both stop. Skipped when the store domain is a real store (not a URL).
import {loadEnvFiles} from './env-files.ts';
import {start, stopAll, stopAllOnExit} from './lib/processes.ts';
import {startLocalStack} from './local-stack.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-local-stack <command> [args...]');
  process.exit(2);
}

stopAllOnExit();
const env = loadEnvFiles();
const usesLocalStack = (env.PUBLIC_STORE_DOMAIN ?? '').includes('://');

const stack = usesLocalStack ? await startLocalStack() : null;
const app = start(command, 'npx', ['--no-install', command, ...args]);
const code = await Promise.race([app.exited, stack ? stack.exited.then((c) => (c === 0 ? 1 : c)) : new Promise<number>(() => {})]);
await stopAll();
process.exit(code);

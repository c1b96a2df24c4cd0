// Starts the local stack (emulators/main.ts) as an owned child and waits for its ready line.
import {resolve} from 'node:path';
import {startAndWaitFor, type OwnedProcess} from './lib/processes.ts';

export const LOCAL_STACK_READY = /^Local stack ready/;

export function startLocalStack(args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<OwnedProcess> {
  return startAndWaitFor(
    'local stack',
    process.execPath,
    ['--import', 'tsx', resolve('emulators/main.ts'), ...args],
    LOCAL_STACK_READY,
    {env, timeoutMs: 180_000, ipc: true},
  );
}

// Child processes the scripts own: each runs in its own process group, so stopping it stops
// everything it started (npx wrappers, workerd), and all of them stop when the script exits.
import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';

export interface OwnedProcess {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (signals count as 1). */
  exited: Promise<number>;
  stop(): Promise<number>;
  /** SIGKILL to the whole group at once; resolves when the leader is gone. */
  kill(): Promise<number>;
}

const owned = new Set<OwnedProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export function start(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions & {onLine?: (line: string) => void; ipc?: boolean} = {},
): OwnedProcess {
  const {onLine, ipc, ...spawnOptions} = options;
  // An IPC channel lets a child notice that this script died, even by SIGKILL, and stop itself.
  const stdio: SpawnOptions['stdio'] = [
    'ignore',
    onLine ? 'pipe' : 'inherit',
    'inherit',
    ...(ipc ? (['ipc'] as const) : []),
  ];
  const child = spawn(command, args, {
    stdio,
    ...spawnOptions,
    detached: true,
  });
  if (onLine && child.stdout) {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        onLine(buffered.slice(0, nl));
        buffered = buffered.slice(nl + 1);
      }
    });
  }
  const exited = new Promise<number>((resolveExit) => {
    child.on('exit', (code) => resolveExit(code ?? 1));
    child.on('error', (error) => {
      console.error(`[${name}] ${error.message}`);
      resolveExit(1);
    });
  });
  const proc: OwnedProcess = {
    name,
    child,
    exited,
    async stop() {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      const code = await exited;
      clearTimeout(timer);
      // The group may outlive its leader (workerd); make sure nothing is left.
      killGroup(child, 'SIGKILL');
      return code;
    },
    async kill() {
      killGroup(child, 'SIGKILL');
      return exited;
    },
  };
  owned.add(proc);
  void exited.then(() => owned.delete(proc));
  return proc;
}

/** Runs to completion; resolves with the exit code. */
export async function run(name: string, command: string, args: string[], options: SpawnOptions = {}) {
  return start(name, command, args, options).exited;
}

/** Waits until `onLine` sees a line matching `pattern`, or fails when the process exits first. */
export function startAndWaitFor(
  name: string,
  command: string,
  args: string[],
  pattern: RegExp,
  options: SpawnOptions & {timeoutMs?: number; ipc?: boolean} = {},
): Promise<OwnedProcess> {
  const {timeoutMs = 120_000, ...rest} = options;
  return new Promise((resolveReady, reject) => {
    let ready = false;
    const proc = start(name, command, args, {
      ...rest,
      onLine: (line) => {
        if (!ready && pattern.test(line)) {
          ready = true;
          clearTimeout(timer);
          resolveReady(proc);
        }
      },
    });
    const timer = setTimeout(() => {
      void proc.stop();
      reject(new Error(`${name} was not ready within ${timeoutMs} ms`));
    }, timeoutMs);
    void proc.exited.then((code) => {
      if (!ready) {
        clearTimeout(timer);
        reject(new Error(`${name} exited with code ${code} before it was ready`));
      }
    });
  });
}

/** Polls a URL until it answers (any HTTP status), for servers that print no ready line. */
export async function waitForHttp(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, {signal: AbortSignal.timeout(2000)});
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

export async function stopAll() {
  await Promise.all([...owned].map((p) => p.stop()));
}

let hooked = false;
/** Stops every owned process when this script is interrupted or exits. */
export function stopAllOnExit() {
  if (hooked) return;
  hooked = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      void stopAll().finally(() => process.exit(130));
    });
  }
  process.on('exit', () => {
    for (const p of owned) killGroup(p.child, 'SIGKILL');
  });
}

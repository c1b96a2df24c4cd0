// CPU time of the process that serves a port (workerd under MiniOxygen), read from Linux's /proc.
// Requests per second on this shared machine drift by 10-35% between runs, with everything else the
// cores run; the server's CPU time per request counts only its own work, so it shows which app
// does more per page.
import {readdirSync, readFileSync, readlinkSync} from 'node:fs';
import {execFileSync} from 'node:child_process';

const LISTEN = '0A';

/** The socket inode listening on `port` in a /proc/net/tcp or tcp6 table, or null. */
export function listeningInode(table: string, port: number): string | null {
  for (const line of table.split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const local = fields[1];
    if (!local || fields[3] !== LISTEN) continue;
    if (Number.parseInt(local.slice(local.lastIndexOf(':') + 1), 16) === port) return fields[9] ?? null;
  }
  return null;
}

/** User plus system clock ticks from the text of /proc/<pid>/stat. */
export function cpuTicks(stat: string): number {
  // The command name may hold spaces and parentheses; the fields after its last `)` are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The pid of the process listening on `port`, or null where /proc cannot tell. */
export function pidListeningOn(port: number): number | null {
  const inode = listeningInode(readOrEmpty('/proc/net/tcp'), port) ?? listeningInode(readOrEmpty('/proc/net/tcp6'), port);
  if (!inode) return null;
  const socket = `socket:[${inode}]`;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === socket)) return Number(pid);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return null;
}

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second; Linux's usual 100 where `getconf` cannot tell. */
function clockTicksPerSecond(): number {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim()) || 100;
  } catch {
    return 100;
  }
}

/** CPU milliseconds the process has used so far, or null once it is gone. */
export function processCpuMs(pid: number): number | null {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  if (!stat) return null;
  ticksPerSecond ??= clockTicksPerSecond();
  return (cpuTicks(stat) * 1000) / ticksPerSecond;
}

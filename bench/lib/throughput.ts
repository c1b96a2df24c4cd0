// Server rendering throughput: autocannon against a preview server, fixed connections and duration,
// repeated until the runs agree.
import autocannon from 'autocannon';
import {median} from './stats.ts';
import {pidListeningOn, processCpuMs} from './server-cpu.ts';

export interface ThroughputResult {
  connections: number;
  durationS: number;
  requests: number;
  /** The median of the runs. */
  requestsPerSecond: number;
  /** Requests per second of each run. */
  runs: number[];
  /** (max - min) / median of the runs. */
  spread: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  /** The median of the runs' CPU milliseconds per request in the process serving the port; null where unknown. */
  serverCpuMsPerRequest?: number | null;
}

interface Run {
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  serverCpuMsPerRequest: number | null;
}

async function runOnce(url: string, connections: number, durationS: number): Promise<Run> {
  // A short warm-up, so caches and the worker's JIT start even for both apps.
  await autocannon({url, connections, duration: 2});
  const pid = pidListeningOn(Number(new URL(url).port));
  const cpuBefore = pid === null ? null : processCpuMs(pid);
  const result = await autocannon({url, connections, duration: durationS});
  const cpuAfter = pid === null ? null : processCpuMs(pid);
  return {
    serverCpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const spreadOf = (values: number[]) => (values.length ? (Math.max(...values) - Math.min(...values)) / median(values) : Number.POSITIVE_INFINITY);

function summary(runs: Run[], connections: number, durationS: number): ThroughputResult {
  const rates = runs.map((r) => r.requestsPerSecond);
  const cpu = runs.flatMap((r) => (r.serverCpuMsPerRequest === null ? [] : [r.serverCpuMsPerRequest]));
  const mid = median(rates);
  // Latencies of the run nearest the median, so they describe one real run.
  const typical = runs.reduce((best, r) => (Math.abs(r.requestsPerSecond - mid) < Math.abs(best.requestsPerSecond - mid) ? r : best));
  return {
    connections,
    durationS,
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    requestsPerSecond: Number(mid.toFixed(1)),
    runs: rates.map((rate) => Number(rate.toFixed(1))),
    spread: Number(spreadOf(rates).toFixed(3)),
    latencyP50Ms: typical.latencyP50Ms,
    latencyP99Ms: typical.latencyP99Ms,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    serverCpuMsPerRequest: cpu.length === runs.length ? Number(median(cpu).toFixed(2)) : null,
  };
}

/**
 * Load on each page before its first measured run. In 35 of the 48 app-and-page pairs of the twelve
 * benches before b9c256c's, the first run was under the median of the later ones, by up to 26%; in
 * the bench of b9c256c both apps' first two product runs were 25-35% under the rest (the apps had
 * just started).
 */
export const THROUGHPUT_WARM_UP_S = 30;

/**
 * Loads each URL for warmUpS, then runs each in turn (so every app sees the same load on shared
 * cores), round after round, until each has at least minRuns runs whose spread is under maxSpread,
 * or maxRuns rounds have run.
 */
export async function throughputUntilSteady(
  urls: Record<string, string>,
  options: {connections: number; durationS: number; minRuns: number; maxRuns: number; maxSpread: number; warmUpS: number},
): Promise<Record<string, ThroughputResult>> {
  if (options.warmUpS > 0) {
    for (const [key, url] of Object.entries(urls)) {
      console.error(`bench: autocannon ${key} ${url} (warm-up, ${options.warmUpS} s)...`);
      await autocannon({url, connections: options.connections, duration: options.warmUpS});
    }
  }
  const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(urls).map((key) => [key, []]));
  for (let round = 0; round < options.maxRuns; round++) {
    for (const [key, url] of Object.entries(urls)) {
      console.error(`bench: autocannon ${key} ${url} (run ${round + 1})...`);
      runs[key]!.push(await runOnce(url, options.connections, options.durationS));
    }
    const steady = Object.values(runs).every((r) => r.length >= options.minRuns && spreadOf(r.map((x) => x.requestsPerSecond)) < options.maxSpread);
    if (steady) break;
  }
  return Object.fromEntries(Object.entries(runs).map(([key, r]) => [key, summary(r, options.connections, options.durationS)]));
}

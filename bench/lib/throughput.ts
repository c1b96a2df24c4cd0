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
  /** Requests per second of each run the result stands for: the last rounds, once they agree. */
  runs: number[];
  /** Requests per second of the rounds before those, while the runs did not agree yet. */
  earlierRuns?: number[];
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

/**
 * Where the steady runs start: the first of the last `size` rounds when, for every app, those rounds
 * agree within `maxSpread`; null while they do not (or fewer rounds have run). `rates` holds each
 * app's requests per second, one entry per round, the apps' rounds run side by side.
 */
export function steadyStart(rates: number[][], size: number, maxSpread: number): number | null {
  const rounds = Math.min(...rates.map((r) => r.length));
  if (rounds < size) return null;
  return rates.every((r) => spreadOf(r.slice(rounds - size, rounds)) < maxSpread) ? rounds - size : null;
}

function summary(all: Run[], from: number, connections: number, durationS: number): ThroughputResult {
  const runs = all.slice(from);
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
    ...(from > 0 ? {earlierRuns: all.slice(0, from).map((r) => Number(r.requestsPerSecond.toFixed(1)))} : {}),
    spread: Number(spreadOf(rates).toFixed(3)),
    latencyP50Ms: typical.latencyP50Ms,
    latencyP99Ms: typical.latencyP99Ms,
    // Failed requests count from every round, the earlier ones too.
    non2xx: all.reduce((sum, r) => sum + r.non2xx, 0),
    errors: all.reduce((sum, r) => sum + r.errors, 0),
    serverCpuMsPerRequest: cpu.length === runs.length ? Number(median(cpu).toFixed(2)) : null,
  };
}

/**
 * Each measured run, in seconds. With 10 s runs, product never had three rounds in a row agree
 * within 5% for both apps in the twelve benches up to 336d4c2 (eight rounds each; spreads of
 * 9.6-48%), and collection did in two of them. With 30 s runs (`npm run bench:throughput --
 * --duration 30`), product agreed on the first three rounds (ours 0.5%, the skeleton 4.1%);
 * collection did not in five, where both apps slowed by a fifth from the fourth round on: a slower
 * host, which no run length evens out.
 */
export const THROUGHPUT_RUN_S = 30;

/**
 * Rounds per page: at least, to call the runs steady, and at most. In the eight benches from
 * 2026-12-06 to 5c3a218's, a page's rounds came steady within five rounds 5 times in 16 (by the
 * third or fourth round); the rest drifted 7-50%, both apps alike, with the host. Eight rounds give
 * the host more chances to settle, at up to 6.4 more minutes a bench.
 */
export const THROUGHPUT_ROUNDS: readonly [min: number, max: number] = [3, 8];

/**
 * Load on each page before its first measured run. In 35 of the 48 app-and-page pairs of the twelve
 * benches before b9c256c's, the first run was under the median of the later ones, by up to 26%; in
 * the bench of b9c256c both apps' first two product runs were 25-35% under the rest (the apps had
 * just started).
 */
export const THROUGHPUT_WARM_UP_S = 30;

/**
 * Loads each URL for warmUpS, then runs each in turn (so every app sees the same load on shared
 * cores), round after round, until the last minRuns rounds agree within maxSpread for every app, or
 * maxRuns rounds have run. Steady, each result stands for those last rounds (the earlier ones are
 * kept beside them); never steady, for every round. Over every round, the spread could only grow
 * with each round added: one run slowed by the host kept it over the limit to the last round.
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
  let from: number | null = null;
  for (let round = 0; round < options.maxRuns && from === null; round++) {
    for (const [key, url] of Object.entries(urls)) {
      console.error(`bench: autocannon ${key} ${url} (run ${round + 1})...`);
      runs[key]!.push(await runOnce(url, options.connections, options.durationS));
    }
    from = steadyStart(Object.values(runs).map((r) => r.map((x) => x.requestsPerSecond)), options.minRuns, options.maxSpread);
  }
  return Object.fromEntries(Object.entries(runs).map(([key, r]) => [key, summary(r, from ?? 0, options.connections, options.durationS)]));
}

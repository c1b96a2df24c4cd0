// The shape of bench/results/bench-*.json and how to find the latest one.
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ByteSizes} from './lib/first-load-js.ts';
import type {LighthouseResult} from './lib/lighthouse.ts';
import type {ThroughputResult} from './lib/throughput.ts';
import type {TimingResult} from './lib/browser-timings.ts';
import type {DocumentBytes} from './lib/document-bytes.ts';
import type {InpResult, InteractionName} from './lib/inp.ts';
import type {RouteName} from './routes.ts';

export interface RouteResult {
  path: string;
  routeId: string;
  status: number;
  firstLoadJs: ByteSizes;
  /** Whether the served HTML loads exactly the scripts the manifest names (it should). */
  htmlMatchesManifest: boolean;
  /** The document as served: its HTML, the styles and the scripts inlined in it. */
  document?: DocumentBytes;
  lighthouse?: LighthouseResult;
}

export interface AppResult {
  url: string;
  routes: Partial<Record<RouteName, RouteResult>>;
  worker: ByteSizes;
  /** First-load JS every route pays before any app code: route manifest, React, React Router. */
  framework: ByteSizes;
  throughput: Partial<Record<'product' | 'collection', ThroughputResult>>;
  timings: Partial<Record<'sliderReleaseToResults' | 'addToCartToDrawer', TimingResult>> & {
    /** Interaction to Next Paint per interaction, 4x CPU slowdown. */
    inp?: Partial<Record<InteractionName, InpResult>>;
  };
}

type Percentiles = {p50: number; p95: number; p99: number};

export interface SearchRun {
  diamonds: number;
  source: string;
  buildMs: number;
  diamondsInProcess: Percentiles;
  diamondsHttp: Percentiles;
  productsInProcess: Percentiles;
  productsHttp: Percentiles;
}

export interface BenchResult {
  date: string;
  durationS: number;
  machine: {cpus: number; cpuModel: string; memoryGiB: number; freeMemoryGiB: number; os: string; node: string; chromium: string};
  versions: {
    ours: Record<string, string | null>;
    skeleton: Record<string, string | null>;
    lighthouse: string | null;
    autocannon: string | null;
  };
  config: {lighthouseRuns: number; connections: number; durationS: number; throughputRuns?: [number, number]; throughputWarmUpS?: number; timingSamples: number; searchSizes: number[]; diamonds: number; skipped: string[]};
  skeletonCoverage: Record<string, number>;
  ours: AppResult;
  skeleton: AppResult;
  search: {runs: SearchRun[]} | null;
}

export const RESULTS_DIR = 'bench/results';

export function latestResultFile(): string {
  const file = readdirSync(RESULTS_DIR)
    .filter((name) => /^bench-.*\.json$/.test(name))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no bench-*.json in ${RESULTS_DIR}: run \`npm run bench\` first`);
  return join(RESULTS_DIR, file);
}

export function readLatestResult(): {file: string; result: BenchResult} {
  const file = latestResultFile();
  return {file, result: JSON.parse(readFileSync(file, 'utf8')) as BenchResult};
}

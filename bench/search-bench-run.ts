// One benchmark run at one inventory size, in its own process so its memory figures are its own:
// builds the search service from the catalogue generator (diamonds streamed in database-sized
// batches, or read back from a seeded in-memory database), then times queries in process and over
// HTTP with the real algoliasearch client.
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {loadavg} from 'node:os';
import {algoliasearch} from 'algoliasearch';
import {generateCatalog} from '../emulators/catalog/generate-catalog';
import {generateDiamonds} from '../emulators/catalog/generate-diamonds';
import {DEFAULT_SEED, type SeedDiamond} from '../emulators/catalog/model';
import {toSearchProductRecord} from '../emulators/catalog/search-records';
import {IN_MEMORY, openDatabase} from '../emulators/db/database';
import {createSearchService} from '../emulators/search/search-service';
import {productQueries, ringBuilderQueries, type BenchRequest} from './search-bench-queries';

const KEYS = {appId: 'BENCH', searchKey: 'bench-search-key', adminKey: 'bench-admin-key'};
const BATCH = 10_000;

interface Summary {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

/** Wall-clock milliseconds, with the process CPU milliseconds of the same queries. */
export type Percentiles = Summary & {cpu: Summary};

export interface SizeResult {
  diamonds: number;
  products: number;
  source: 'generator' | 'database';
  buildMs: number;
  columnBytes: number;
  /** Resident memory of the whole process after the build, and what the build added to it. */
  rssBytes: number;
  rssGrowthBytes: number;
  heapUsedBytes: number;
  diamondsInProcess: Percentiles;
  diamondsHttp: Percentiles;
  productsInProcess: Percentiles;
  productsHttp: Percentiles;
  meanDiamondHits: number;
  /** One-minute load average when the run ended: other work on the machine inflates wall-clock tails. */
  loadAverage: number;
}

function percentiles({wall, cpu}: Samples): Percentiles {
  return {...summary(wall), cpu: summary(cpu)};
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 1000) / 1000;
  return {p50: at(0.5), p95: at(0.95), p99: at(0.99), samples: sorted.length};
}

async function* batches(count: number): AsyncGenerator<SeedDiamond[]> {
  let batch: SeedDiamond[] = [];
  for (const diamond of generateDiamonds({seed: DEFAULT_SEED, count})) {
    batch.push(diamond);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

interface Samples {
  wall: number[];
  /** Process CPU time per query: the engine's own cost, unaffected by other processes on the machine. */
  cpu: number[];
}

async function timeEach(requests: BenchRequest[], run: (request: BenchRequest) => unknown): Promise<Samples> {
  const samples: Samples = {wall: [], cpu: []};
  for (const request of requests) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    await run(request);
    samples.wall.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    samples.cpu.push((used.user + used.system) / 1000);
  }
  return samples;
}

export async function runSize(count: number, fromDatabase: boolean): Promise<SizeResult> {
  const catalog = generateCatalog({seed: DEFAULT_SEED});
  const products = catalog.products.map((p) => toSearchProductRecord(p, catalog.collections));
  const db = fromDatabase ? await openDatabase(IN_MEMORY) : null;
  if (db) await db.seed(catalog, generateDiamonds({seed: DEFAULT_SEED, count}), {seed: DEFAULT_SEED, diamondCount: count});

  const rssBefore = process.memoryUsage().rss;
  const service = await createSearchService({products, diamonds: db ? db.diamondBatches(BATCH) : batches(count), ...KEYS});
  await db?.close();
  global.gc?.();
  const memory = process.memoryUsage();

  const diamondQueries = ringBuilderQueries(DEFAULT_SEED, 3000);
  const textQueries = productQueries(DEFAULT_SEED, products, 3000);
  let hitsSeen = 0;
  const inProcess = (request: BenchRequest) => {
    const {results} = service.api.multipleQueries({requests: [request]});
    hitsSeen += (results[0] as {nbHits?: number}).nbHits ?? 0;
  };
  await timeEach(diamondQueries.slice(0, 500), inProcess);
  await timeEach(textQueries.slice(0, 500), inProcess);
  hitsSeen = 0;
  const diamondsInProcess = percentiles(await timeEach(diamondQueries.slice(500), inProcess));
  const meanDiamondHits = Math.round(hitsSeen / (diamondQueries.length - 500));
  const productsInProcess = percentiles(await timeEach(textQueries.slice(500), inProcess));

  const server = createServer(service.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const client = algoliasearch(KEYS.appId, KEYS.searchKey, {hosts: [{url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite'}]});
  const overHttp = (request: BenchRequest) => client.search({requests: [request]});
  await timeEach(diamondQueries.slice(0, 300), overHttp);
  const diamondsHttp = percentiles(await timeEach(diamondQueries.slice(1000, 2500), overHttp));
  const productsHttp = percentiles(await timeEach(textQueries.slice(1000, 2500), overHttp));
  await new Promise<void>((resolve) => server.close(() => resolve()));

  return {
    diamonds: service.stats.diamonds,
    products: service.stats.products,
    source: db ? 'database' : 'generator',
    buildMs: service.stats.buildMs,
    columnBytes: service.stats.memoryBytes,
    rssBytes: memory.rss,
    rssGrowthBytes: memory.rss - rssBefore,
    heapUsedBytes: memory.heapUsed,
    diamondsInProcess,
    diamondsHttp,
    productsInProcess,
    productsHttp,
    meanDiamondHits,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

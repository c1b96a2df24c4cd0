// Search service benchmark: `node --import tsx bench/search.bench.ts [--sizes 100000,1000000]
// [--no-db]`. Each size runs in its own child process (clean memory figures); the first size is
// also started from a seeded in-memory database, the way the local stack starts. Prints a table
// and writes bench/results/search-<date>.json.
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {runSize, type SizeResult} from './search-bench-run';

const TARGETS = {diamondsP95At100k: 2, diamondsP95At1M: 10, productsP95: 10, startupMsAt100k: 5000};

const {values} = parseArgs({
  options: {
    sizes: {type: 'string', default: '100000,1000000'},
    'no-db': {type: 'boolean', default: false},
    child: {type: 'string'},
    db: {type: 'boolean', default: false},
  },
});

if (values.child) {
  const result = await runSize(Number(values.child), values.db);
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

function runChild(size: number, fromDatabase: boolean): SizeResult {
  const args = ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', String(size)];
  if (fromDatabase) args.push('--db');
  console.error(`search bench: ${size.toLocaleString('en-US')} stones from the ${fromDatabase ? 'database' : 'generator'}...`);
  const child = spawnSync(process.execPath, args, {encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit']});
  const line = child.stdout.trim().split('\n').at(-1);
  if (child.status !== 0 || !line) throw new Error(`bench child for ${size} failed with status ${child.status}`);
  return JSON.parse(line) as SizeResult;
}

const sizes = values.sizes.split(',').map(Number);
const runs: SizeResult[] = [];
for (const [i, size] of sizes.entries()) {
  runs.push(runChild(size, false));
  if (i === 0 && !values['no-db']) runs.push(runChild(size, true));
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const ms = (p: {p50: number; p95: number; p99: number}) => `${p.p50} / ${p.p95} / ${p.p99}`;
console.table(
  runs.map((r) => ({
    stones: r.diamonds.toLocaleString('en-US'),
    from: r.source,
    'start-up ms': r.buildMs,
    'columns': mb(r.columnBytes),
    'RSS (growth)': `${mb(r.rssBytes)} (${mb(r.rssGrowthBytes)})`,
    'diamonds in-process p50/95/99 ms': ms(r.diamondsInProcess),
    'diamonds HTTP p50/95/99 ms': ms(r.diamondsHttp),
    'products in-process p50/95/99 ms': ms(r.productsInProcess),
    'products HTTP p50/95/99 ms': ms(r.productsHttp),
    'diamonds CPU p95 ms': r.diamondsInProcess.cpu.p95,
    load: r.loadAverage,
  })),
);

const date = new Date().toISOString().slice(0, 10);
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
mkdirSync(resultsDir, {recursive: true});
const file = `${resultsDir}search-${date}.json`;
writeFileSync(
  file,
  `${JSON.stringify({date: new Date().toISOString(), node: process.version, targets: TARGETS, runs}, null, 2)}\n`,
);
console.log(`written ${file}`);

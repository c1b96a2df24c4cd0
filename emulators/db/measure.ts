// Measures the database at a given size on a real directory; run by hand, not by the test suite:
//   node --import tsx emulators/db/measure.ts [diamondCount=100000] [dataDir=<fresh temp dir>]
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {openDatabase} from './database';
import {fixtureCart, fixtureCatalog, syntheticDiamond, syntheticDiamonds} from './test-fixtures';

const count = Number(process.argv[2] ?? 100_000);
const dir = process.argv[3] ?? mkdtempSync(join(tmpdir(), 'local-stack-measure-'));

async function seconds(task: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function latencies(times: number, task: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await task(i);
    samples.push(performance.now() - started);
  }
  return {p50Ms: +percentile(samples, 50).toFixed(3), p95Ms: +percentile(samples, 95).toFixed(3)};
}

let db = await openDatabase(dir);
const report: Record<string, unknown> = {diamonds: count, dir};
report.seedSeconds = await seconds(() => db.seed(fixtureCatalog(), syntheticDiamonds(count), {seed: 1, diamondCount: count}));
report.peakRssMb = Math.round(process.memoryUsage().rss / 1e6);
report.closeSeconds = await seconds(() => db.close());
report.reopenSeconds = await seconds(async () => {
  db = await openDatabase(dir);
});
report.fullReadSeconds = await seconds(async () => {
  let seen = 0;
  for await (const batch of db.diamondBatches()) seen += batch.length;
  if (seen !== count) throw new Error(`streamed ${seen} of ${count}`);
});
report.saveCart = await latencies(500, (i) => db.saveCart(fixtureCart(`cart-${i % 50}`, {note: `save ${i}`})));
report.getCart = await latencies(500, (i) => db.getCart(`cart-${i % 50}`));
report.getDiamondByVariantId = await latencies(500, (i) =>
  db.getDiamondByVariantId(syntheticDiamond((i * 7919) % count).variantId),
);
const [template] = fixtureCatalog().orders;
if (!template) throw new Error('the fixture catalogue has no order to copy');
const {id: _id, orderNumber: _orderNumber, ...newOrder} = template;
report.saveCartThenPlaceOrder = await latencies(50, async (i) => {
  await db.saveCart(fixtureCart(`order-cart-${i}`));
  await db.placeOrder(`order-cart-${i}`, newOrder);
});
await db.close();
if (!process.argv[3]) rmSync(dir, {recursive: true, force: true});
console.log(JSON.stringify(report, (_key, value) => (typeof value === 'number' ? +value.toFixed(3) : value), 2));

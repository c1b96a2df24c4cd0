// `npm run bench:load`: the full concurrency and crash benchmarks of issue 10, on a production build
// served by MiniOxygen against its own local stack.
//   1. load: 50 shoppers x 200 mixed cart operations at once; every cart must equal the
//      sequential model of its own operations; no 5xx. Reports requests/s, p50 and p99.
//   2. crash: the same kind of load with the local stack SIGKILLed a third of the way in and
//      started again 2 s later; every acknowledged change must survive. Reports the outage and how
//      long the storefront took to recover once the stack was back.
// Flags: --shoppers N --operations N --port N (app port; the stack takes port+1010 and +1020).
// Results: bench/results/load-<date>.json. Exits 1 when a cart was wrong or a request failed.
import {mkdirSync, writeFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {startAppOnLocalStack} from '../scripts/lib/app-on-local-stack.ts';
import {stopAll, stopAllOnExit} from '../scripts/lib/processes.ts';

const {values} = parseArgs({
  options: {
    shoppers: {type: 'string', default: '50'},
    operations: {type: 'string', default: '200'},
    port: {type: 'string', default: process.env.BENCH_LOAD_PORT ?? '3400'},
  },
});
const shoppers = Number(values.shoppers);
const operations = Number(values.operations);

stopAllOnExit();
const app = await startAppOnLocalStack(Number(values.port), '20000');
// The load driver reads its target from the environment, as the end-to-end specs do.
Object.assign(process.env, {BASE_URL: app.appUrl, PUBLIC_STORE_DOMAIN: app.env.PUBLIC_STORE_DOMAIN});
const {runCartLoad} = await import('../tests/e2e/support/cart-load.ts');
const {send} = await import('../tests/e2e/support/http.ts');

console.log(`\nload: ${shoppers} shoppers x ${operations} operations`);
const load = await runCartLoad({shoppers, operationsPerShopper: operations});
console.log(JSON.stringify(load, null, 2));

const crashShoppers = Math.max(1, Math.round(shoppers / 2));
const crashOperations = Math.max(10, Math.round(operations / 2));
console.log(`\ncrash: ${crashShoppers} shoppers x ${crashOperations} operations, local stack SIGKILLed a third of the way in`);
let outage: Promise<{downMs: number; outageMs: number; recoveryMs: number}> | null = null;
const crashAndRecover = async () => {
  await app.killStack();
  const killedAt = Date.now();
  await new Promise((r) => setTimeout(r, 2000));
  const startAt = Date.now();
  await app.startStack();
  const readyAt = Date.now();
  while ((await send('/api/cart').catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 50));
  const recoveredAt = Date.now();
  return {downMs: startAt - killedAt, outageMs: recoveredAt - killedAt, recoveryMs: recoveredAt - readyAt};
};
const crash = await runCartLoad({
  shoppers: crashShoppers,
  operationsPerShopper: crashOperations,
  retryUnavailableMs: 250,
  onProgress: (done) => {
    if (done === Math.round((crashShoppers * crashOperations) / 3)) outage ??= crashAndRecover();
  },
});
const recovery = await outage!;
console.log(JSON.stringify({...crash, ...recovery}, null, 2));
await stopAll();

const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', {recursive: true});
const file = `bench/results/load-${date}.json`;
writeFileSync(file, `${JSON.stringify({date: new Date().toISOString(), load, crash: {...crash, ...recovery}}, null, 2)}\n`);

const failed = [load, crash].some((r) => r.serverErrors > 0 || r.unexpected.length > 0 || r.mismatchedCarts.length > 0 || r.lostLines > 0 || r.duplicatedLines > 0) || load.unavailable > 0;
console.log(
  `\nload: ${load.operations} operations, ${load.requests} requests, ${load.requestsPerSecond.toFixed(1)} req/s, p50 ${load.p50Ms.toFixed(0)} ms, p99 ${load.p99Ms.toFixed(0)} ms, ` +
    `5xx ${load.serverErrors + load.unavailable}, lost ${load.lostLines}, duplicated ${load.duplicatedLines}`,
);
console.log(
  `crash: ${crash.operations} operations, ${crash.unavailable} answered "unavailable", lost ${crash.lostLines}, duplicated ${crash.duplicatedLines}; ` +
    `stack down ${recovery.downMs} ms, outage ${recovery.outageMs} ms, storefront recovered ${recovery.recoveryMs} ms after the stack was ready`,
);
console.log(`results: ${file}${failed ? '\nFAILED' : ''}`);
process.exit(failed ? 1 : 0);

// Concurrency, reduced for `npm test` (the full 50 x 200 is `npm run bench:load`): shoppers change
// their carts at the same time through the app on the local stack; no request fails with a 5xx,
// and every cart ends equal to the sequential model of its own operations.
import {expect, test} from './support/test';
import {hasLocalCatalogue} from './support/cart';
import {runCartLoad} from './support/cart-load';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const SHOPPERS = Number(process.env.LOAD_SHOPPERS ?? 12);
const OPERATIONS = Number(process.env.LOAD_OPERATIONS ?? 25);

test(`${SHOPPERS} concurrent shoppers x ${OPERATIONS} cart operations: no 5xx, no lost or duplicated line`, async () => {
  test.setTimeout(300_000);
  const report = await runCartLoad({shoppers: SHOPPERS, operationsPerShopper: OPERATIONS});
  console.log(
    `load: ${report.operations} operations, ${report.requests} requests in ${report.seconds.toFixed(1)} s, ` +
      `${report.requestsPerSecond.toFixed(1)} req/s, p50 ${report.p50Ms.toFixed(0)} ms, p99 ${report.p99Ms.toFixed(0)} ms`,
  );
  expect(report.operations).toBe(SHOPPERS * OPERATIONS);
  expect(report.serverErrors + report.unavailable).toBe(0);
  expect(report.unexpected).toEqual([]);
  expect(report.mismatchedCarts).toEqual([]);
  expect({lost: report.lostLines, duplicated: report.duplicatedLines}).toEqual({lost: 0, duplicated: 0});
});

import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {openDatabase} from './database';
import type {SeedInfo} from './seeding';
import {fixtureCart, fixtureCatalog, syntheticDiamonds} from './test-fixtures';

// One seeded directory for both tests: creating a data directory (initdb) is the slow part.
let root: string;
let dir: string;
let info: SeedInfo | null;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'local-stack-db-'));
  dir = join(root, 'nested', 'data');
  const setup = await openDatabase(dir);
  await setup.seed(fixtureCatalog(), syntheticDiamonds(20), {seed: 3, diamondCount: 20});
  info = await setup.seedInfo();
  await setup.close();
});
afterAll(() => {
  rmSync(root, {recursive: true, force: true});
});

const order = {
  customerId: 'gid://shopify/Customer/1',
  email: 'ada@example.com',
  processedAt: '2024-03-01T12:00:00.000Z',
  financialStatus: 'PAID' as const,
  fulfillmentStatus: 'UNFULFILLED' as const,
  note: null,
  lines: [],
  subtotalCents: 0,
  totalTaxCents: 0,
  totalCents: 0,
};

it('keeps seed info, carts, tokens and orders across close and reopen', async () => {
  const first = await openDatabase(dir);
  await first.saveCart(fixtureCart('open-cart'));
  await first.saveCart(fixtureCart('paid-cart'));
  const placed = await first.placeOrder('paid-cart', order);
  const token = {accessToken: 'tok', customerId: 'gid://shopify/Customer/1', expiresAt: '2030-01-01T00:00:00.000Z'};
  await first.saveCustomerAccessToken(token);
  await first.close();
  await first.close(); // closing twice (e.g. from two shutdown paths) is harmless

  const second = await openDatabase(dir);
  try {
    expect(await second.seedInfo()).toEqual(info);
    expect(await second.loadCatalog()).toEqual({...fixtureCatalog(), orders: [...fixtureCatalog().orders, {...order, id: placed.id, orderNumber: 1002}]});
    expect(await second.diamondCount()).toBe(20);
    expect(await second.getCart('open-cart')).toEqual(fixtureCart('open-cart'));
    expect((await second.getCart('paid-cart'))?.orderId).toBe(placed.id);
    expect(await second.getOrder(placed.id)).toEqual(placed);
    expect(await second.getCustomerAccessToken('tok')).toEqual(token);
    // The order-number sequence persists too.
    await second.saveCart(fixtureCart('next-cart'));
    expect((await second.placeOrder('next-cart', order)).orderNumber).toBe(1003);
  } finally {
    await second.close();
  }
});

it('keeps acknowledged writes when the process is killed without closing', async () => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'crash-writer.ts'), dir], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(child.signal, child.stderr).toBe('SIGKILL');

  const reopened = await openDatabase(dir);
  try {
    expect(await reopened.getCart('crash-cart')).toEqual(fixtureCart('crash-cart'));
    expect((await reopened.getCustomerAccessToken('crash-token'))?.customerId).toBe('gid://shopify/Customer/1');
    const orderId = (await reopened.getCart('crash-order-cart'))?.orderId;
    expect(orderId).toMatch(/^gid:\/\/shopify\/Order\/\d+$/);
    expect((await reopened.getOrder(orderId ?? ''))?.cartToken).toBe('crash-order-cart');
  } finally {
    await reopened.close();
  }
});

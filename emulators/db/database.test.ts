import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {CartCompletedError, IN_MEMORY, openDatabase, PlaceOrderError} from './database';
import type {LocalStackDatabase} from './records';
import {fixtureCart, fixtureCatalog, syntheticDiamond, syntheticDiamonds} from './test-fixtures';

const STONES = 50;
const INFO = {seed: 7, diamondCount: STONES};

const newOrder = (email = 'Ada@Example.com') => ({
  customerId: 'gid://shopify/Customer/1',
  email,
  processedAt: '2024-03-01T12:00:00.000Z',
  financialStatus: 'PAID' as const,
  fulfillmentStatus: 'UNFULFILLED' as const,
  note: 'gift wrap',
  lines: [
    {
      title: 'Solitaire Ring',
      variantId: 'gid://shopify/ProductVariant/1',
      variantTitle: 'Platinum',
      quantity: 1,
      priceCents: 129_900,
      attributes: [{key: '_entry', value: 'ring-1'}],
    },
  ],
  subtotalCents: 129_900,
  totalTaxCents: 10_392,
  totalCents: 140_292,
});

let db: LocalStackDatabase;

beforeAll(async () => {
  db = await openDatabase(IN_MEMORY);
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.reset();
  await db.seed(fixtureCatalog(), syntheticDiamonds(STONES), INFO);
});

describe('seeding', () => {
  it('records what was seeded', async () => {
    const info = await db.seedInfo();
    expect(info).toMatchObject(INFO);
    expect(new Date(info?.seededAt ?? '').toISOString()).toBe(info?.seededAt);
  });

  it('loads back the catalogue exactly as seeded', async () => {
    expect(await db.loadCatalog()).toEqual(fixtureCatalog());
  });

  it('refuses to seed twice', async () => {
    await expect(db.seed(fixtureCatalog(), syntheticDiamonds(1), {seed: 1, diamondCount: 1})).rejects.toThrow(
      /already seeded/,
    );
  });

  it('leaves nothing behind when a seed fails half-way', async () => {
    await db.reset();
    await expect(db.seed(fixtureCatalog(), syntheticDiamonds(3), {seed: 1, diamondCount: 4})).rejects.toThrow(
      /held 3/,
    );
    expect(await db.seedInfo()).toBeNull();
    expect(await db.diamondCount()).toBe(0);
    for await (const batch of db.diamondBatches()) expect.unreachable(`${batch.length} stones were kept`);
    await expect(db.loadCatalog()).rejects.toThrow(/seed/);
  });
});

describe('diamonds', () => {
  it('counts and finds stones by variant id and handle', async () => {
    expect(await db.diamondCount()).toBe(STONES);
    const stone = syntheticDiamond(17);
    expect(await db.getDiamondByVariantId(stone.variantId)).toEqual(stone);
    expect(await db.getDiamondByHandle(stone.handle)).toEqual(stone);
    expect(await db.getDiamondByVariantId('gid://shopify/ProductVariant/0')).toBeNull();
    expect(await db.getDiamondByHandle('no-such-stone')).toBeNull();
  });

  it('streams every stone once, in stock-number order', async () => {
    const sizes: number[] = [];
    const streamed = [];
    for await (const batch of db.diamondBatches(7)) {
      sizes.push(batch.length);
      streamed.push(...batch);
    }
    expect(sizes).toEqual([7, 7, 7, 7, 7, 7, 7, 1]);
    const byStockNumber = [...syntheticDiamonds(STONES)].sort((a, b) => (a.stockNumber < b.stockNumber ? -1 : 1));
    expect(streamed).toEqual(byStockNumber);
  });

  it('streams in stock-number order, not insertion order', async () => {
    await db.reset();
    const stones = [syntheticDiamond(2), syntheticDiamond(0), {...syntheticDiamond(1), stockNumber: 'AB1'}];
    await db.seed(fixtureCatalog(), stones, {seed: 1, diamondCount: 3});
    const streamed = [];
    for await (const batch of db.diamondBatches(2)) streamed.push(...batch.map((d) => d.stockNumber));
    expect(streamed).toEqual(['AB1', 'MS0000002', 'ND0000000']);
  });

  it('ends cleanly when the last batch is exactly full, and when there are no stones', async () => {
    let batches = 0;
    for await (const batch of db.diamondBatches(25)) batches += batch.length > 0 ? 1 : 100;
    expect(batches).toBe(2);
    await db.reset();
    for await (const batch of db.diamondBatches()) expect.unreachable(`got ${batch.length} stones`);
  });

  it('rejects a nonsensical batch size', async () => {
    await expect(db.diamondBatches(0)[Symbol.asyncIterator]().next()).rejects.toThrow(/batchSize/);
  });

  it('stores text that needs escaping in COPY format intact', async () => {
    await db.reset();
    const odd = {...syntheticDiamond(0), imagePath: 'a\tb\nc\\d\re — ✨'};
    await db.seed(fixtureCatalog(), [odd], {seed: 1, diamondCount: 1});
    expect(await db.getDiamondByHandle(odd.handle)).toEqual(odd);
  });
});

describe('carts', () => {
  it('inserts, reads and replaces a cart whole', async () => {
    expect(await db.getCart('t1')).toBeNull();
    const cart = fixtureCart('t1');
    await db.saveCart(cart);
    expect(await db.getCart('t1')).toEqual(cart);
    const changed = fixtureCart('t1', {
      lines: [],
      note: 'Engraving: “forever”',
      discountCodes: ['LOVE10'],
      buyerIdentity: {email: 'a@b.c', phone: null, countryCode: 'CA', customerId: 'gid://shopify/Customer/1'},
      updatedAt: '2024-02-15T00:00:00.000Z',
    });
    await db.saveCart(changed);
    expect(await db.getCart('t1')).toEqual(changed);
  });

  it('refuses to reopen a completed cart', async () => {
    await db.saveCart(fixtureCart('t1'));
    await db.placeOrder('t1', newOrder());
    await expect(db.saveCart(fixtureCart('t1'))).rejects.toBeInstanceOf(CartCompletedError);
    expect((await db.getCart('t1'))?.completedAt).not.toBeNull();
  });
});

describe('customers and access tokens', () => {
  it('finds customers by id and by email, ignoring case', async () => {
    const [ada] = fixtureCatalog().customers;
    expect(await db.getCustomerById('gid://shopify/Customer/1')).toEqual(ada);
    expect(await db.getCustomerByEmail('ada@example.COM')).toEqual(ada);
    expect(await db.getCustomerById('gid://shopify/Customer/2')).toBeNull();
    expect(await db.getCustomerByEmail('nobody@example.com')).toBeNull();
  });

  it('saves, reads, replaces and deletes access tokens', async () => {
    const token = {accessToken: 'abc', customerId: 'gid://shopify/Customer/1', expiresAt: '2030-01-01T00:00:00.000Z'};
    expect(await db.getCustomerAccessToken('abc')).toBeNull();
    await db.saveCustomerAccessToken(token);
    expect(await db.getCustomerAccessToken('abc')).toEqual(token);
    const renewed = {...token, expiresAt: '2031-06-30T08:15:00.000Z'};
    await db.saveCustomerAccessToken(renewed);
    expect(await db.getCustomerAccessToken('abc')).toEqual(renewed);
    await db.deleteCustomerAccessToken('abc');
    expect(await db.getCustomerAccessToken('abc')).toBeNull();
  });

  it('refuses a token for an unknown customer', async () => {
    await expect(
      db.saveCustomerAccessToken({accessToken: 'x', customerId: 'gid://shopify/Customer/9', expiresAt: '2030-01-01T00:00:00.000Z'}),
    ).rejects.toThrow();
  });
});

describe('orders', () => {
  it('lists and reads seeded orders', async () => {
    const [seeded] = fixtureCatalog().orders;
    expect(await db.listOrdersByCustomer('gid://shopify/Customer/1')).toEqual([{...seeded, cartToken: null}]);
    expect(await db.getOrder('gid://shopify/Order/1001')).toEqual({...seeded, cartToken: null});
    expect(await db.getOrder('gid://shopify/Order/1')).toBeNull();
    expect(await db.listOrdersByCustomer('gid://shopify/Customer/2')).toEqual([]);
  });

  it('places an order numbered after the seeded ones and completes the cart', async () => {
    await db.saveCart(fixtureCart('t1'));
    const placed = await db.placeOrder('t1', newOrder());
    expect(placed).toEqual({...newOrder(), id: 'gid://shopify/Order/1002', orderNumber: 1002, cartToken: 't1'});
    expect(await db.getOrder(placed.id)).toEqual(placed);
    expect((await db.listOrdersByCustomer('gid://shopify/Customer/1')).map((o) => o.orderNumber)).toEqual([1001, 1002]);
    expect(await db.getCart('t1')).toEqual({...fixtureCart('t1'), completedAt: placed.processedAt, orderId: placed.id});
    expect((await db.loadCatalog()).orders.map((o) => o.id)).toEqual(['gid://shopify/Order/1001', placed.id]);
  });

  it('refuses a second placement, or a missing cart, and changes nothing', async () => {
    await db.saveCart(fixtureCart('t1'));
    await db.placeOrder('t1', newOrder());
    const cartBefore = await db.getCart('t1');
    const ordersBefore = await db.listOrdersByCustomer('gid://shopify/Customer/1');

    await expect(db.placeOrder('t1', newOrder())).rejects.toMatchObject({
      name: 'PlaceOrderError',
      code: 'CART_COMPLETED',
    });
    const missing = db.placeOrder('nope', newOrder());
    await expect(missing).rejects.toBeInstanceOf(PlaceOrderError);
    await expect(missing).rejects.toMatchObject({code: 'CART_NOT_FOUND'});

    expect(await db.getCart('t1')).toEqual(cartBefore);
    expect(await db.listOrdersByCustomer('gid://shopify/Customer/1')).toEqual(ordersBefore);
    // Refusals consume no order number.
    await db.saveCart(fixtureCart('t2'));
    expect((await db.placeOrder('t2', newOrder())).orderNumber).toBe(1003);
  });

  it('serialises concurrent placements of the same cart: exactly one wins', async () => {
    await db.saveCart(fixtureCart('t1'));
    const results = await Promise.allSettled([db.placeOrder('t1', newOrder()), db.placeOrder('t1', newOrder())]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await db.listOrdersByCustomer('gid://shopify/Customer/1')).toHaveLength(2);
  });
});

describe('reset', () => {
  it('drops everything and restarts order numbers at 1001', async () => {
    await db.saveCart(fixtureCart('t1'));
    await db.saveCustomerAccessToken({accessToken: 'abc', customerId: 'gid://shopify/Customer/1', expiresAt: '2030-01-01T00:00:00.000Z'});
    await db.placeOrder('t1', newOrder());
    await db.reset();

    expect(await db.seedInfo()).toBeNull();
    expect(await db.diamondCount()).toBe(0);
    expect(await db.getCart('t1')).toBeNull();
    expect(await db.getCustomerAccessToken('abc')).toBeNull();
    expect(await db.getCustomerById('gid://shopify/Customer/1')).toBeNull();
    expect(await db.getOrder('gid://shopify/Order/1001')).toBeNull();

    await db.seed({...fixtureCatalog(), orders: []}, [], {seed: 1, diamondCount: 0});
    await db.saveCart(fixtureCart('t2'));
    expect((await db.placeOrder('t2', newOrder())).orderNumber).toBe(1001);
  });
});

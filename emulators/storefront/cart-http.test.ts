// Cart mutations over HTTP, including the exact operations Hydrogen's own cart handler sends.
import {createCartHandler, createStorefrontClient, InMemoryCache} from '@shopify/hydrogen';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestStack, TEST_TOKENS, type TestStack} from './test-harness';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const RING = 'gid://shopify/ProductVariant/100'; // White Gold / Round: 3 in stock
const PLATINUM_OVAL = 'gid://shopify/ProductVariant/105'; // sold out
const UNTRACKED = 'gid://shopify/ProductVariant/101';
const DIAMOND = 'gid://shopify/ProductVariant/9000000000';

const CART = `id checkoutUrl totalQuantity note attributes { key value }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount } totalTaxAmount { amount } subtotalAmountEstimated totalAmountEstimated totalTaxAmountEstimated }
  lines(first: 20) { nodes { id quantity attributes { key value } cost { totalAmount { amount } } merchandise { ... on ProductVariant { id title product { handle } } } } }`;
const PAYLOAD = `cart { ${CART} } userErrors { code field message } warnings { code message target }`;

interface CartShape {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  note: string;
  lines: {nodes: {id: string; quantity: number; merchandise: {id: string}}[]};
  cost: Record<string, unknown>;
}
interface Payload {
  cart: CartShape | null;
  userErrors: {code: string; field: string[]; message: string}[];
  warnings: {code: string; target: string}[];
}

async function mutation(name: string, signature: string, args: string, variables: Record<string, unknown>): Promise<Payload> {
  const result = await stack.gql<Record<string, Payload>>(`mutation (${signature}) { ${name}(${args}) { ${PAYLOAD} } }`, variables);
  expect(result.errors).toBeUndefined();
  return result.data![name]!;
}

const create = (input: Record<string, unknown>) => mutation('cartCreate', '$input: CartInput!', 'input: $input', {input});
const add = (cartId: string, lines: unknown[]) => mutation('cartLinesAdd', '$cartId: ID!, $lines: [CartLineInput!]!', 'cartId: $cartId, lines: $lines', {cartId, lines});
const update = (cartId: string, lines: unknown[]) => mutation('cartLinesUpdate', '$cartId: ID!, $lines: [CartLineUpdateInput!]!', 'cartId: $cartId, lines: $lines', {cartId, lines});
const remove = (cartId: string, lineIds: string[]) => mutation('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', 'cartId: $cartId, lineIds: $lineIds', {cartId, lineIds});
const note = (cartId: string, text: string) => mutation('cartNoteUpdate', '$cartId: ID!, $note: String!', 'cartId: $cartId, note: $note', {cartId, note: text});
const read = async (cartId: string) => (await stack.gql<{cart: CartShape | null}>(`query ($id: ID!) { cart(id: $id) { ${CART} } }`, {id: cartId})).data!.cart;

describe('cart mutations', () => {
  it('creates a cart with Shopify’s id, checkout URL and totals', async () => {
    const {cart, userErrors} = await create({lines: [{merchandiseId: UNTRACKED, quantity: 2}], note: 'For Ada'});
    expect(userErrors).toEqual([]);
    expect(cart!.id).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9]+\?key=[a-f0-9]+$/);
    const [, token, key] = /Cart\/(.+)\?key=(.+)$/.exec(cart!.id)!;
    expect(cart!.checkoutUrl).toBe(`${stack.url}/checkouts/cn/${token}?key=${key}`);
    expect(cart!.lines.nodes[0]!.id).toMatch(new RegExp(`^gid://shopify/CartLine/[0-9a-f-]{36}\\?cart=${token}$`));
    expect(cart!.cost).toEqual({
      subtotalAmount: {amount: '2420.0', currencyCode: 'USD'}, totalAmount: {amount: '2420.0'}, totalTaxAmount: null,
      subtotalAmountEstimated: false, totalAmountEstimated: true, totalTaxAmountEstimated: true,
    });
    expect(await read(cart!.id)).toEqual(cart);
  });

  it('merges, caps at stock with a warning, and leaves out sold-out merchandise', async () => {
    const {cart} = await create({});
    const first = await add(cart!.id, [{merchandiseId: RING, quantity: 2}]);
    const second = await add(cart!.id, [{merchandiseId: RING, quantity: 2}, {merchandiseId: PLATINUM_OVAL}]);
    expect(second.userErrors).toEqual([]);
    expect(second.warnings.map((w) => w.code).sort()).toEqual(['MERCHANDISE_NOT_ENOUGH_STOCK', 'MERCHANDISE_OUT_OF_STOCK']);
    expect(second.cart!.lines.nodes).toEqual([expect.objectContaining({id: first.cart!.lines.nodes[0]!.id, quantity: 3})]);
  });

  it('answers each userError and changes nothing', async () => {
    const {cart} = await create({lines: [{merchandiseId: UNTRACKED, quantity: 1}]});
    const before = await read(cart!.id);
    const lineId = before!.lines.nodes[0]!.id;
    const failures: [Payload, string, string[]][] = [
      [await add(cart!.id, [{merchandiseId: UNTRACKED}, {merchandiseId: 'gid://shopify/ProductVariant/777'}]), 'INVALID_MERCHANDISE_LINE', ['lines', '1', 'merchandiseId']],
      [await add(cart!.id, [{merchandiseId: UNTRACKED, quantity: 0}]), 'INVALID', ['lines', '0', 'quantity']],
      [await add(cart!.id, [{merchandiseId: UNTRACKED, quantity: 10}]), 'MAXIMUM_EXCEEDED', ['lines', '0', 'quantity']],
      [await add(cart!.id, [{merchandiseId: DIAMOND, quantity: 2}]), 'MAXIMUM_EXCEEDED', ['lines', '0', 'quantity']],
      [await add(cart!.id, Array.from({length: 251}, () => ({merchandiseId: UNTRACKED}))), 'INVALID', ['lines']],
      [await update(cart!.id, [{id: lineId, quantity: 4}, {id: `${lineId}x`, quantity: 1}]), 'INVALID', ['lines', '1', 'id']],
      [await remove(cart!.id, [lineId, 'gid://shopify/CartLine/nope']), 'INVALID', ['lineIds', '1']],
      [await note(cart!.id, 'x'.repeat(5001)), 'NOTE_TOO_LONG', ['note']],
    ];
    for (const [payload, code, field] of failures) {
      expect(payload.userErrors).toEqual([expect.objectContaining({code, field})]);
      expect(payload.cart).toEqual(before);
    }
    expect(await read(cart!.id)).toEqual(before);
  });

  it('answers INVALID for an unknown cart, or a known one with the wrong key', async () => {
    const {cart} = await create({});
    const wrongKey = cart!.id.replace(/key=.*/, 'key=0000');
    for (const cartId of ['gid://shopify/Cart/nope?key=nope', wrongKey, 'not-a-gid']) {
      expect(await add(cartId, [{merchandiseId: UNTRACKED}])).toEqual({
        cart: null, userErrors: [{code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.'}], warnings: [],
      });
    }
    expect((await read(cart!.id))!.totalQuantity).toBe(0);
  });

  it('updates quantities, removes at 0 and by id, and keeps a diamond line', async () => {
    const {cart} = await create({lines: [{merchandiseId: UNTRACKED}, {merchandiseId: DIAMOND, attributes: [{key: '_setting', value: RING}]}]});
    const [ring, diamond] = cart!.lines.nodes;
    const updated = await update(cart!.id, [{id: ring!.id, quantity: 3}]);
    expect(updated.cart!.totalQuantity).toBe(4);
    const zero = await update(cart!.id, [{id: ring!.id, quantity: 0}]);
    expect(zero.cart!.lines.nodes.map((l) => l.id)).toEqual([diamond!.id]);
    const removed = await remove(cart!.id, [diamond!.id]);
    expect(removed.cart!.totalQuantity).toBe(0);
  });

  it('updates note, attributes, buyer identity and discount codes', async () => {
    const {cart} = await create({});
    expect((await note(cart!.id, 'x'.repeat(5000))).userErrors).toEqual([]);
    const attrs = await mutation('cartAttributesUpdate', '$cartId: ID!, $attributes: [AttributeInput!]!', 'cartId: $cartId, attributes: $attributes', {cartId: cart!.id, attributes: [{key: 'gift', value: 'yes'}]});
    expect(attrs.userErrors).toEqual([]);
    const discount = await stack.gql<{cartDiscountCodesUpdate: {cart: {discountCodes: unknown[]}; warnings: {code: string}[]}}>(
      'mutation ($cartId: ID!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: ["SPRING"]) { cart { discountCodes { code applicable } } warnings { code } } }',
      {cartId: cart!.id},
    );
    expect(discount.data!.cartDiscountCodesUpdate).toEqual({cart: {discountCodes: [{code: 'SPRING', applicable: false}]}, warnings: [{code: 'DISCOUNT_NOT_FOUND'}]});
    const identity = await stack.gql<{cartBuyerIdentityUpdate: {cart: {buyerIdentity: unknown}}}>(
      'mutation ($cartId: ID!) { cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: {email: "b@example.com", countryCode: US}) { cart { buyerIdentity { email countryCode customer { id } } } } }',
      {cartId: cart!.id},
    );
    expect(identity.data!.cartBuyerIdentityUpdate.cart.buyerIdentity).toEqual({email: 'b@example.com', countryCode: 'US', customer: null});
    const withoutKey = await stack.gql<{cart: {note: string; buyerIdentity: {email: string | null}}}>(
      'query ($id: ID!) { cart(id: $id) { note buyerIdentity { email } } }',
      {id: cart!.id.replace(/\?key=.*/, '')},
    );
    expect(withoutKey.data!.cart).toEqual({note: 'x'.repeat(5000), buyerIdentity: {email: null}});
  });
});

describe('Hydrogen’s cart handler against the emulator', () => {
  it('runs create, add, update, note, attributes, buyer identity, discount codes, remove and get', async () => {
    let cartId: string | undefined;
    const {storefront} = createStorefrontClient({
      storeDomain: stack.url,
      publicStorefrontToken: TEST_TOKENS.publicToken,
      privateStorefrontToken: TEST_TOKENS.privateToken,
      cache: new InMemoryCache(),
      storefrontHeaders: {requestGroupId: 'test', buyerIp: '127.0.0.1', buyerIpSig: null, cookie: null, purpose: null},
      storefrontApiVersion: '2026-04',
      i18n: {language: 'EN', country: 'US'},
    });
    const cart = createCartHandler({
      storefront,
      getCartId: () => cartId,
      setCartId: (id) => {
        cartId = id;
        return new Headers();
      },
    });
    const created = await cart.addLines([{merchandiseId: UNTRACKED, quantity: 1}]);
    expect(created.errors).toBeUndefined();
    cartId = created.cart.id;
    expect((await cart.addLines([{merchandiseId: DIAMOND, quantity: 1}])).userErrors).toEqual([]);
    const fetched = await cart.get();
    expect(fetched?.errors).toBeUndefined();
    expect(fetched?.totalQuantity).toBe(2);
    const lineId = fetched!.lines.edges[0]!.node.id;
    for (const result of [
      await cart.updateLines([{id: lineId, quantity: 2}]),
      await cart.updateNote('Happy anniversary'),
      await cart.updateAttributes([{key: 'gift', value: 'yes'}]),
      await cart.updateBuyerIdentity({email: 'ada@example.com'}),
      await cart.updateDiscountCodes(['SPRING']),
      await cart.removeLines([lineId]),
    ]) {
      expect(result.errors).toBeUndefined();
      expect(result.userErrors).toEqual([]);
    }
    const final = await cart.get();
    expect(final).toMatchObject({totalQuantity: 1, note: 'Happy anniversary', buyerIdentity: {email: 'ada@example.com'}, discountCodes: [{code: 'SPRING', applicable: false}]});
    expect(final!.updatedAt).toEqual(expect.any(String));
  });
});

describe('automatic discounts', () => {
  const BAND_200 = 'gid://shopify/ProductVariant/1000'; // Stacking Band 1, $200: 15% off
  const BAND_250 = 'gid://shopify/ProductVariant/1100'; // Stacking Band 2, $250: 15% off, $213 a unit
  const BAND_350 = 'gid://shopify/ProductVariant/1300'; // Stacking Band 4, above the $300 cap
  const DISCOUNTED = `id discountAllocations { discountedAmount { amount } }
    cost { subtotalAmount { amount } totalAmount { amount } checkoutChargeAmount { amount } }
    lines(first: 10) { nodes { merchandise { ... on ProductVariant { id } } quantity
      cost { amountPerQuantity { amount } subtotalAmount { amount } totalAmount { amount } }
      discountAllocations { __typename discountedAmount { amount currencyCode } targetType
        ... on CartAutomaticDiscountAllocation { title }
        discountApplication { allocationMethod targetSelection targetType value { ... on PricingPercentageValue { percentage } } } } } }`;

  it('allocates the matching discount to each line, and the cart subtotal and total charge the discounted lines', async () => {
    const created = await stack.gql<{cartCreate: {cart: {id: string}}}>(
      'mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }',
      {input: {lines: [{merchandiseId: BAND_200, quantity: 1}, {merchandiseId: BAND_250, quantity: 2}, {merchandiseId: BAND_350, quantity: 1}]}},
    );
    const result = await stack.gql<{cart: {discountAllocations: unknown[]; cost: Record<string, {amount: string}>; lines: {nodes: Record<string, unknown>[]}}}>(
      `query ($id: ID!) { cart(id: $id) { ${DISCOUNTED} } }`,
      {id: created.data!.cartCreate.cart.id},
    );
    expect(result.errors).toBeUndefined();
    const cart = result.data!.cart;
    const allocation = (title: string, amount: string) => ({
      __typename: 'CartAutomaticDiscountAllocation',
      title,
      discountedAmount: {amount, currencyCode: 'USD'},
      targetType: 'LINE_ITEM',
      discountApplication: {allocationMethod: 'EACH', targetSelection: 'ENTITLED', targetType: 'LINE_ITEM', value: {percentage: 15}},
    });
    expect(cart.lines.nodes).toEqual([
      {merchandise: {id: BAND_200}, quantity: 1, cost: {amountPerQuantity: {amount: '200.0'}, subtotalAmount: {amount: '200.0'}, totalAmount: {amount: '170.0'}},
        discountAllocations: [allocation('Stacking Event', '30.0')]},
      {merchandise: {id: BAND_250}, quantity: 2, cost: {amountPerQuantity: {amount: '250.0'}, subtotalAmount: {amount: '500.0'}, totalAmount: {amount: '426.0'}},
        discountAllocations: [allocation('Stacking Event', '74.0')]},
      {merchandise: {id: BAND_350}, quantity: 1, cost: {amountPerQuantity: {amount: '350.0'}, subtotalAmount: {amount: '350.0'}, totalAmount: {amount: '350.0'}},
        discountAllocations: []},
    ]);
    // Line-level discounts are in the subtotal ("before taxes and cart-level discounts"); none is cart-level.
    expect(cart.cost).toEqual({subtotalAmount: {amount: '946.0'}, totalAmount: {amount: '946.0'}, checkoutChargeAmount: {amount: '946.0'}});
    expect(cart.discountAllocations).toEqual([]);
  });

  it('recomputes the allocation when the quantity changes', async () => {
    const {cart} = await create({lines: [{merchandiseId: BAND_250, quantity: 1}]});
    const lineId = cart!.lines.nodes[0]!.id;
    const updated = await update(cart!.id, [{id: lineId, quantity: 3}]);
    expect(updated.cart!.cost).toMatchObject({subtotalAmount: {amount: '639.0'}});
    expect((updated.cart!.lines.nodes[0] as {cost?: unknown}).cost).toEqual({totalAmount: {amount: '639.0'}});
  });
});

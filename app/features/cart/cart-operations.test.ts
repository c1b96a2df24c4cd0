// Every way into the cart, driven through its route with Hydrogen's real cart handler over a
// storefront client that records each Storefront API call and answers as the platform does.
import {createCartHandler, type Storefront} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {CART_MUTATE_FRAGMENT, CART_QUERY_FRAGMENT} from '~graphql/cart';
import {CART_LINES_FETCHED, LOVE_NOTE_MAX_LENGTH, MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {FEATURE_FLAGS} from '~/config/feature-flags';
import {line, platformCart} from '~/features/cart/model/cart-fixtures';
import type {PlatformCartLine} from '~/features/cart/model/platform-cart';
import {action as addOrPageForm} from '~/routes/shop.cart';
import {action as removeLines} from '~/routes/api.removeLinesFromCart';
import {action as updateLines} from '~/routes/api.updateCartLines';
import {action as updateLoveNote} from '~/routes/api.updateCartLoveNoteRequest';

const ORIGIN = 'https://shop.test';
const CART_ID = 'gid://shopify/Cart/c1?key=k';
const EARRINGS = 'gid://shopify/Product/earrings';
const LINE_ID = 'gid://shopify/CartLine/l1?cart=c1';
const VARIANT_ID = 'gid://shopify/ProductVariant/l1';

const earrings = (quantity: number): PlatformCartLine => line({id: LINE_ID, productId: EARRINGS, title: 'Pearl Studs', price: 250, quantity});
/** The platform cart as the fragments read it (the view reads what they ask for). */
const cartWith = (lines: PlatformCartLine[]) => ({...platformCart(lines), updatedAt: '2026-11-25T12:00:00Z', checkoutUrl: `${ORIGIN}/checkout`, totalQuantity: 1});

interface Call {
  kind: 'query' | 'mutation';
  name: string;
}

/** A storefront client that records every call and answers like the Storefront API. */
function recordingStorefront(cartBefore: ReturnType<typeof cartWith> | null, cartAfter: ReturnType<typeof cartWith>, {expired = false} = {}) {
  const calls: Call[] = [];
  const nameOf = (document: string) => /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'unknown';
  const answer = (name: string): unknown => {
    switch (name) {
      case 'CartQuery':
        return {cart: cartBefore};
      case 'CarePlans':
        return {products: {nodes: []}};
      case 'VariantSaleFacts':
        return {nodes: [{id: VARIANT_ID, product: {tags: [], isGiftCard: false}}]};
      case 'CartExists':
        return {cart: expired ? null : {id: CART_ID}};
      case 'cartLinesAdd':
        if (expired) return {cartLinesAdd: {cart: null, userErrors: [{field: ['cartId'], code: 'INVALID', message: 'The specified cart does not exist.'}], warnings: []}};
        return {cartLinesAdd: {cart: cartAfter, userErrors: [], warnings: []}};
      case 'cartCreate':
      case 'cartLinesUpdate':
      case 'cartLinesRemove':
      case 'cartNoteUpdate':
      case 'cartAttributesUpdate':
        return {[name]: {cart: cartAfter, userErrors: [], warnings: []}};
      default:
        throw new Error(`unexpected Storefront API call ${name}`);
    }
  };
  const storefront = {
    query: async (document: string) => {
      calls.push({kind: 'query', name: nameOf(document)});
      return answer(nameOf(document));
    },
    mutate: async (document: string) => {
      calls.push({kind: 'mutation', name: nameOf(document)});
      return answer(nameOf(document));
    },
    CacheNone: () => ({mode: 'no-store'}),
    CacheShort: () => ({mode: 'public'}),
    CacheLong: () => ({mode: 'public'}),
    i18n: {country: 'US', language: 'EN'},
  } as unknown as Storefront;
  const cart = createCartHandler({
    storefront,
    getCartId: () => (cartBefore ? CART_ID : undefined),
    setCartId: () => new Headers(),
    cartQueryFragment: CART_QUERY_FRAGMENT,
    cartMutateFragment: CART_MUTATE_FRAGMENT,
  });
  const context = {storefront, cart, appEnv: {featureFlags: FEATURE_FLAGS}} as never;
  return {context, calls, mutations: () => calls.filter((call) => call.kind === 'mutation').map((call) => call.name)};
}

const cartReads = (calls: Call[]) => calls.filter((call) => call.kind === 'query' && call.name === 'CartQuery');

const json = (path: string, body: unknown) =>
  new Request(`${ORIGIN}${path}`, {method: 'POST', headers: {Origin: ORIGIN, 'Content-Type': 'application/json'}, body: JSON.stringify(body)});

const form = (fields: Record<string, string>) => new Request(`${ORIGIN}/shop/cart`, {method: 'POST', headers: {Origin: ORIGIN}, body: new URLSearchParams(fields)});

const addForm = (quantity: number) => form({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: VARIANT_ID, quantity}]}})});

/** What a route answered: `data()` (status and body) or a Response. */
async function answerOf(result: unknown): Promise<{status: number; body: unknown}> {
  if (result instanceof Response) return {status: result.status, body: result.status === 303 ? null : await result.json()};
  const value = result as {data: unknown; init: {status?: number} | null};
  return {status: value.init?.status ?? 200, body: value.data};
}

const args = (request: Request, context: unknown) => ({request, context, params: {}}) as never;

describe('a cart mutation answers with the cart it produced', () => {
  it('asks the mutations for the lines the cart read asks for', () => {
    expect(CART_MUTATE_FRAGMENT).toContain(`lines(first: ${CART_LINES_FETCHED})`);
    expect(CART_QUERY_FRAGMENT).toContain('lines(first: $numCartLines)');
  });

  it('add to cart makes one Storefront API mutation and reads no cart, and answers the cart the mutation returned', async () => {
    const {context, calls, mutations} = recordingStorefront(cartWith([]), cartWith([earrings(1)]));
    const {status, body} = await answerOf(await addOrPageForm(args(addForm(1), context)));
    expect(status).toBe(200);
    expect(mutations()).toEqual(['cartLinesAdd']);
    expect(cartReads(calls)).toEqual([]);
    expect(calls.some((call) => call.name === 'CartExists')).toBe(false);
    expect((body as {cart: {lines: {items: {id: string; quantity: number}[]}[]}}).cart.lines[0]?.items[0]).toMatchObject({id: LINE_ID, quantity: 1});
  });

  it('an add to an expired cart checks that it is gone, then creates a new cart holding the lines', async () => {
    const {context, calls, mutations} = recordingStorefront(cartWith([]), cartWith([earrings(1)]), {expired: true});
    const {status, body} = await answerOf(await addOrPageForm(args(addForm(1), context)));
    expect(status).toBe(200);
    expect(mutations()).toEqual(['cartLinesAdd', 'cartCreate']);
    expect(calls.filter((call) => call.name === 'CartExists')).toHaveLength(1);
    expect((body as {cart: {lines: unknown[]}}).cart.lines).toHaveLength(1);
  });

  it('a quantity change makes one Storefront API mutation and reads the cart only to plan it, never after', async () => {
    const {context, calls, mutations} = recordingStorefront(cartWith([earrings(1)]), cartWith([earrings(2)]));
    const {status, body} = await answerOf(await updateLines(args(json('/api/updateCartLines', {input: {cartId: CART_ID, lines: [{id: LINE_ID, quantity: 2}]}}), context)));
    expect(status).toBe(200);
    expect(mutations()).toEqual(['cartLinesUpdate']);
    expect(cartReads(calls)).toHaveLength(1);
    expect(calls.findIndex((call) => call.name === 'CartQuery')).toBeLessThan(calls.findIndex((call) => call.kind === 'mutation'));
    expect((body as {cart: {lines: {items: {quantity: number}[]}[]}}).cart.lines[0]?.items[0]?.quantity).toBe(2);
  });

  it('the cart page form quantity change answers the same way, without a read after it', async () => {
    const {context, calls, mutations} = recordingStorefront(cartWith([earrings(1)]), cartWith([earrings(3)]));
    const {status} = await answerOf(await addOrPageForm(args(form({intent: 'quantity', lineId: LINE_ID, quantity: '3'}), context)));
    expect(status).toBe(303);
    expect(mutations()).toEqual(['cartLinesUpdate']);
    expect(cartReads(calls)).toHaveLength(1);
  });
});

describe('bad input is refused with a 4xx {error: {code, message}} at every way into the cart', () => {
  const tooMany = MAX_QUANTITY_PER_LINE + 1;
  const entryPoints: [string, () => Request, (a: never) => Promise<unknown>][] = [
    ['add to cart (CartForm LinesAdd), quantity over the limit', () => addForm(tooMany), addOrPageForm],
    ['add to cart, quantity 999', () => addForm(999), addOrPageForm],
    ['add to cart, a product id for a variant', () => form({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: EARRINGS, quantity: 1}]}})}), addOrPageForm],
    ['a CartForm line action no button sends (LinesUpdate)', () => form({cartFormInput: JSON.stringify({action: 'LinesUpdate', inputs: {lines: [{id: LINE_ID, quantity: 2}]}})}), addOrPageForm],
    ['a CartForm note update no button sends', () => form({cartFormInput: JSON.stringify({action: 'NoteUpdate', inputs: {note: 'Hi'}})}), addOrPageForm],
    ['cart page quantity form, over the limit', () => form({intent: 'quantity', lineId: LINE_ID, quantity: String(tooMany)}), addOrPageForm],
    ['cart page quantity form, blank', () => form({intent: 'quantity', lineId: LINE_ID, quantity: ''}), addOrPageForm],
    ['cart page care plan form, a line id for a plan', () => form({intent: 'care-plan', lineId: LINE_ID, carePlanVariantId: LINE_ID}), addOrPageForm],
    ['cart page option form, a reserved key', () => form({intent: 'option', lineId: LINE_ID, name: '__cartDetails', value: '{}'}), addOrPageForm],
    ['/api/updateCartLines, quantity over the limit', () => json('/api/updateCartLines', {input: {cartId: CART_ID, lines: [{id: LINE_ID, quantity: tooMany}]}}), updateLines],
    ['/api/updateCartLines, quantity 999', () => json('/api/updateCartLines', {input: {cartId: CART_ID, lines: [{id: LINE_ID, quantity: 999}]}}), updateLines],
    ['/api/updateCartLines, a reserved attribute', () => json('/api/updateCartLines', {input: {cartId: CART_ID, lines: [{id: LINE_ID, attributes: [{key: '__cartDetails', value: '{}'}]}]}}), updateLines],
    ['/api/removeLinesFromCart, not a line id', () => json('/api/removeLinesFromCart', {cartId: CART_ID, lineIds: ['javascript:alert(1)']}), removeLines],
    ['/api/updateCartLoveNoteRequest, a note too long', () => json('/api/updateCartLoveNoteRequest', {input: {cartId: CART_ID, requestedLoveNote: 'x'.repeat(LOVE_NOTE_MAX_LENGTH + 1)}}), updateLoveNote],
  ];

  for (const [name, request, route] of entryPoints) {
    it(name, async () => {
      const {context, mutations} = recordingStorefront(cartWith([earrings(1)]), cartWith([earrings(1)]));
      const {status, body} = await answerOf(await route(args(request(), context)));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      const {error} = body as {error: {code: string; message: string}};
      expect(typeof error.code).toBe('string');
      expect(error.message.length).toBeGreaterThan(0);
      expect(mutations()).toEqual([]);
    });
  }

  it('the quantity limit is the same at every entry point: the spec limit is accepted everywhere', async () => {
    const accepted: [() => Request, (a: never) => Promise<unknown>][] = [
      [() => addForm(MAX_QUANTITY_PER_LINE), addOrPageForm],
      [() => form({intent: 'quantity', lineId: LINE_ID, quantity: String(MAX_QUANTITY_PER_LINE)}), addOrPageForm],
      [() => json('/api/updateCartLines', {input: {cartId: CART_ID, lines: [{id: LINE_ID, quantity: MAX_QUANTITY_PER_LINE}]}}), updateLines],
    ];
    for (const [request, route] of accepted) {
      const {context, mutations} = recordingStorefront(cartWith([earrings(1)]), cartWith([earrings(MAX_QUANTITY_PER_LINE)]));
      const {status} = await answerOf(await route(args(request(), context)));
      expect(status).toBeLessThan(400);
      expect(mutations()).toHaveLength(1);
    }
  });
});

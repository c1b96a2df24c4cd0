import {request as playwrightRequest, type APIRequestContext} from '@playwright/test';
import {expect, test} from './support/test';
import {findSetting, findStaticPiece, hasLocalCatalogue} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const baseURL = process.env.BASE_URL ?? 'http://localhost:3100';
const ORIGIN = {Origin: new URL(baseURL).origin};
const EVIL = {Origin: 'https://evil.example'};

interface ApiCart {
  id: string;
  lines: {id: string; items: {id: string; quantity: number; isCarePlan: boolean}[]; applicableCarePlans: {shopifyProductVariantId: string}[]}[];
  requestedLoveNote: string;
}

async function shopperWithCart(): Promise<{api: APIRequestContext; cart: ApiCart}> {
  const api = await playwrightRequest.newContext({baseURL});
  const [piece, setting] = await Promise.all([findStaticPiece(), findSetting()]);
  const added = await api.post('/shop/cart', {
    headers: ORIGIN,
    form: {
      cartFormInput: JSON.stringify({
        action: 'LinesAdd',
        inputs: {lines: [{merchandiseId: piece.variantId, quantity: 1}, {merchandiseId: setting.variantId, quantity: 1}]},
      }),
    },
  });
  expect(added.status()).toBe(200);
  return {api, cart: await readCart(api)};
}

async function readCart(api: APIRequestContext): Promise<ApiCart> {
  const response = await api.get('/api/cart');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  return ((await response.json()) as {cart: ApiCart}).cart;
}

async function expectJsonError(response: Awaited<ReturnType<APIRequestContext['post']>>, status: number | number[], code?: string) {
  expect(Array.isArray(status) ? status : [status]).toContain(response.status());
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = (await response.json()) as {error: {code: string; message: string}};
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
}

const ENDPOINTS = {
  updateCartLines: (cart: ApiCart, lineId = cart.lines[0]!.items[0]!.id) => ({input: {cartId: cart.id, lines: [{id: lineId, quantity: 2}]}}),
  removeLinesFromCart: (cart: ApiCart, lineId = cart.lines[0]!.items[0]!.id) => ({cartId: cart.id, lineIds: [lineId]}),
  updateCartLoveNoteRequest: (cart: ApiCart) => ({input: {cartId: cart.id, requestedLoveNote: 'Always'}}),
};

test('GET /api/cart answers the grouped view, or null without a cart', async () => {
  const fresh = await playwrightRequest.newContext({baseURL});
  const empty = await fresh.get('/api/cart');
  expect(await empty.json()).toEqual({cart: null});
  const {cart} = await shopperWithCart();
  expect(cart.lines).toHaveLength(2);
  expect(JSON.stringify(cart)).not.toContain('__');
  const post = await fresh.post('/api/cart', {headers: ORIGIN, data: {}});
  await expectJsonError(post, 405, 'METHOD_NOT_ALLOWED');
});

for (const [name, body] of Object.entries(ENDPOINTS)) {
  test(`POST /api/${name} refuses bad input with a 4xx JSON error and leaves the cart as it was`, async () => {
    const {api, cart} = await shopperWithCart();
    const url = `/api/${name}`;
    const post = (data: unknown, headers: Record<string, string> = ORIGIN) => api.post(url, {headers: {'Content-Type': 'application/json', ...headers}, data: data as object});

    await expectJsonError(await api.post(url, {headers: {...ORIGIN, 'Content-Type': 'application/json'}, data: Buffer.from('{"input": ')}), 400, 'MALFORMED_JSON');
    await expectJsonError(await post({input: {cartId: 42, lines: 'all'}, lineIds: 'x'}), 400, 'INVALID_INPUT');
    await expectJsonError(await post({...body(cart), extra: true}), 400, 'INVALID_INPUT');
    await expectJsonError(await api.post(url, {headers: ORIGIN, form: {cartId: cart.id}}), 415);
    await expectJsonError(await post(body(cart), EVIL), 403, 'CROSS_ORIGIN');
    await expectJsonError(await post(body(cart), {Origin: '', 'Sec-Fetch-Site': 'cross-site'}), 403, 'CROSS_ORIGIN');
    await expectJsonError(await api.get(url), 405, 'METHOD_NOT_ALLOWED');

    const other = await shopperWithCart();
    await expectJsonError(await post(body(other.cart)), 403, 'CART_MISMATCH');
    if (name !== 'updateCartLoveNoteRequest') {
      // Another shopper's line, sent with this shopper's cart id, is not a line of this cart.
      await expectJsonError(await post((body as (c: ApiCart, l: string) => unknown)(cart, other.cart.lines[0]!.items[0]!.id)), 404, 'LINE_NOT_FOUND');
    } else {
      await expectJsonError(await post({input: {cartId: cart.id, requestedLoveNote: 'x'.repeat(5001)}}), 400, 'NOTE_TOO_LONG');
    }
    const noCart = await playwrightRequest.newContext({baseURL});
    await expectJsonError(await noCart.post(url, {headers: {...ORIGIN, 'Content-Type': 'application/json'}, data: body(cart)}), [403, 404]);

    expect(await readCart(api)).toEqual(cart);
    expect(await readCart(other.api)).toEqual(other.cart);
  });
}

test('POST /api/checkout: 303 only to the cart checkout, refusing bad posts without changing the cart', async () => {
  const {api, cart} = await shopperWithCart();
  const fresh = await playwrightRequest.newContext({baseURL});
  await expectJsonError(await api.post('/api/checkout', {headers: EVIL, form: {customerNote: 'x'}}), 403, 'CROSS_ORIGIN');
  await expectJsonError(await api.post('/api/checkout', {headers: {...ORIGIN, 'Content-Type': 'application/json'}, data: {customerNote: 'x'}}), 415);
  await expectJsonError(await api.post('/api/checkout', {headers: ORIGIN, form: {customerNote: 'x', redirect: 'https://evil.example'}}), 400, 'INVALID_INPUT');
  await expectJsonError(await api.post('/api/checkout', {headers: ORIGIN, form: {customerNote: 'x'.repeat(5001)}}), 400, 'NOTE_TOO_LONG');
  await expectJsonError(await fresh.post('/api/checkout', {headers: ORIGIN, form: {customerNote: 'x'}}), 409);
  // A page's own form post is answered with a page: the cart page, saying why.
  const navigated = await fresh.post('/api/checkout', {headers: {...ORIGIN, Accept: 'text/html,application/xhtml+xml'}, form: {customerNote: 'x'}, maxRedirects: 0});
  expect(navigated.status()).toBe(303);
  expect(navigated.headers()['location']).toBe('/shop/cart?checkout=INVALID_PAYMENT_EMPTY_CART');
  await expectJsonError(await api.get('/api/checkout'), 405);
  expect(await readCart(api)).toEqual(cart);

  // The setting still needs its options: checkout waits for them.
  await expectJsonError(await api.post('/api/checkout', {headers: ORIGIN, form: {customerNote: 'x'}}), 409, 'OPTIONS_REQUIRED');
  const setting = cart.lines[1]!.items[0]!;
  await api.post('/api/removeLinesFromCart', {headers: {...ORIGIN, 'Content-Type': 'application/json'}, data: {cartId: cart.id, lineIds: [setting.id]}});

  const response = await api.post('/api/checkout', {headers: ORIGIN, form: {customerNote: 'With love'}, maxRedirects: 0});
  expect(response.status()).toBe(303);
  const location = response.headers()['location'] ?? '';
  expect(location).toMatch(/\/checkouts\/cn\/[^/]+\?key=/);
  expect(new URL(location).host).toBe(new URL(process.env.PUBLIC_STORE_DOMAIN ?? '').host);
  expect((await readCart(api)).requestedLoveNote).toBe('With love');
});

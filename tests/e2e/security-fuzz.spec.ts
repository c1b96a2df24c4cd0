// Bad input at scale (issue 10): fast-check generates malformed requests for every resource route
// and action (wrong types, missing and unknown fields, huge strings, deep JSON, unknown ids, other
// shoppers' cart and line ids, wrong media types and methods), sent 16 at a time over kept-alive
// connections. Every answer must be a 4xx (JSON from /api/*), never a 5xx; afterwards both
// shoppers' carts are exactly as they were and nothing reached the webhook sink.
import fc from 'fast-check';
import {expect, test} from './support/test';
import {findStaticPiece, hasLocalCatalogue} from './support/cart';
import {ApiShopper, FORGED_ORIGIN, SAME_ORIGIN, type ViewCart} from './support/api-shopper';
import {send, type RawResponse} from './support/http';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const BATCH = 16;
const storeOrigin = new URL(process.env.PUBLIC_STORE_DOMAIN ?? 'http://127.0.0.1:4010').origin;

interface Fuzzed {
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** Who sends it: the shopper whose cart is attacked, or a visitor with no cart. */
  as: 'shopper' | 'stranger';
}

interface Ids {
  cartId: string;
  lineId: string;
  otherCartId: string;
  otherLineId: string;
}

const UNKNOWN = {
  cart: 'gid://shopify/Cart/does-not-exist?key=nope',
  line: 'gid://shopify/CartLine/does-not-exist',
  variant: 'gid://shopify/ProductVariant/987654321',
};

const HUGE = 'x'.repeat(70 * 1024);
/** In every webhook form this run sends: the sink must never show it (other specs post there too). */
const MARK = `fuzz${Date.now().toString(36)}`;
const nasty = fc.constantFrom('', ' ', '<script>alert(1)</script>', '\u0000', '../../etc/passwd', "' OR 1=1 --", '{{7*7}}', '__proto__', '\u202e', '😀'.repeat(300));
const junkString = fc.oneof(fc.string({maxLength: 40}), fc.string({unit: 'grapheme', maxLength: 20}), nasty);
const wrongType = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), {maxLength: 3}), fc.dictionary(fc.string({maxLength: 5}), fc.integer(), {maxKeys: 3}));
/** Never a valid quantity (0..10 integers). */
const badQuantity = fc.oneof(fc.integer({max: -1}), fc.integer({min: 11}), fc.double({min: 0.01, max: 9.99, noInteger: true}), fc.string({maxLength: 5}), fc.boolean(), fc.constant(null));
/** What the no-JS cart form accepts as a quantity: such a value is not malformed. */
const isFormQuantity = (text: string) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 10;
};
const deepJson = fc.integer({min: 100, max: 20_000}).chain((depth) =>
  fc.constantFrom('{"input":'.repeat(depth) + '1' + '}'.repeat(depth), '['.repeat(depth) + ']'.repeat(depth)),
);
/** Something JSON.parse refuses. */
const malformedJson = fc.oneof(fc.constantFrom('{', '{"input": ', 'undefined', "{'a': 1}", '[1,]', 'NaN'), fc.string({maxLength: 30}).map((s) => `{${s}`));

/** Replaces (or removes, with `undefined`) the value at `path` in a copy of `value`. */
function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : {...(value as object)}) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (rest.length === 0 && replacement === undefined) delete copy[head];
  else copy[head] = setAt(copy[head], rest, replacement);
  return copy;
}

/** Each entry: a valid body, and malformations that are each certain to be refused. */
function jsonTargets(ids: Ids) {
  const foreignCart = fc.oneof(fc.constant(ids.otherCartId), fc.constant(UNKNOWN.cart), junkString, wrongType);
  const foreignLine = fc.oneof(fc.constant(ids.otherLineId), fc.constant(UNKNOWN.line), junkString, wrongType);
  return {
    '/api/updateCartLines': {
      valid: {input: {cartId: ids.cartId, lines: [{id: ids.lineId, quantity: 2}]}},
      required: [['input'], ['input', 'cartId'], ['input', 'lines'], ['input', 'lines', 0, 'id']],
      fields: [
        [['input', 'cartId'], foreignCart],
        [['input', 'lines', 0, 'id'], foreignLine],
        [['input', 'lines', 0, 'quantity'], badQuantity],
        [['input', 'lines'], fc.oneof(fc.constant([]), wrongType.filter((v) => !Array.isArray(v) || v.length > 0))],
        [['input', 'lines', 0, 'attributes'], fc.oneof(fc.constant([{key: '__grouping', value: 'x'}]), fc.constant([{key: '', value: 'x'}]), fc.constant([{key: 'k', value: HUGE}]), wrongType.filter((v) => !Array.isArray(v) || v.length > 0))],
        [['input', 'lines', 0, 'carePlanVariantId'], fc.oneof(junkString.filter((s) => !s.startsWith('gid://')), fc.integer(), fc.boolean())],
      ] as const,
    },
    '/api/removeLinesFromCart': {
      valid: {cartId: ids.cartId, lineIds: [ids.lineId]},
      required: [['lineIds']],
      fields: [
        [['cartId'], foreignCart.filter((v) => v !== undefined)],
        [['lineIds'], fc.oneof(fc.constant([]), foreignLine.map((l) => [l]), wrongType)],
      ] as const,
    },
    '/api/cartCodes': {
      valid: {input: {cartId: ids.cartId, operation: 'applyDiscountCode', code: 'WELCOME10'}},
      required: [['input'], ['input', 'cartId'], ['input', 'operation'], ['input', 'code']],
      fields: [
        [['input', 'cartId'], foreignCart],
        [['input', 'operation'], fc.oneof(junkString.filter((s) => !['applyDiscountCode', 'removeDiscountCode', 'applyGiftCard', 'removeGiftCard'].includes(s)), wrongType)],
        [['input', 'code'], fc.oneof(fc.constant('x'.repeat(256)), fc.constant('A\u0000B'), fc.integer(), fc.constant(null), fc.array(fc.string(), {maxLength: 2}))],
      ] as const,
    },
    '/api/updateCartLoveNoteRequest': {
      valid: {input: {cartId: ids.cartId, requestedLoveNote: 'Always'}},
      required: [['input'], ['input', 'cartId'], ['input', 'requestedLoveNote']],
      fields: [
        [['input', 'cartId'], foreignCart],
        [['input', 'requestedLoveNote'], fc.oneof(fc.constant('x'.repeat(5001)), fc.integer(), fc.constant(null), fc.array(fc.string(), {maxLength: 2}))],
      ] as const,
    },
  };
}

function jsonRequest(path: string, body: string, contentType = 'application/json', origin = SAME_ORIGIN): Omit<Fuzzed, 'as'> {
  return {path, method: 'POST', headers: {'Content-Type': contentType, ...origin}, body};
}

function jsonArbitrary(ids: Ids): fc.Arbitrary<Omit<Fuzzed, 'as'>> {
  const targets = Object.entries(jsonTargets(ids));
  return fc.oneof(
    ...targets.map(([path, target]) =>
      fc.oneof(
        {weight: 6, arbitrary: fc.oneof(...target.fields.map(([at, bad]) => (bad as fc.Arbitrary<unknown>).map((v) => setAt(target.valid, [...at], v))))},
        {weight: 2, arbitrary: fc.constantFrom(...target.required).map((at) => setAt(target.valid, [...at], undefined))},
        {weight: 2, arbitrary: fc.tuple(fc.constantFrom([], ['input']), fc.string({minLength: 1, maxLength: 8})).map(([at, key]) => setAt(target.valid, [...at, `x${key}`], true))},
        {weight: 1, arbitrary: fc.oneof(wrongType, junkString, fc.constant({}))},
      ).map((body) => jsonRequest(path, JSON.stringify(body) ?? 'null')),
    ),
    ...targets.map(([path, target]) =>
      fc.oneof(
        malformedJson.map((body) => jsonRequest(path, body)),
        deepJson.map((body) => jsonRequest(path, body)),
        fc.constant(jsonRequest(path, JSON.stringify({...target.valid, pad: HUGE}))),
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '').map((type) => jsonRequest(path, JSON.stringify(target.valid), type)),
        fc.constant(jsonRequest(path, JSON.stringify(target.valid), 'application/json', FORGED_ORIGIN)),
        fc.constantFrom('GET', 'PUT', 'DELETE', 'PATCH').map((method) => ({...jsonRequest(path, ''), method, body: method === 'GET' ? undefined : JSON.stringify(target.valid)})),
      ),
    ),
  );
}

const form = (path: string, fields: Record<string, unknown>, origin = SAME_ORIGIN): Omit<Fuzzed, 'as'> => ({
  path,
  method: 'POST',
  headers: {'Content-Type': 'application/x-www-form-urlencoded', ...origin},
  body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])).toString(),
});

const notAnEmail = junkString.filter((s) => !s.includes('@'));

function formArbitrary(ids: Ids): fc.Arbitrary<Omit<Fuzzed, 'as'>> {
  const cartForm = (input: unknown) => form('/shop/cart.data', {cartFormInput: typeof input === 'string' ? input : JSON.stringify(input)});
  // MARK in two fields of each, so whichever one a case spoils, a delivery would still carry it.
  const validHint = {recipientName: MARK, recipientEmail: 'sam@example.com', senderName: MARK, message: 'hint', productTitle: 'Ring', productPath: '/shop/cart'};
  const validDesign = {name: MARK, email: 'alex@example.com', shape: 'Round', carat: '1', budget: '5000', metal: 'Platinum', message: MARK};
  return fc.oneof(
    // Hydrogen's CartForm actions on the cart page.
    malformedJson.map(cartForm),
    fc.record({action: fc.oneof(junkString, wrongType), inputs: fc.anything({maxDepth: 2})}).map(cartForm),
    fc.oneof(fc.constant(UNKNOWN.variant), junkString, wrongType).map((merchandiseId) => cartForm({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}})),
    badQuantity.map((quantity) => cartForm({action: 'LinesAdd', inputs: {lines: [{merchandiseId: UNKNOWN.variant, quantity}]}})),
    fc.constantFrom(ids.otherLineId, UNKNOWN.line).map((id) => cartForm({action: 'LinesUpdate', inputs: {lines: [{id, quantity: 2}]}})),
    fc.constantFrom(ids.otherLineId, UNKNOWN.line).map((id) => cartForm({action: 'LinesRemove', inputs: {lineIds: [id]}})),
    fc.oneof(fc.constant('x'.repeat(5001)), wrongType).map((note) => cartForm({action: 'NoteUpdate', inputs: {note}})),
    // The cart page's plain forms.
    fc.record({intent: fc.constantFrom('quantity', 'remove', 'care-plan', 'option'), lineId: fc.constantFrom(ids.otherLineId, UNKNOWN.line), quantity: fc.constant('1'), name: fc.constant('Size'), value: fc.constant('6')}).map((f) => form('/shop/cart.data', f)),
    fc.record({intent: fc.oneof(junkString, fc.constant('quantity')), lineId: fc.constant(ids.lineId), quantity: badQuantity.map(String).filter((q) => !isFormQuantity(q))}).map((f) => form('/shop/cart.data', f)),
    // Checkout: only `customerNote`, at most 5,000 characters, as a form post.
    fc.oneof(
      fc.dictionary(fc.string({minLength: 1, maxLength: 10}).filter((k) => k !== 'customerNote'), junkString, {minKeys: 1, maxKeys: 3}).map((f) => form('/api/checkout', {customerNote: 'x', ...f})),
      fc.constant(form('/api/checkout', {customerNote: 'x'.repeat(5001)})),
      fc.constant(jsonRequest('/api/checkout', '{"customerNote":"x"}')),
    ),
    // The forms that post to webhooks: each with at least one field that can never pass.
    fc.oneof(
      fc.record({key: fc.constantFrom('recipientEmail', 'recipientName', 'senderName', 'productPath', 'message', 'productTitle'), value: fc.oneof(junkString, fc.constant(HUGE))}).map(({key, value}) =>
        form('/api/drop-a-hint', {...validHint, [key]: key === 'recipientEmail' ? value.replace(/@/g, '') : key === 'productPath' ? `//evil.example/${value}` : key === 'message' ? 'm'.repeat(501) : key === 'productTitle' ? '' : ''}),
      ),
      fc.record({key: fc.constantFrom('shape', 'metal', 'carat', 'budget', 'email', 'name', 'message'), value: junkString}).map(({key, value}) =>
        form('/api/custom-design', {...validDesign, [key]: key === 'carat' ? '99' : key === 'budget' ? '1' : key === 'email' ? value.replace(/@/g, '') : key === 'name' || key === 'message' ? '' : `not-${value}`}),
      ),
      fc.oneof(notAnEmail.map((junk) => `${MARK}${junk}`), fc.constant(`${MARK}${'a'.repeat(300)}@example.com`)).map((email) => form('/api/email-signup', {email})),
      fc.constantFrom('/api/drop-a-hint', '/api/custom-design', '/api/email-signup').map((path) => form(path, validDesign, FORGED_ORIGIN)),
    ),
  );
}

function getArbitrary(): fc.Arbitrary<Omit<Fuzzed, 'as'>> {
  const get = (path: string): Omit<Fuzzed, 'as'> => ({path, method: 'GET', headers: {}});
  const param = fc.string({minLength: 1, maxLength: 12}).map(encodeURIComponent);
  return fc.oneof(
    fc.oneof(junkString.filter((h) => !/^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/.test(h)), fc.constant('no-such-menu'), fc.constant('a'.repeat(101))).map((handle) => get(`/api/menu?handle=${encodeURIComponent(handle)}`)),
    fc.tuple(fc.constantFrom('/api/menu?handle=menu-v3&', '/api/banners?', '/api/discounts?', '/api/cart?'), param, param).map(([path, k, v]) => get(`${path}x${k}=${v}`)),
    fc.constantFrom('/api/menu', '/api/menu?handle=', '/api/menu?handle=menu-v3&handle=menu-v3').map(get),
    fc.oneof(junkString.filter((h) => !/^[a-z0-9](?:[a-z0-9-]{0,253}[a-z0-9])?$/.test(h)), fc.constant('no-such-product'), fc.constant('a'.repeat(256))).map((handle) => get(`/api/card-images?handle=${encodeURIComponent(handle)}`)),
    fc.tuple(param, param).map(([k, v]) => get(`/api/card-images?handle=no-such-product&x${k}=${v}`)),
    fc.constantFrom('/api/card-images', '/api/card-images?handle=', '/api/card-images?handle=a&handle=a').map(get),
    fc.constantFrom('/api/checkout', '/api/updateCartLines', '/api/removeLinesFromCart', '/api/updateCartLoveNoteRequest', '/api/cartCodes', '/api/custom-design', '/api/drop-a-hint', '/api/email-signup').map(get),
    fc.tuple(fc.constantFrom('/api/cart', '/api/menu', '/api/banners', '/api/discounts', '/api/card-images'), fc.constantFrom('POST', 'PUT', 'DELETE')).map(([path, method]) => ({path, method, headers: SAME_ORIGIN, body: '{}'})),
  );
}

function checkAnswer(request: Fuzzed, response: RawResponse) {
  const what = `${request.method} ${request.path} ${request.body?.slice(0, 400) ?? ''} → ${response.status} ${response.body.slice(0, 160)}`;
  if (response.status < 400 || response.status >= 500) throw new Error(`not a 4xx: ${what}`);
  if (request.path.startsWith('/api/')) {
    if (!String(response.headers['content-type']).startsWith('application/json')) throw new Error(`not JSON: ${what}`);
    const body = JSON.parse(response.body) as {error?: {code?: unknown; message?: unknown}};
    if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string') throw new Error(`no {error: {code, message}}: ${what}`);
  }
}

async function shopperWithCart(): Promise<{shopper: ApiShopper; cart: ViewCart}> {
  const shopper = new ApiShopper();
  const piece = await findStaticPiece();
  expect((await shopper.addLines([{merchandiseId: piece.variantId, quantity: 1}])).status).toBe(200);
  return {shopper, cart: (await shopper.cart())!};
}

const webhookSink = async () => (await send(`${storeOrigin}/webhooks`)).body;

test(`${REQUESTS.toLocaleString('en-US')} generated malformed requests all get a 4xx, and nothing changes`, async () => {
  test.setTimeout(600_000);
  const [mine, other] = await Promise.all([shopperWithCart(), shopperWithCart()]);
  const stranger = new ApiShopper();
  const ids: Ids = {
    cartId: mine.cart.id,
    lineId: mine.cart.lines[0]!.items[0]!.id,
    otherCartId: other.cart.id,
    otherLineId: other.cart.lines[0]!.items[0]!.id,
  };
  const request = fc
    .tuple(fc.oneof({weight: 5, arbitrary: jsonArbitrary(ids)}, {weight: 4, arbitrary: formArbitrary(ids)}, {weight: 1, arbitrary: getArbitrary()}), fc.constantFrom<Fuzzed['as']>('shopper', 'shopper', 'shopper', 'stranger'))
    .map(([fuzzed, as]): Fuzzed => ({...fuzzed, as}));

  let sent = 0;
  const byStatus = new Map<number, number>();
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(fc.array(request, {minLength: BATCH, maxLength: BATCH}), async (batch) => {
      const answers = await Promise.all(
        batch.map((r) => (r.as === 'shopper' ? mine.shopper : stranger).send(r.path, {method: r.method, headers: r.headers, body: r.body})),
      );
      sent += batch.length;
      answers.forEach((answer, i) => {
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
        checkAnswer(batch[i]!, answer);
      });
    }),
    {
      numRuns: Math.ceil(REQUESTS / BATCH),
      endOnFailure: true,
      // The failing request is in the error; the whole batch (with its 70 KB bodies) is not worth printing.
      reporter: (run) => {
        if (run.failed) throw new Error(`seed ${run.seed}, path ${run.counterexamplePath}: ${String(run.errorInstance)}`);
      },
    },
  );
  const seconds = (Date.now() - started) / 1000;
  console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)}/s); statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}`);
  expect(sent).toBeGreaterThanOrEqual(REQUESTS);

  expect(await mine.shopper.cart()).toEqual(mine.cart);
  expect(await other.shopper.cart()).toEqual(other.cart);
  expect(await stranger.cart()).toBeNull();
  expect(await webhookSink()).not.toContain(MARK);
});

// OWASP ASVS V3.5 (CSRF) and V5.1.5 (redirects): every action refuses forged origins, GET and
// unusual methods, and nothing a refused request carried reaches the cart or a webhook; every
// redirect target is this storefront or the cart's own checkout. Actions are read from app/routes,
// so a new one fails here until it is listed.
import {readdirSync, readFileSync} from 'node:fs';
import {expect, test} from './support/test';
import {findStaticPiece, hasLocalCatalogue} from './support/cart';
import {ApiShopper, FORGED_ORIGIN, SAME_ORIGIN, type ViewCart} from './support/api-shopper';
import {appOrigin, send, type RawResponse} from './support/http';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const storeOrigin = new URL(process.env.PUBLIC_STORE_DOMAIN ?? 'http://127.0.0.1:4010').origin;
const accountsOn = process.env.FEATURE_CUSTOMER_ACCOUNT === 'true';

interface Action {
  path: string;
  /** A request the endpoint accepts from this origin; `marker` is what must not leak through when forged. */
  body(cart: ViewCart, marker: string, variantId: string, productId: string): {json: unknown} | {form: Record<string, string>};
  /** Proof that the accepted request did change something (so the forged one could have). */
  changed?(shopper: ApiShopper, before: ViewCart, marker: string): Promise<boolean>;
}

async function webhookHas(topic: string, marker: string) {
  return (await send(`${storeOrigin}/webhooks?topic=${topic}`)).body.includes(marker);
}
const cartChanged = async (shopper: ApiShopper, before: ViewCart) => JSON.stringify(await shopper.cart()) !== JSON.stringify(before);

const ACTIONS: Record<string, Action> = {
  'shop.cart.tsx': {
    path: '/shop/cart',
    body: (_cart, _marker, variantId) => ({form: {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variantId, quantity: 2}]}})}}),
    changed: cartChanged,
  },
  'api.updateCartLines.ts': {
    path: '/api/updateCartLines',
    body: (cart) => ({json: {input: {cartId: cart.id, lines: [{id: cart.lines[0]!.items[0]!.id, quantity: 3}]}}}),
    changed: cartChanged,
  },
  'api.removeLinesFromCart.ts': {
    path: '/api/removeLinesFromCart',
    body: (cart) => ({json: {cartId: cart.id, lineIds: [cart.lines[0]!.items[0]!.id]}}),
    changed: cartChanged,
  },
  'api.updateCartLoveNoteRequest.ts': {
    path: '/api/updateCartLoveNoteRequest',
    body: (cart, marker) => ({json: {input: {cartId: cart.id, requestedLoveNote: marker}}}),
    changed: cartChanged,
  },
  'api.cartCodes.ts': {
    path: '/api/cartCodes',
    body: (cart) => ({json: {input: {cartId: cart.id, operation: 'applyDiscountCode', code: 'WELCOME10'}}}),
    changed: cartChanged,
  },
  'api.checkout.ts': {
    path: '/api/checkout',
    body: (_cart, marker) => ({form: {customerNote: marker}}),
    changed: cartChanged,
  },
  'api.custom-design.ts': {
    path: '/api/custom-design',
    body: (_cart, marker) => ({
      form: {name: marker, email: 'forged@example.com', shape: 'Round', carat: '1', budget: '5000', metal: 'Platinum', message: marker},
    }),
    changed: (_s, _b, marker) => webhookHas('custom-design', marker),
  },
  // The form page's own action, which a browser without JavaScript posts to: the same handler.
  'custom.start-your-custom-design.tsx': {
    path: '/custom/start-your-custom-design',
    body: (_cart, marker) => ({
      form: {name: marker, email: 'forged@example.com', shape: 'Round', carat: '1', budget: '5000', metal: 'Platinum', message: marker},
    }),
    changed: (_s, _b, marker) => webhookHas('custom-design', marker),
  },
  'api.drop-a-hint.ts': {
    path: '/api/drop-a-hint',
    // The piece is named by its catalogue id; the server reads its title and link itself.
    body: (_cart, marker, _variantId, productId) => ({
      form: {recipientName: marker, recipientEmail: 'them@example.com', senderName: marker, message: marker, productId},
    }),
    changed: (_s, _b, marker) => webhookHas('drop-a-hint', marker),
  },
  'api.email-signup.ts': {
    path: '/api/email-signup',
    body: (_cart, marker) => ({form: {email: `${marker}@example.com`}}),
    changed: (_s, _b, marker) => webhookHas('email-signup', marker),
  },
  'api.error-report.ts': {
    path: '/api/error-report',
    body: (_cart, marker) => ({json: {reportId: 'f'.repeat(32), kind: 'uncaught', name: 'Error', message: marker, path: '/'}}),
    // Forwarded in waitUntil, after the answer: give the report a moment to land.
    changed: async (_s, _b, marker) => {
      for (let attempt = 0; attempt < 20 && !(await webhookHas('error-reports', marker)); attempt++) await new Promise((r) => setTimeout(r, 250));
      return webhookHas('error-reports', marker);
    },
  },
  // Customer accounts ship off; with them on, account-security.spec.ts proves these end to end.
  'account_.login.tsx': {path: '/account/login', body: (_c, marker) => ({form: {email: 'ada@example.com', password: 'lovelace-demo', returnTo: `/${marker}`}})},
  'account.logout.tsx': {path: '/account/logout', body: () => ({form: {}})},
  'account.details.tsx': {path: '/account/details', body: () => ({form: {intent: 'communication-preferences', acceptsMarketing: 'on'}})},
};

/** Read-only resources whose action exists only to answer 405. */
const READ_ONLY = {'api.banners.ts': '/api/banners', 'api.card-images.ts': '/api/card-images', 'api.cart.ts': '/api/cart', 'api.discounts.ts': '/api/discounts', 'api.menu.ts': '/api/menu'};

const FORGERIES: Record<string, string>[] = [
  FORGED_ORIGIN,
  {Origin: 'null'},
  {Origin: `${appOrigin}.evil.example`},
  {Origin: appOrigin.replace('http:', 'https:')},
  {'Sec-Fetch-Site': 'cross-site'},
  {'Sec-Fetch-Site': 'same-site'},
];

function actionFiles() {
  return readdirSync('app/routes').filter((file) =>
    /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(readFileSync(`app/routes/${file}`, 'utf8')),
  );
}

function post(shopper: ApiShopper, path: string, payload: ReturnType<Action['body']>, headers: Record<string, string>) {
  return 'json' in payload ? shopper.postJson(path, payload.json, headers) : shopper.postForm(path, payload.form, headers);
}

function expectRefusal(response: RawResponse, status: number, code: string, what: string) {
  expect(response.status, `${what}: ${response.body.slice(0, 200)}`).toBe(status);
  expect(response.headers['content-type'], what).toContain('application/json');
  expect((JSON.parse(response.body) as {error: {code: string}}).error.code, what).toBe(code);
  expect(response.cookies, `${what} sets no cookie`).toEqual([]);
}

async function shopperWithPiece() {
  const piece = await findStaticPiece();
  const shopper = new ApiShopper();
  expect((await shopper.addLines([{merchandiseId: piece.variantId, quantity: 1}])).status).toBe(200);
  return {shopper, cart: (await shopper.cart())!, variantId: piece.variantId, productId: piece.productId};
}

test('every route file with an action is listed here', () => {
  expect(actionFiles().sort()).toEqual([...Object.keys(ACTIONS), ...Object.keys(READ_ONLY)].sort());
});

test('read-only resources answer a same-origin POST with 405 JSON', async () => {
  for (const path of Object.values(READ_ONLY)) {
    expectRefusal(await new ApiShopper().postJson(path, {}), 405, 'METHOD_NOT_ALLOWED', path);
  }
});

for (const [file, action] of Object.entries(ACTIONS)) {
  test(`${action.path} refuses forged origins, GET and other methods, and nothing they carried lands`, async () => {
    const {shopper, cart, variantId, productId} = await shopperWithPiece();
    const marker = `forged${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const payload = action.body(cart, marker, variantId, productId);

    for (const forged of FORGERIES) {
      expectRefusal(await post(shopper, action.path, payload, forged), 403, 'CROSS_ORIGIN', `${file} with ${JSON.stringify(forged)}`);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expectRefusal(await shopper.send(action.path, {method, headers: SAME_ORIGIN}), 405, 'METHOD_NOT_ALLOWED', `${method} ${file}`);
    }
    // A GET with the same fields in the query string changes nothing (a page, a 405, or a redirect home).
    const fields = 'json' in payload ? {json: JSON.stringify(payload.json)} : payload.form;
    const viaGet = await shopper.send(`${action.path}?${new URLSearchParams(fields)}`);
    expect(viaGet.status, `GET ${file}`).toBeLessThan(500);

    expect(await shopper.cart(), `${file}: the cart is as it was`).toEqual(cart);
    for (const topic of ['custom-design', 'drop-a-hint', 'email-signup', 'error-reports']) expect(await webhookHas(topic, marker), `${file} → ${topic}`).toBe(false);

    // The same request from the storefront's own page goes through: the refusals above were the guard's.
    if (action.changed) {
      const accepted = await post(shopper, action.path, payload, SAME_ORIGIN);
      expect(accepted.status, `${file} same-origin: ${accepted.body.slice(0, 200)}`).toBeLessThan(400);
      expect(await action.changed(shopper, cart, marker), `${file} same-origin changed something`).toBe(true);
    } else {
      expect(accountsOn).toBe(false);
      expect((await post(shopper, action.path, payload, SAME_ORIGIN)).status, file).toBe(404);
    }
  });
}

test('a POST to a page without an action is refused, and changes nothing', async () => {
  const {shopper, cart} = await shopperWithPiece();
  for (const path of ['/', '/search?q=ring', '/support/faq', '/ring-builder/settings', '/no-such-page']) {
    const response = await shopper.postForm(path, {cartFormInput: '{}'});
    expect(response.status, path).toBe(405);
  }
  expect(await shopper.cart()).toEqual(cart);
});

/** Open-redirect probes: what a link could put in a return path or `?redirect=`. */
const HOSTILE_TARGETS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  'https://evil.example',
  'HTTPS://EVIL.EXAMPLE/',
  'https:/\\evil.example',
  'http:evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  ' //evil.example',
  '%20//evil.example',
  '//evil.example@localhost',
  `${appOrigin}@evil.example`,
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

function locationOf(response: RawResponse): string | null {
  const header = response.headers['location'] ?? response.headers['x-remix-redirect'];
  return typeof header === 'string' ? header : null;
}

/** How a browser reads a redirect: relative to the page, `\` as `/`, tabs dropped. */
function expectOnSite(response: RawResponse, what: string) {
  const location = locationOf(response);
  if (location === null) return;
  expect(new URL(location, appOrigin).origin, `${what} → ${location}`).toBe(appOrigin);
}

test('?redirect= and ?return_to= on any path never leave the storefront', async () => {
  for (const target of HOSTILE_TARGETS) {
    for (const encoded of [encodeURIComponent(target), target.replace(/ /g, '%20').replace(/\t/g, '%09')]) {
      for (const path of ['/discount/SAVE10', '/no-such-page.data', '/admin']) {
        for (const param of ['redirect', 'return_to']) {
          const response = await send(`${path}?${param}=${encoded}`);
          expect(response.status, `${path}?${param}=${encoded}`).toBeLessThan(500);
          expectOnSite(response, `${path}?${param}=${encoded}`);
        }
      }
    }
  }
  // A same-origin target is still honoured, so the checks above were not vacuous. The discount link
  // applies its code on every visit, so its redirect is temporary: a browser must not cache it.
  const home = await send('/discount/SAVE10?redirect=%2Fsupport%2Ffaq');
  expect(home.status).toBe(302);
  expect(locationOf(home)).toBe('/support/faq');
});

test('checkout redirects only to the cart’s own checkout URL, whatever the request carries', async () => {
  const {shopper} = await shopperWithPiece();
  for (const target of HOSTILE_TARGETS.slice(0, 10)) {
    const query = new URLSearchParams({redirect: target, return_to: target, returnTo: target});
    const response = await shopper.send(`/api/checkout?${query}`, {
      method: 'POST',
      headers: {...SAME_ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({customerNote: 'With love'}).toString(),
    });
    expect(response.status, target).toBe(303);
    const location = new URL(locationOf(response)!);
    expect(location.origin, target).toBe(storeOrigin);
    expect(location.pathname, target).toMatch(/^\/checkouts\/cn\/[^/]+$/);
  }
  // A field the form does not have is refused rather than followed.
  const smuggled = await shopper.postForm('/api/checkout', {customerNote: 'x', redirect: '//evil.example'});
  expect(smuggled.status).toBe(400);
});

test('every redirect a route makes on its own stays on the storefront', async () => {
  for (const path of ['/learn/diamond', '/support', '/account', '/account/logout', '/account/login?returnTo=%2F%2Fevil.example', '/admin']) {
    expectOnSite(await send(path), path);
  }
});

// OWASP ASVS V3.4 and V3.3 over every route the app has: the security headers on every answer
// (the CSP on HTML), no-store on anything carrying a cart or a customer, and cookies that are
// HttpOnly, SameSite=Lax, small and Secure outside localhost. Routes are read from app/routes, so
// a new route file fails here until it is given a sample URL.
import {expect, test} from './support/test';
import {findStaticPiece, hasLocalCatalogue} from './support/cart';
import {gotoHydrated} from './support/chrome';
import {appOrigin, send, type RawResponse} from './support/http';
import {ROUTE_SAMPLES, routeFiles} from './support/routes';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

/** Answers that carry a shopper's cart or account: never stored by a browser or a shared cache. */
const PRIVATE = [/^\/api\/cart$/, /^\/shop\/cart(\.data)?$/, /^\/account(?!\/login)/, /^\/api\/(updateCartLines|removeLinesFromCart|updateCartLoveNoteRequest|checkout|cartCodes)$/];

/** A host the app treats as a deployment (not loopback); Vite's preview server accepts IP hosts. */
const DEPLOYED_HOST = `192.0.2.10:${new URL(appOrigin).port}`;

async function samples() {
  const product = (await findStaticPiece()).handle;
  return [...new Set(Object.values(ROUTE_SAMPLES).flat())].map((path) => path.replace('{product}', product));
}

function expectBaseline(path: string, response: RawResponse) {
  const h = response.headers;
  expect(response.status, `${path} answered ${response.status}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
  expect(h['x-content-type-options'], path).toBe('nosniff');
  expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], path).toMatch(/camera=\(\)/);
  expect(h['strict-transport-security'], `${path}: no HSTS on plain-http localhost`).toBeUndefined();
  if (String(h['content-type']).startsWith('text/html')) {
    const csp = String(h['content-security-policy']);
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toContain("'unsafe-eval'");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("base-uri 'self'");
    // The nonce in the header is the one on the page's scripts, and no script goes without it.
    // JSON-LD blocks are data the browser never runs (CSP does not apply to them): each must be
    // JSON whose text cannot close its element.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1];
    for (const [, tag, text] of response.body.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)) {
      if (tag!.includes('type="application/ld+json"')) {
        expect(text, path).not.toContain('<');
        expect(() => JSON.parse(text!), path).not.toThrow();
      } else {
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  }
  const location = h['location'];
  if (typeof location === 'string') expect(new URL(location, appOrigin).origin, `${path} redirects on site`).toBe(appOrigin);
  if (PRIVATE.some((pattern) => pattern.test(path)) && response.status === 200) {
    expect(h['cache-control'], `${path} carries a cart or customer`).toContain('no-store');
  }
}

function expectCookie(line: string, secure: boolean) {
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  const name = pair!.split('=')[0]!;
  const lower = attributes.map((a) => a.toLowerCase());
  expect(line.length, `${name} cookie stays small`).toBeLessThan(1024);
  expect(lower, `${name} is HttpOnly`).toContain('httponly');
  expect(lower.some((a) => a === 'samesite=lax' || a === 'samesite=strict'), `${name} is SameSite=Lax or Strict`).toBe(true);
  expect(lower.includes('secure'), `${name} Secure=${secure}`).toBe(secure);
  expect(lower, `${name} is for the whole site`).toContain('path=/');
}

test('every route file has sample URLs here', () => {
  expect(routeFiles.filter((file) => !(file in ROUTE_SAMPLES))).toEqual([]);
  expect(Object.keys(ROUTE_SAMPLES).filter((file) => !routeFiles.includes(file))).toEqual([]);
});

test('every route answers with the security headers; HTML with a nonce CSP; carts and accounts never stored', async () => {
  const paths = await samples();
  for (const path of paths) expectBaseline(path, await send(path));
  expect(paths.length).toBeGreaterThanOrEqual(Object.keys(ROUTE_SAMPLES).length);
});

test('outside localhost every route adds HSTS', async () => {
  for (const path of await samples()) {
    const response = await send(path, {headers: {Host: DEPLOYED_HOST}});
    expect(response.status, path).toBeLessThan(500);
    expect(response.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
  }
});

async function addToCartAs(host: string) {
  const piece = await findStaticPiece();
  return send('/shop/cart', {
    method: 'POST',
    headers: {Host: host, Origin: `http://${host}`, 'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({
      cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: piece.variantId, quantity: 1}]}}),
    }).toString(),
  });
}

test('cookies are HttpOnly, SameSite=Lax and small; Secure everywhere but plain-http localhost', async () => {
  const local = await addToCartAs(new URL(appOrigin).host);
  expect(local.status).toBe(200);
  expect(local.cookies.map((c) => c.split('=')[0])).toContain('cart');
  for (const line of local.cookies) expectCookie(line, false);

  const deployed = await addToCartAs(DEPLOYED_HOST);
  expect(deployed.status).toBe(200);
  expect(deployed.cookies.map((c) => c.split('=')[0])).toContain('cart');
  for (const line of deployed.cookies) expectCookie(line, true);

  // No other route sets a cookie on a first visit, but the links that build a cart (a discount link,
  // a cart permalink): theirs is the cart cookie, held to the same rules.
  for (const path of await samples()) {
    const {cookies} = await send(path);
    if (/^\/(discount|cart)\//.test(path)) {
      expect(cookies.map((c) => c.split('=')[0]).filter((name) => name !== 'cart'), path).toEqual([]);
      for (const line of cookies) expectCookie(line, false);
    } else {
      expect(cookies, path).toEqual([]);
    }
  }
});

test('in the browser, scripts can read no cookie the server set', async ({page, context}) => {
  await page.goto('/');
  const piece = await findStaticPiece();
  await gotoHydrated(page, `/shop/products/${piece.handle}`);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(page.getByRole('dialog', {name: 'Cart'}).getByTestId('cart-entry').first()).toBeVisible();
  // The drawer shows the piece before the add's answer, which sets the cart cookie.
  const serverSetCookies = async () => (await context.cookies()).filter((c) => c.name === 'cart' || c.name === 'session');
  await expect.poll(async () => (await serverSetCookies()).map((c) => c.name)).toContain('cart');
  const serverSet = await serverSetCookies();
  for (const cookie of serverSet) {
    expect(cookie.httpOnly, cookie.name).toBe(true);
    expect(cookie.sameSite, cookie.name).toBe('Lax');
  }
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).not.toMatch(/(^|; )(cart|session)=/);
});

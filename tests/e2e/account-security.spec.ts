// Customer accounts (issue 10): sign-in return paths never leave the storefront, whatever the
// encoding; the session cookie is HttpOnly, SameSite=Lax and Secure outside localhost; sign-in and
// sign-out refuse forged origins; account answers are never stored. Runs in the harness's pass
// with customer accounts on (they ship off).
import {expect, test} from './support/test';
import {ApiShopper, FORGED_ORIGIN} from './support/api-shopper';
import {appOrigin, send} from './support/http';

test.skip(process.env.FEATURE_CUSTOMER_ACCOUNT !== 'true', 'customer accounts are off for this run');

const ADA = {email: 'ada@example.com', password: 'lovelace-demo'};
const HOSTILE = [
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  '/%2F/evil.example',
  '%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  'https://evil.example',
  'https:/\\evil.example',
  '/\t/evil.example',
  '/%09/evil.example',
  ' //evil.example',
  `${appOrigin}@evil.example`,
  'javascript:alert(1)',
];

const location = (headers: Record<string, unknown>) => String(headers['location'] ?? '');

test('sign-in sends the shopper back only to a path on this storefront', async () => {
  for (const returnTo of HOSTILE) {
    const shopper = new ApiShopper();
    const signedIn = await shopper.postForm('/account/login', {...ADA, returnTo});
    expect(signedIn.status, returnTo).toBe(302);
    expect(new URL(location(signedIn.headers), appOrigin).origin, returnTo).toBe(appOrigin);
    expect(location(signedIn.headers), returnTo).toBe('/account/orders');
    // Signed in, the login page's own redirect follows the same rule.
    const again = await shopper.send(`/account/login?returnTo=${encodeURIComponent(returnTo)}`);
    expect(location(again.headers), returnTo).toBe('/account/orders');
  }
  const shopper = new ApiShopper();
  const honoured = await shopper.postForm('/account/login', {...ADA, returnTo: '/account/details?tab=1'});
  expect(location(honoured.headers)).toBe('/account/details?tab=1');
});

test('the session cookie is HttpOnly, SameSite=Lax, small, and Secure outside localhost', async () => {
  const host = `192.0.2.10:${new URL(appOrigin).port}`;
  for (const [headers, secure] of [[{}, false], [{Host: host, Origin: `http://${host}`}, true]] as const) {
    const response = await send('/account/login', {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Origin: appOrigin, ...headers},
      body: new URLSearchParams(ADA).toString(),
    });
    expect(response.status).toBe(302);
    const session = response.cookies.find((line) => line.startsWith('session='));
    expect(session).toBeDefined();
    const attributes = session!.toLowerCase().split(';').map((a) => a.trim());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes.includes('secure')).toBe(secure);
    expect(session!.length).toBeLessThan(1024);
  }
});

test('sign-in and sign-out refuse forged origins; account pages are never stored', async () => {
  const stranger = new ApiShopper();
  const forgedLogin = await stranger.postForm('/account/login', ADA, FORGED_ORIGIN);
  expect(forgedLogin.status).toBe(403);
  expect(forgedLogin.cookies).toEqual([]);

  const ada = new ApiShopper();
  expect((await ada.postForm('/account/login', ADA)).status).toBe(302);
  const forgedLogout = await ada.postForm('/account/logout', {}, FORGED_ORIGIN);
  expect(forgedLogout.status).toBe(403);
  for (const path of ['/account/orders', '/account/details', '/account/orders.data']) {
    const page = await ada.send(path);
    expect(page.status, path).toBe(200);
    expect(page.headers['cache-control'], path).toContain('no-store');
  }
  expect((await ada.postForm('/account/logout', {})).status).toBe(302);
  const after = await ada.send('/account/orders');
  expect(location(after.headers)).toMatch(/^\/account\/login\?returnTo=/);
});

// Shopify's cart links on this storefront (issue 18): `/discount/{code}?redirect=` and the cart
// permalink `/cart/{variantId}:{quantity},...`. Redirect targets are held to this origin.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {findStaticPiece, findVariants, hasLocalCatalogue, serverCart, storefront} from './support/cart';
import {appOrigin} from './support/http';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const numericId = (gid: string) => gid.split('/').pop()!;

/** The codes on the session's cart, as the Storefront API holds them. */
async function cartCodes(page: Page) {
  const cart = await serverCart(page);
  if (!cart) return [];
  const data = await storefront<{cart: {discountCodes: {code: string; applicable: boolean}[]}}>(
    'query ($id: ID!) { cart(id: $id) { discountCodes { code applicable } } }',
    {id: cart.id},
  );
  return data.cart.discountCodes;
}

test('a discount link applies the code to a new cart and returns to the same-origin path', async ({page}) => {
  await page.goto('/discount/WELCOME10?redirect=/shop/collections/wedding-bands%3Fsort%3Dprice-asc');
  expect(page.url()).toBe(`${appOrigin}/shop/collections/wedding-bands?sort=price-asc`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Wedding Bands');
  expect((await cartCodes(page)).map((d) => d.code.toUpperCase())).toEqual(['WELCOME10']);
});

test('a second discount link keeps the code already applied, and the same code is not added twice', async ({page}) => {
  await page.goto('/discount/WELCOME10');
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goto('/discount/TAKE50?redirect=/shop/cart');
  expect(new URL(page.url()).pathname).toBe('/shop/cart');
  await page.goto('/discount/take50?redirect=/shop/cart');
  expect((await cartCodes(page)).map((d) => d.code.toUpperCase()).sort()).toEqual(['TAKE50', 'WELCOME10']);
});

test('the discount from a link is taken off at checkout', async ({page}) => {
  const piece = await findStaticPiece();
  await page.goto(`/discount/WELCOME10?redirect=/shop/products/${piece.handle}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(piece.title);
  await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber')));
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(page.getByRole('dialog', {name: 'Cart'}).getByTestId('cart-entry').first()).toBeVisible();
  // The drawer shows the piece before the add's answer; a page load now would cut the add short.
  await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(1);
  await page.goto('/shop/cart');
  await page.getByRole('main').getByRole('button', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByRole('row', {name: /^Discount WELCOME10/})).toBeVisible();
});

test('an expired code from a link still returns the shopper, and the cart holds it as not applicable', async ({page}) => {
  await page.goto('/discount/SPRING2024?redirect=/shop/cart');
  expect(new URL(page.url()).pathname).toBe('/shop/cart');
  expect(await cartCodes(page)).toEqual([{code: 'SPRING2024', applicable: false}]);
});

const HOSTILE_TARGETS = [
  'https://evil.example/',
  'http://evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '\\\\evil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%255C%255Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
];

test('hostile redirect targets all land on a same-origin page', async ({page, request}) => {
  // Twenty navigations on a shared machine.
  test.setTimeout(180_000);
  for (const target of HOSTILE_TARGETS) {
    const path = `/discount/WELCOME10?redirect=${encodeURIComponent(target)}`;
    const answer = await request.get(path, {maxRedirects: 0});
    expect(answer.status(), target).toBe(302);
    expect(answer.headers()['location'], target).toBe('/');
    await page.goto(path, {waitUntil: 'commit'});
    expect(new URL(page.url()).origin, target).toBe(appOrigin);
    expect(new URL(page.url()).pathname, target).toBe('/');
  }
  // Raw, unencoded in the query string too: the browser's own reading of the URL.
  for (const raw of ['/\\evil.example', '//evil.example', '/%5C%5Cevil.example']) {
    await page.goto(`/discount/WELCOME10?redirect=${raw}`, {waitUntil: 'commit'});
    expect(new URL(page.url()).origin, raw).toBe(appOrigin);
  }
});

test('a discount link whose path cannot be a code answers 400 JSON', async ({request}) => {
  const response = await request.get(`/discount/${'X'.repeat(300)}?redirect=/shop/cart`, {maxRedirects: 0});
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({error: {code: 'INVALID_DISCOUNT_CODE', message: 'That is not a discount code.'}});
});

test('a cart permalink builds a new cart with clamped quantities and opens its checkout', async ({page}) => {
  const [first, second] = await findVariants('product_type:"Earrings"', 2);
  // An earlier cart is left behind, as Shopify's permalink does.
  await page.goto(`/cart/${numericId(second!.variantId)}:1`);
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await page.goto(`/cart/${numericId(first!.variantId)}:99`);
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first!.title);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText('10');
  const cart = await serverCart(page);
  expect(cart?.lines.map((line) => line.items.map((item) => [item.variantId, item.quantity]))).toEqual([[[first!.variantId, 10]]]);
});

test('bad cart permalinks answer a page that says why, never a 500', async ({page}) => {
  const plan = (await findVariants('product_type:"Care Plan"'))[0]!;
  const piece = await findStaticPiece();
  const cases: [string, number, RegExp][] = [
    ['/cart/not-a-variant:1', 400, /not one we can read/],
    ['/cart/1:2:3', 400, /not one we can read/],
    ['/cart/%3Cscript%3E:1', 400, /not one we can read/],
    ['/cart/,,', 400, /names no products/],
    ['/cart/123456789:1', 404, /no longer available/],
    [`/cart/${numericId(plan.variantId)}:1`, 422, /Protection plans are added to a piece in your cart/],
    [`/cart/${numericId(piece.variantId)}:1?discount=%00`, 400, /discount code in this cart link/],
  ];
  for (const [path, status, message] of cases) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    const error = page.getByTestId('cart-link-error');
    await expect(error.getByRole('heading', {level: 1}), path).toHaveText('This cart link can’t be used');
    await expect(error, path).toContainText(message);
    await expect(error.getByRole('link', {name: 'View your cart'})).toHaveAttribute('href', '/shop/cart');
  }
});

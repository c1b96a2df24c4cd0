// Journey: what is for sale agrees with itself. Care plans, the free gift, the love note and the
// gift voucher (flag off) have no page, listing, search hit or sitemap link, and every cart entry
// point refuses them unless they come the one way the cart spec allows (docs/cart.md).
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {addLines, cartDrawer, findSetting, findStaticPiece, findVariants, hasLocalCatalogue, openStaticProduct, serverCart, storefront} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const INTERNAL_HANDLES = ['complimentary-jewelry-care-kit', 'handwritten-love-note', 'lifetime-protection-plan', '3-year-protection-plan', 'limited-warranty'];
// Shipped with its page switched off (the flag-on pass runs gift-voucher.spec.ts).
const voucherFlagOn = process.env.FEATURE_GF_VOUCHER_CUSTOM_PAGE === 'true';
const UNLISTED_HANDLES = voucherFlagOn ? INTERNAL_HANDLES : [...INTERNAL_HANDLES, 'gift-voucher'];

// Requests and their answers do not depend on the width: those tests run once; what a shopper sees runs at both.
test.use({viewport: DESKTOP});

const variantOf = async (query: string) => (await findVariants(query))[0]!;

async function postCartForm(page: Page, fields: Record<string, string>) {
  return page.request.post('/shop/cart', {headers: {Origin: new URL(page.url()).origin}, form: fields});
}

const linesAdd = (page: Page, lines: {merchandiseId: string; quantity: number; attributes?: {key: string; value: string}[]}[]) =>
  postCartForm(page, {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})});

/**
 * A 4xx `{error: {code, message}}`. The cart page's form posts are document requests: there the
 * same body arrives as the page's action data, serialised into the document.
 */
async function expectRefusal(response: Awaited<ReturnType<Page['request']['post']>>, code: string) {
  expect(response.status(), await response.text()).toBeGreaterThanOrEqual(400);
  expect(response.status()).toBeLessThan(500);
  if (!(response.headers()['content-type'] ?? '').includes('json')) {
    expect(await response.text()).toContain(code);
    return;
  }
  const body = (await response.json()) as {error?: {code: string; message: string}};
  expect(body.error?.code).toBe(code);
  expect(body.error?.message).toBeTruthy();
}

test('internal and flag-off products have no page, and a piece does', async ({request}) => {
  for (const handle of UNLISTED_HANDLES) {
    expect((await request.get(`/shop/products/${handle}`)).status(), handle).toBe(404);
  }
  const piece = await findStaticPiece();
  expect((await request.get(`/shop/products/${piece.handle}`)).status()).toBe(200);
});

test('the protection-plans collection lists no plans: it is not a shop page', async ({request}) => {
  const response = await request.get('/shop/collections/protection-plans');
  expect(response.status()).toBe(404);
  const html = await response.text();
  for (const handle of INTERNAL_HANDLES) expect(html).not.toContain(`/shop/products/${handle}`);
});

test('the sitemap links pieces but no internal product and no collection of them', async ({request}) => {
  const products = await (await request.get('/sitemap/products/1.xml')).text();
  expect(products).toContain(`/shop/products/${(await findStaticPiece()).handle}</loc>`);
  for (const handle of UNLISTED_HANDLES) expect(products).not.toContain(`/shop/products/${handle}</loc>`);
  const collections = await (await request.get('/sitemap/collections/1.xml')).text();
  expect(collections).toContain('<loc>');
  expect(collections).not.toContain('/protection-plans</loc>');
});

test('search leaves them out: the page and the typeahead filter every query by the markers', async ({page, request}) => {
  const html = await (await request.get('/search?query=protection plan')).text();
  for (const handle of INTERNAL_HANDLES) expect(html).not.toContain(`/shop/products/${handle}`);

  const filters: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'POST' || !/\/1\/indexes\//.test(sent.url())) return;
    const body = JSON.parse(sent.postData() ?? '{}') as {requests?: {indexName: string; filters?: string}[]};
    for (const query of body.requests ?? []) if (query.indexName.startsWith('products')) filters.push(query.filters ?? '');
  });
  await gotoHydrated(page, '/support/about');
  const input = page.getByRole('combobox', {name: 'Search the store'});
  await input.pressSequentially('care kit');
  await expect(page.getByTestId('search-typeahead')).not.toHaveText('Loading...', {timeout: 10_000});
  await expect.poll(() => filters.length).toBeGreaterThan(0);
  for (const sent of filters) {
    for (const tag of ['__FREE_GIFT', '__LOVE_NOTE', 'care-plan', 'gift-card']) expect(sent).toContain(`NOT tags:"${tag}"`);
  }
  for (const handle of INTERNAL_HANDLES) await expect(page.locator(`a[href*="/shop/products/${handle}"]`)).toHaveCount(0);
});

test('every cart entry point refuses their variant ids with a 4xx JSON error', async ({page}) => {
  await page.goto('/');
  const [gift, note, plan, voucher, piece] = await Promise.all([
    variantOf('tag:__FREE_GIFT'),
    variantOf('tag:__LOVE_NOTE'),
    variantOf('handle:lifetime-protection-plan'),
    variantOf('tag:gift-card'),
    findStaticPiece(),
  ]);
  // The product page's add (CartForm LinesAdd): nothing internal, alone or in a cart.
  await expectRefusal(await linesAdd(page, [{merchandiseId: gift.variantId, quantity: 1}]), 'FREE_GIFT_NOT_ELIGIBLE');
  await expectRefusal(await linesAdd(page, [{merchandiseId: note.variantId, quantity: 1}]), 'NOT_FOR_SALE');
  await expectRefusal(await linesAdd(page, [{merchandiseId: plan.variantId, quantity: 1}]), 'NOT_FOR_SALE');
  if (!voucherFlagOn) await expectRefusal(await linesAdd(page, [{merchandiseId: voucher.variantId, quantity: 1}]), 'NOT_FOR_SALE');
  expect(await serverCart(page)).toBeNull();

  await addLines(page, [{merchandiseId: piece.variantId}]);
  // A plan passed off as a line of an entry is still a plan: it only comes through its line.
  const asPlanLine = [{key: '__cartDetails', value: JSON.stringify({entry: 'x', role: 'care-plan'})}];
  await expectRefusal(await linesAdd(page, [{merchandiseId: plan.variantId, quantity: 1, attributes: asPlanLine}]), 'NOT_FOR_SALE');
  await expectRefusal(await linesAdd(page, [{merchandiseId: note.variantId, quantity: 1}]), 'NOT_FOR_SALE');
  const cart = (await serverCart(page))!;
  const lineId = cart.lines[0]!.items[0]!.id;
  const origin = {Origin: new URL(page.url()).origin};
  // /api/updateCartLines: a care plan id must be one that covers the line.
  for (const variant of [gift, note, voucher]) {
    const response = await page.request.post('/api/updateCartLines', {
      headers: origin,
      data: {input: {cartId: cart.id, lines: [{id: lineId, carePlanVariantId: variant.variantId}]}},
    });
    await expectRefusal(response, 'CARE_PLAN_NOT_APPLICABLE');
  }
  // The cart page's no-JS form, same rule.
  await expectRefusal(await postCartForm(page, {intent: 'care-plan', lineId, carePlanVariantId: gift.variantId}), 'CARE_PLAN_NOT_APPLICABLE');
  // The free gift by its rule: once, with something paid for.
  expect((await linesAdd(page, [{merchandiseId: gift.variantId, quantity: 1}])).status()).toBe(200);
  await expectRefusal(await linesAdd(page, [{merchandiseId: gift.variantId, quantity: 1}]), 'FREE_GIFT_NOT_ELIGIBLE');
  expect((await serverCart(page))!.lines.map((entry) => entry.title)).toEqual([piece.title, 'Complimentary Jewelry Care Kit']);

  // Its piece removed, the gift goes too: a gift alone is not an order.
  const response = await page.request.post('/api/removeLinesFromCart', {headers: origin, data: {cartId: cart.id, lineIds: [lineId]}});
  expect(response.status()).toBe(200);
  expect((await serverCart(page))?.lines ?? []).toEqual([]);
});

test('a care plan attached to a ring line works, through its line only', async ({page}) => {
  await page.goto('/');
  const setting = await findSetting();
  const shared = (role: string) => [
    {key: '__cartDetails', value: JSON.stringify({entry: 'ring-for-sale', role})},
    {key: '__lineTitle', value: 'Custom Engagement Ring'},
    {key: '__productId', value: setting.productId},
  ];
  await addLines(page, [
    {merchandiseId: setting.variantId, attributes: [...shared('setting'), {key: 'Ring Size', value: '6'}]},
    {merchandiseId: 'gid://shopify/ProductVariant/9000000001', attributes: shared('stone')},
  ]);
  const before = (await serverCart(page))!;
  const ring = before.lines[0]!;
  const plan = ring.applicableCarePlans.find((p) => p.name === 'Lifetime Protection Plan')!;
  expect(plan).toBeTruthy();
  const response = await page.request.post('/api/updateCartLines', {
    headers: {Origin: new URL(page.url()).origin},
    data: {input: {cartId: before.id, lines: [{id: ring.items[0]!.id, carePlanVariantId: plan.shopifyProductVariantId}]}},
  });
  expect(response.status()).toBe(200);
  const after = (await serverCart(page))!;
  expect(after.lines).toHaveLength(1);
  expect(after.lines[0]!.items.filter((item) => item.isCarePlan).map((item) => [item.name, item.quantity])).toEqual([['Lifetime Protection Plan', 1]]);
  await expectRefusal(await linesAdd(page, [{merchandiseId: plan.shopifyProductVariantId, quantity: 1}]), 'NOT_FOR_SALE');
});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    test('the address of an internal product shows the not-found page, with nothing to add', async ({page}) => {
      for (const handle of UNLISTED_HANDLES) {
        const response = await page.goto(`/shop/products/${handle}`);
        expect(response?.status(), handle).toBe(404);
        await expect(page.getByRole('heading', {level: 1})).toHaveText('We could not find that page');
        await expect(page.getByRole('button', {name: /add to cart/i})).toHaveCount(0);
      }
    });

    test('searching for them on the search page finds pieces, never an internal product', async ({page}) => {
      for (const query of ['protection plan', 'care kit', 'love note', 'gift card']) {
        await gotoHydrated(page, `/search?query=${encodeURIComponent(query)}`);
        await expect(page.getByRole('heading', {level: 1})).toContainText(query);
        for (const handle of UNLISTED_HANDLES) await expect(page.locator(`main a[href*="/shop/products/${handle}"]`)).toHaveCount(0);
      }
    });

    test('a care plan comes only through the line it covers, chosen in the drawer', async ({page}) => {
      const title = await openStaticProduct(page);
      await page.getByRole('button', {name: 'Add to cart'}).click();
      const entry = cartDrawer(page).getByTestId('cart-entry').filter({hasText: title});
      await expect(entry).toBeVisible();
      await entry.getByRole('group', {name: 'Protection plan'}).getByRole('radio', {name: /Lifetime Protection Plan/}).check();
      await expect(entry.getByTestId('cart-item').nth(1)).toContainText('Lifetime Protection Plan');
      await expect
        .poll(async () => (await serverCart(page))?.lines.map((line) => line.items.map((item) => [item.name, item.isCarePlan])))
        .toEqual([[[title, false], ['Lifetime Protection Plan', true]]]);
      // The plan rides on its piece: one entry, and the badge counts it once.
      await expect(cartDrawer(page).getByTestId('cart-entry')).toHaveCount(1);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    });

    test('a cart holding only the free gift cannot check out', async ({page, context, baseURL}) => {
      const gift = await variantOf('tag:__FREE_GIFT');
      // A cart made outside this storefront (another channel, an old session) with only the gift in it.
      const {cartCreate} = await storefront<{cartCreate: {cart: {id: string}}}>(
        `mutation Make($lines: [CartLineInput!]) { cartCreate(input: {lines: $lines}) { cart { id } } }`,
        {lines: [{merchandiseId: gift.variantId, quantity: 1}]},
      );
      await context.addCookies([{name: 'cart', value: encodeURIComponent(cartCreate.cart.id.split('/').pop()!), url: baseURL!}]);
      await page.goto('/shop/cart');
      await expect(page.getByTestId('cart-entry')).toHaveCount(1);
      await expect(page.getByRole('button', {name: 'Checkout'})).toBeDisabled();
      await expect(page.getByText('Add a piece to your cart to check out.')).toBeVisible();
      const response = await page.request.post('/api/checkout', {headers: {Origin: new URL(page.url()).origin}, form: {customerNote: ''}, maxRedirects: 0});
      await expectRefusal(response, 'NOTHING_TO_ORDER');
    });
  });
}

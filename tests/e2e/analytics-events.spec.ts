import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {gotoHydrated} from './support/chrome';
import {cartDrawer, hasLocalCatalogue, openStaticProduct} from './support/cart';
import {applyCode, variantByHandle} from './support/cart-codes';

interface PushedEvent {
  event: string;
  [key: string]: unknown;
}

function pushed(page: Page, name: string) {
  return page.evaluate(
    (eventName) => ((window as {dataLayer?: PushedEvent[]}).dataLayer ?? []).filter((entry) => entry.event === eventName),
    name,
  );
}

test('each navigation pushes one page view with the spec payload', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect.poll(() => pushed(page, 'page_view')).toHaveLength(1);
  const [home] = await pushed(page, 'page_view');
  expect(home).toEqual({
    event: 'page_view',
    pageType: 'Homepage',
    hasUserConsent: true,
    analyticsAllowed: true,
    salesChannel: 'headless',
    currency: 'USD',
    shopId: expect.stringMatching(/^gid:\/\/shopify\/Shop\/\d+$/),
  });

  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
  await expect(page).toHaveURL(/\/support\/privacy-policy$/);
  await expect.poll(() => pushed(page, 'page_view')).toHaveLength(2);
  expect((await pushed(page, 'page_view'))[1]).toMatchObject({pageType: 'Custom Page', currency: 'USD'});
});

test('a product page pushes viewContent once, and Add to cart pushes addToCart once', async ({page}) => {
  test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
  await openStaticProduct(page);
  await expect.poll(() => pushed(page, 'viewContent')).toHaveLength(1);
  expect((await pushed(page, 'viewContent'))[0]).toMatchObject({
    contentIds: [expect.stringMatching(/^gid:\/\/shopify\/Product\//)],
    currency: 'USD',
  });
  expect((await pushed(page, 'page_view')).at(-1)).toMatchObject({pageType: 'Product'});

  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect.poll(() => pushed(page, 'addToCart')).toHaveLength(1);
  const [added] = await pushed(page, 'addToCart');
  expect(added!.contents).toEqual([{id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//), quantity: 1}]);
});

test('addToCart is pushed once the add is made, valued as the cart charges the piece, and carries the codes applied', async ({page}) => {
  test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
  await page.setViewportSize({width: 1280, height: 900});
  const studs = await variantByHandle('lab-diamond-stud-earrings');
  await gotoHydrated(page, `/shop/products/${studs.handle}`);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect.poll(() => pushed(page, 'addToCart')).toHaveLength(1);
  expect((await pushed(page, 'addToCart'))[0]).toEqual({
    event: 'addToCart',
    contents: [{id: studs.variantId, quantity: 1}],
    value: studs.priceCents / 100,
    currency: 'USD',
  });

  const drawer = cartDrawer(page);
  await applyCode(drawer, 'Discount code', 'studs15');
  await expect(drawer.getByTestId('cart-discount-code')).toContainText('STUDS15');
  await drawer.getByRole('button', {name: 'Close cart'}).click();
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect.poll(() => pushed(page, 'addToCart')).toHaveLength(2);
  const off = Math.round((studs.priceCents * 15) / 100);
  expect((await pushed(page, 'addToCart'))[1]).toEqual({
    event: 'addToCart',
    contents: [{id: studs.variantId, quantity: 1}],
    value: (studs.priceCents - off) / 100,
    currency: 'USD',
    discountCodes: ['STUDS15'],
    discountAmount: off / 100,
  });
});

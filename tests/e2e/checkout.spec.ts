import {expect, test} from './support/test';
import {addToCart} from './support/shopper';
import {cartDrawer, hasLocalCatalogue, holdCartAdds, openStaticProduct} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('checkout posts the love note, reaches the local checkout page and places the order', async ({page}) => {
  const title = await openStaticProduct(page);
  await page.evaluate(() => ((window as {dataLayer?: unknown[]}).dataLayer = []));
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  await drawer.getByRole('textbox', {name: 'Love note'}).fill('Happy anniversary, love');

  const [post] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/checkout') && request.method() === 'POST'),
    drawer.getByRole('button', {name: 'Checkout'}).click(),
  ]);
  expect(post.postData()).toContain('customerNote=Happy+anniversary%2C+love');

  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page.getByRole('main')).toContainText('Happy anniversary, love');
  await page.getByRole('button', {name: 'Place order'}).click();

  await expect(page.getByRole('heading', {level: 1})).toContainText(/order/i);
  await expect(page.getByRole('main')).toContainText(/#\d{4,}/);

  // A completed cart is gone: the storefront starts a new, empty one.
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
  // ...and the next add makes a new cart instead of failing on the completed one.
  await openStaticProduct(page);
  await addToCart(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('pressing Checkout pushes checkout_pressed to the data layer', async ({page}) => {
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await page.evaluate(() => {
    // Stays on the page so the data layer can be read.
    document.querySelector('form[action="/api/checkout"]')?.setAttribute('action', 'about:blank');
    HTMLFormElement.prototype.submit = function submit() {};
  });
  await cartDrawer(page).getByRole('button', {name: 'Checkout'}).click();
  await expect
    .poll(() => page.evaluate(() => (window as {dataLayer?: {event: string}[]}).dataLayer?.map((e) => e.event) ?? []))
    .toContain('checkout_pressed');
});

test('Checkout pressed while the add is still on its way waits for it and checks out with the piece', async ({page}) => {
  const title = await openStaticProduct(page);
  const releaseAdd = await holdCartAdds(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByTestId('cart-entry').filter({hasText: title})).toBeVisible();

  let checkoutPosted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/checkout')) checkoutPosted = true;
  });
  await drawer.getByRole('button', {name: 'Checkout'}).click();
  await page.waitForTimeout(300);
  expect(checkoutPosted).toBe(false);
  releaseAdd();

  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  await expect(page.getByRole('main')).toContainText(title);
});

// Injection (issue 10): what shoppers type (search text, love notes, hint and custom design fields)
// is always shown as text (store content: app/platform/raw-html.test.ts). Every test fails on any dialog, any script the payload runs,
// any element the payload would create, and any CSP violation (an inline handler that got in).
import {expect, test} from './support/test';
import {cartDrawer, hasLocalCatalogue, openStaticProduct} from './support/cart';
import {DESKTOP, gotoHydrated} from './support/chrome';
import {ApiShopper} from './support/api-shopper';
import {PAYLOAD, expectInert, watchForInjection} from './support/injection';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
test.use({viewport: DESKTOP});

test.beforeEach(({page}) => watchForInjection(page));

test('search text is shown as text on the results page and in the typeahead', async ({page}) => {
  await gotoHydrated(page, `/search?query=${encodeURIComponent(PAYLOAD)}`);
  await expectInert(page);
  const input = page.getByRole('combobox', {name: 'Search the store'}).first();
  await input.fill(PAYLOAD);
  await page.waitForTimeout(600);
  await expectInert(page);
  await expect(input).toHaveValue(PAYLOAD);
});

test('a love note is saved and shown back as text, in the drawer and on the cart page', async ({page}) => {
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const note = cartDrawer(page).getByRole('textbox', {name: 'Love note'});
  await note.fill(PAYLOAD);
  await note.blur();
  // The drawer opens before the add has answered: until then there is no cart to read (null).
  await expect
    .poll(async () => ((await page.request.get('/api/cart').then((r) => r.json())) as {cart: {requestedLoveNote: string} | null}).cart?.requestedLoveNote)
    .toBe(PAYLOAD);
  await gotoHydrated(page, '/shop/cart');
  await expect(page.getByRole('textbox', {name: 'Love note'})).toHaveValue(PAYLOAD);
  await expectInert(page);
});

test('hint and custom design fields stay text, and the endpoints never answer HTML', async ({page}) => {
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Drop a hint'}).click();
  const dialog = page.getByRole('dialog', {name: 'Drop a hint'});
  await dialog.getByLabel('Their name').fill(PAYLOAD.slice(0, 90));
  await dialog.getByLabel('Their email').fill(PAYLOAD);
  await dialog.getByLabel('Your name').fill(PAYLOAD.slice(0, 90));
  await dialog.getByLabel('Message (optional)').fill(PAYLOAD);
  await dialog.getByRole('button', {name: 'Send hint'}).click();
  await expect(dialog.getByLabel('Their email')).toHaveAttribute('aria-invalid', 'true');
  await expectInert(page);

  await gotoHydrated(page, '/custom/start-your-custom-design');
  await page.getByLabel('Name').fill(PAYLOAD.slice(0, 90));
  await page.getByLabel('Email').fill(PAYLOAD);
  await page.getByLabel('Tell us about your ring').fill(PAYLOAD);
  await page.getByRole('button', {name: 'Send my request'}).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expectInert(page);

  // Posted straight at the endpoints, the payload comes back (if at all) inside JSON, never as a page.
  const shopper = new ApiShopper();
  for (const [path, fields] of [
    ['/api/drop-a-hint', {recipientName: PAYLOAD, recipientEmail: PAYLOAD, senderName: PAYLOAD, productTitle: PAYLOAD, productPath: PAYLOAD}],
    ['/api/custom-design', {name: PAYLOAD, email: PAYLOAD, shape: PAYLOAD, metal: PAYLOAD, message: PAYLOAD}],
    ['/api/email-signup', {email: PAYLOAD}],
  ] as const) {
    const response = await shopper.postForm(path, fields);
    expect(response.status, path).toBe(400);
    expect(response.headers['content-type'], path).toContain('application/json');
    expect(response.headers['x-content-type-options'], path).toBe('nosniff');
  }
  const menu = await shopper.send(`/api/menu?handle=${encodeURIComponent(PAYLOAD)}`);
  expect(menu.headers['content-type']).toContain('application/json');
  expect(menu.body).not.toContain('<img');
});

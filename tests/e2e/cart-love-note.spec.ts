import {expect, test} from './support/test';
import {cartDrawer, hasLocalCatalogue, holdCartAdds, openStaticProduct, serverCart} from './support/cart';
import {gotoHydrated} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('the love note typed in the drawer is saved and shown again after a reload', async ({page}) => {
  await openStaticProduct(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const drawer = cartDrawer(page);
  const note = drawer.getByRole('textbox', {name: 'Love note'});
  await note.fill('To the moon and back');
  await note.blur();
  await expect.poll(async () => (await serverCart(page))?.requestedLoveNote).toBe('To the moon and back');
  // The note is for a handwritten card: the love-note product line travels with the order, out of sight.
  expect((await serverCart(page))?.lines).toHaveLength(1);

  await page.reload();
  // Cleared before hydration, the field's select-all could land before React settles it, and the delete then takes one letter.
  await gotoHydrated(page, '/shop/cart');
  await expect(page.getByRole('textbox', {name: 'Love note'})).toHaveValue('To the moon and back');

  await page.getByRole('textbox', {name: 'Love note'}).fill('');
  await page.getByRole('textbox', {name: 'Love note'}).blur();
  await expect.poll(async () => (await serverCart(page))?.requestedLoveNote).toBe('');
});

test('a love note typed while the first add is still on its way is saved on the cart that add makes', async ({page}) => {
  await openStaticProduct(page);
  const release = await holdCartAdds(page);
  await page.getByRole('button', {name: 'Add to cart'}).click();
  const note = cartDrawer(page).getByRole('textbox', {name: 'Love note'});
  await note.fill('Yours always');
  await note.blur();
  expect(await serverCart(page)).toBeNull();

  release();
  await expect.poll(async () => (await serverCart(page))?.requestedLoveNote).toBe('Yours always');
  await expect(note).toHaveValue('Yours always');
  await page.reload();
  await gotoHydrated(page, '/shop/cart');
  await expect(page.getByRole('textbox', {name: 'Love note'})).toHaveValue('Yours always');
});

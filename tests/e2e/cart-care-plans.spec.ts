import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {addLines, findStaticPiece, hasLocalCatalogue, serverCart} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('a care plan can be added, changed and removed, and the server follows', async ({page}) => {
  await page.goto('/');
  await addLines(page, [{merchandiseId: (await findStaticPiece()).variantId}]);
  await gotoHydrated(page, '/shop/cart');
  const entry = page.getByTestId('cart-entry').first();
  const plans = entry.getByRole('group', {name: 'Protection plan'});
  await expect(plans.getByRole('radio', {name: /Limited Warranty/})).toBeChecked();
  await expect(entry).toContainText('Protection plans are available for U.S. orders only.');

  await plans.getByRole('radio', {name: /3-Year Protection Plan/}).check();
  await expect(entry.getByTestId('cart-item')).toHaveCount(2);
  await expect(entry.getByTestId('cart-item').nth(1)).toContainText('3-Year Protection Plan');
  await expect
    .poll(async () => (await serverCart(page))?.lines[0]?.items.filter((i) => i.isCarePlan).map((i) => i.name))
    .toEqual(['3-Year Protection Plan']);

  await plans.getByRole('radio', {name: /Lifetime Protection Plan/}).check();
  await expect(entry.getByTestId('cart-item').nth(1)).toContainText('Lifetime Protection Plan');
  await expect
    .poll(async () => (await serverCart(page))?.lines[0]?.items.filter((i) => i.isCarePlan).map((i) => i.name))
    .toEqual(['Lifetime Protection Plan']);
  const withPlan = await serverCart(page);
  expect(withPlan?.lines).toHaveLength(1);

  await plans.getByRole('radio', {name: /Limited Warranty/}).check();
  await expect(entry.getByTestId('cart-item')).toHaveCount(1);
  await expect.poll(async () => (await serverCart(page))?.lines[0]?.items.length).toBe(1);

  // Removing the entry takes its plan with it.
  await plans.getByRole('radio', {name: /3-Year Protection Plan/}).check();
  await expect.poll(async () => (await serverCart(page))?.lines[0]?.items.length).toBe(2);
  await entry.getByRole('button', {name: /^Remove/}).click();
  await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
  await expect.poll(async () => (await serverCart(page))?.lines.length ?? 0).toBe(0);
});

for (const [viewport, layout] of [[DESKTOP, 'table'], [MOBILE, 'cards']] as const) {
  test(`the Protection Plans dialog compares the three plans as ${layout} at ${viewport.width}px`, async ({page}) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await addLines(page, [{merchandiseId: (await findStaticPiece()).variantId}]);
    await gotoHydrated(page, '/shop/cart');
    const compare = page.getByRole('button', {name: 'Compare plans'});
    await compare.click();
    const dialog = page.getByRole('dialog', {name: 'Protection Plans'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Protection plans are available for U.S. orders only.');
    const names = ['Limited Warranty', '3-Year Protection Plan', 'Lifetime Protection Plan'];
    if (layout === 'table') {
      const table = dialog.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText(names);
      await expect(table.getByRole('row', {name: /Price for this piece/})).toContainText('Included');
    } else {
      await expect(dialog.getByRole('table')).toBeHidden();
      for (const name of names) await expect(dialog.getByRole('button', {name: new RegExp(name)})).toBeVisible();
      const lifetime = dialog.getByRole('button', {name: /Lifetime Protection Plan/});
      await lifetime.click();
      await expect(lifetime).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog).toContainText('Coverage: Lifetime');
    }
    await page.screenshot({path: `/tmp/cart-shots/plans-${layout}.png`});
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(compare).toBeFocused();
  });
}

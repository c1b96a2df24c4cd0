import {expect, test} from '@playwright/test';
import {findSetting, hasLocalCatalogue} from './support/cart';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

test('the product description keeps the merchant\'s heading and list instead of running them into sentences', async ({page}) => {
  const setting = await findSetting();
  await page.goto(`/shop/products/${setting.handle}`);
  const description = page.locator('.product-page__description');
  await expect(description.getByRole('heading', {name: 'Details'})).toBeVisible();
  const items = description.getByRole('list').getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  await expect(items.first()).not.toContainText('Details');
  await expect(description.locator('script, style, [onerror], [onclick]')).toHaveCount(0);
  // The search-engine description stays plain text.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^[^<>]+$/);
});

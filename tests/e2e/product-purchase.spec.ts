import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated} from './support/chrome';
import {holdRequests} from './support/hold-requests';

test.use({viewport: DESKTOP});

type DataLayer = {event: string; contentIds?: string[]; contents?: {id: string; quantity: number}[]}[];
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as {dataLayer?: DataLayer}).dataLayer ?? []);

test('a ready-made piece is added to the cart: the header badge updates and analytics see it', async ({page}) => {
  await gotoHydrated(page, '/shop/products/classic-gold-hoops');
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'viewContent').length).toBe(1);
  const viewed = (await dataLayer(page)).find((e) => e.event === 'viewContent');
  expect(viewed?.contentIds?.[0]).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);

  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(page.getByTestId('cart-count')).toHaveText(/^[1-9]/);
  // The badge counts the piece at the click; analytics see the add once the store has made it.
  await expect
    .poll(async () => (await dataLayer(page)).find((e) => e.event === 'addToCart')?.contents)
    .toEqual([{id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/), quantity: 1}]);
});

test('recently viewed products are remembered across pages, newest first, without the current one', async ({page}) => {
  // The shopper leaves the first two pages before the list's lazy code has loaded (it is held back):
  // the view is recorded by the page itself all the same.
  const listCode = /\/assets\/RecentlyViewed-[\w-]+\.js$/;
  const held = await holdRequests(page, listCode);
  await gotoHydrated(page, '/shop/products/classic-gold-hoops');
  await expect.poll(held.count).toBe(1);
  await gotoHydrated(page, '/shop/products/diamond-tennis-necklace');
  await expect.poll(held.count).toBe(2);
  held.release();
  await gotoHydrated(page, '/shop/products/polished-gold-bangle');
  const recent = page.getByTestId('recently-viewed');
  await expect(recent.getByRole('link')).toHaveCount(2);
  await expect(recent.getByRole('link').first()).toHaveAttribute('href', '/shop/products/diamond-tennis-necklace');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recently-viewed') ?? 'null') as {expiresAt: number; value: {items: unknown[]}});
  expect(stored.value.items).toHaveLength(3);
  // Spec §9: kept for 168 hours.
  expect(stored.expiresAt - Date.now()).toBeGreaterThan(167 * 3_600_000);
  expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(168 * 3_600_000);

  // An expired list is dropped when read.
  await page.evaluate(() => localStorage.setItem('recently-viewed', JSON.stringify({value: {items: []}, expiresAt: Date.now() - 1})));
  await gotoHydrated(page, '/shop/products/classic-gold-hoops');
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});

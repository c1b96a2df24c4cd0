// Journey: one delivery promise. The product page, the cart drawer, the cart page and the ring
// builder's review date a piece from the same model, so one piece gets one date everywhere, and
// the holiday promise shows only where that date makes the holiday.
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {cartDrawer, hasLocalCatalogue, openStaticProduct} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {buildRing, chooseSettingOptions, reviewReady} from './support/ring-builder';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const WEEKDAY_DATE = '(Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \\d{1,2}';
const ESTIMATE = new RegExp(`^Estimated delivery ${WEEKDAY_DATE}( – ${WEEKDAY_DATE})?$`);

/** What a place promises: its dates, and its holiday line if any. */
async function promiseIn(scope: Locator) {
  const estimate = scope.getByTestId('delivery-estimate');
  await expect(estimate).toHaveText(ESTIMATE);
  const holiday = scope.getByTestId('holiday-notice');
  return {dates: await estimate.innerText(), holiday: (await holiday.count()) > 0 ? await holiday.innerText() : null};
}

const cartPageEntry = (page: Page, title: string) => page.getByRole('main').getByTestId('cart-entry').filter({hasText: title});

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    test('a ready-made piece has the same delivery dates on its page, in the drawer and on the cart page', async ({page}) => {
      const title = await openStaticProduct(page);
      const onPage = await promiseIn(page.getByTestId('ship-window'));
      await page.getByRole('button', {name: 'Add to cart'}).click();
      const inDrawer = await promiseIn(cartDrawer(page).getByTestId('cart-entry').filter({hasText: title}));
      expect(inDrawer).toEqual(onPage);
      await gotoHydrated(page, '/shop/cart');
      expect(await promiseIn(cartPageEntry(page, title))).toEqual(onPage);
    });

    test('a built ring has the same delivery dates on the review, in the drawer and on the cart page', async ({page}) => {
      test.slow();
      await buildRing(page);
      await reviewReady(page);
      const title = await page.getByRole('heading', {level: 1}).innerText();
      const onReview = await promiseIn(page.getByRole('region', {name: 'Your ring'}));
      await chooseSettingOptions(page);
      await page.getByRole('button', {name: 'Add ring to cart'}).click();
      const drawer = cartDrawer(page);
      await expect(drawer.getByRole('heading', {name: title})).toBeVisible();
      expect(await promiseIn(drawer.getByTestId('cart-entry').filter({hasText: title}))).toEqual(onReview);
      await gotoHydrated(page, '/shop/cart');
      expect(await promiseIn(cartPageEntry(page, title))).toEqual(onReview);
    });
  });
}

import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {findStaticPiece, hasLocalCatalogue} from './support/cart';

// A shopper who opens a piece from far down a page and comes back lands where they left: the card
// they opened is where it was on the screen, and stays there once the page has finished loading.

test.describe.configure({mode: 'parallel'});
test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

// relatedProductsSection ships off (spec §9); the flags pass switches it on.
const relatedOn = process.env.FEATURE_RELATED_PRODUCTS_SECTION === 'true';

const screenTop = (card: Locator) => card.evaluate((element) => Math.round(element.getBoundingClientRect().top));

/**
 * Brings the card to the middle of the screen in one jump, as a scrollbar drag or a fling on a busy
 * phone does: the cards in between are never near the screen on the way.
 */
async function jumpTo(card: Locator) {
  await card.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        addEventListener('scrollend', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {once: true});
        element.scrollIntoView({block: 'center'});
      }),
  );
}

async function openAndComeBack(page: Page, card: Locator) {
  await jumpTo(card);
  const before = await screenTop(card);
  const left = page.url();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\/products\//);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(left);
  await expect.poll(() => screenTop(card)).toBe(before);
  // The parts streamed below the fold are in: nothing arrives later to move the card.
  await page.waitForLoadState('networkidle');
  expect(await screenTop(card)).toBe(before);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('back from a best seller opened at the foot of home, the card is where the shopper left it', async ({page}) => {
      await gotoHydrated(page, '/');
      await openAndComeBack(page, page.getByTestId('best-sellers').getByRole('listitem').last());
    });

    test('back from the last piece of a collection, the card is where the shopper left it', async ({page}) => {
      await gotoHydrated(page, '/shop/collections/engagement-rings');
      await openAndComeBack(page, page.getByTestId('product-card').last());
    });

    test('back from a related piece, the product page is where the shopper left it', async ({page}) => {
      test.skip(!relatedOn, 'the related products section is off for this run');
      await gotoHydrated(page, `/shop/products/${(await findStaticPiece()).handle}`);
      await openAndComeBack(page, page.getByTestId('related-products').getByRole('listitem').last());
    });
  });
}

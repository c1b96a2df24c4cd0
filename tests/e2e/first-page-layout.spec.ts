import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {MOBILE, gotoHydrated} from './support/chrome';

// The page a document loads with lays out its cards and footer only as a scroll brings them near
// (docs/decisions/0013); a page React Router will restore a scroll position into is laid out in full.

test.use({viewport: MOBILE});

const COLLECTION = '/shop/collections/engagement-rings';
const SEARCH = '/search?query=ring';
const DIAMONDS = '/ring-builder/diamonds';

const firstPage = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-first-page'));
/** Whether the card's content has been laid out (content-visibility skips it until then). */
const laidOut = (card: Locator) => card.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));

// What is inside a card: the card's own box is laid out, at its estimated size, while its content is skipped.
for (const [path, cardContent] of [
  [COLLECTION, '[data-testid="product-card"]'],
  [DIAMONDS, '[data-testid="diamond-result"] > :first-child'],
] as const) {
  test(`${path} opened from its address lays out the cards far below the fold as the shopper scrolls to them`, async ({page}) => {
    await gotoHydrated(page, path);
    expect(await firstPage(page)).toBe(true);
    const last = page.locator(cardContent).last();
    expect(await laidOut(last)).toBe(false);

    while (!(await last.isVisible()) || (await last.evaluate((element) => element.getBoundingClientRect().top)) > MOBILE.height) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(50);
    }
    await expect.poll(() => laidOut(last)).toBe(true);
    // Every card was near the screen on the way down: nothing left at an estimated size.
    expect(await firstPage(page)).toBe(true);
  });
}

test('a jump past cards never laid out lays out the whole page, so the position React Router saves is exact', async ({page}) => {
  // A page of 24 search results: a collection's page of 12 is laid out near enough whole as it opens.
  await gotoHydrated(page, SEARCH);
  const cards = page.locator('.product-grid > li');
  await cards.last().evaluate((element) => element.scrollIntoView({block: 'center'}));
  await expect.poll(() => firstPage(page)).toBe(false);
  const count = await cards.count();
  for (let i = 0; i < count; i++) expect(await laidOut(cards.nth(i))).toBe(true);
});

for (const [path, target] of [
  [SEARCH, '.ais-Pagination-item--nextPage a'],
  [SEARCH, '.site-footer'],
] as const) {
  test(`a jump past cards never laid out on ${path} to ${target} leaves it where it was on the screen`, async ({page}) => {
    await gotoHydrated(page, path);
    const reached = page.locator(target);
    // The jump a Tab to the link or a scrollbar drag makes; the cards above take their real heights at its end.
    const top = await reached.evaluate((element) => {
      element.scrollIntoView({block: 'center'});
      return element.getBoundingClientRect().top;
    });
    await expect.poll(() => firstPage(page)).toBe(false);
    expect(Math.abs((await reached.evaluate((element) => element.getBoundingClientRect().top)) - top)).toBeLessThanOrEqual(1);
  });
}

test('a reload and a client-side navigation show their page laid out in full', async ({page}) => {
  await gotoHydrated(page, COLLECTION);
  await page.reload();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  expect(await firstPage(page)).toBe(false);

  await gotoHydrated(page, '/');
  expect(await firstPage(page)).toBe(true);
  await page.getByTestId('featured-collections').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\/collections\//);
  await expect.poll(() => firstPage(page)).toBe(false);
  expect(await laidOut(page.getByTestId('product-card').last())).toBe(true);
});

test('on the first page a card link shows its whole focus ring, outside the card too', async ({page, context}) => {
  await gotoHydrated(page, COLLECTION);
  const card = page.locator('.product-grid > li').first();
  const link = card.getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const box = (await card.boundingBox())!;
  // A strip just left of the card, where the 3px ring drawn 2px outside the link falls.
  const strip = await page.screenshot({clip: {x: box.x - 5, y: box.y + box.height / 4, width: 5, height: box.height / 2}});
  const decoder = await context.newPage();
  const ringPixels = await decoder.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context2d = canvas.getContext('2d')!;
    context2d.drawImage(image, 0, 0);
    const {data} = context2d.getImageData(0, 0, image.width, image.height);
    let count = 0;
    // --color-focus, #1a5fb4
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - 0x1a) + Math.abs(data[i + 1]! - 0x5f) + Math.abs(data[i + 2]! - 0xb4) < 24) count++;
    return count;
  }, strip.toString('base64'));
  await decoder.close();
  expect(ringPixels).toBeGreaterThan(0);
});

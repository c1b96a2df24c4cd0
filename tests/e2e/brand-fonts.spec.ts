import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP} from './support/chrome';

// Every document, a first visit's too, asks for the brand faces as its text is laid out and paints
// that text at once in the metric-matched fallback faces (font-display: swap), then shows the brand
// faces as they arrive (app/styles/fonts.css, docs/decisions/0028). chrome-design.spec.ts measures
// that the swap moves nothing.

const COLLECTION = '/shop/collections/all';

test.use({viewport: DESKTOP});

/** Whether the display and text faces the heading and body use are loaded, so their text draws in them. */
const brandFacesShown = (page: Page) =>
  page.evaluate(() => [document.fonts.check('500 32px "Cormorant Garamond"'), document.fonts.check('400 16px "Inter Variable"')]);

test('a first visit paints its text before the brand faces arrive, and shows them once they do', async ({page}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fontRequests: string[] = [];
  await page.route(/\.woff2$/, async (route) => {
    fontRequests.push(route.request().url());
    await held;
    await route.continue();
  });

  await page.goto(COLLECTION, {waitUntil: 'commit'});
  const heading = page.getByRole('heading', {level: 1});
  await expect(heading).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  expect(fontRequests.length, 'the first page asks for the brand faces').toBeGreaterThan(0);
  expect(await brandFacesShown(page)).toEqual([false, false]);

  release();
  await expect.poll(() => brandFacesShown(page)).toEqual([true, true]);
  await expect(heading).toHaveCSS('font-family', /^"Cormorant Garamond"/);
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
});

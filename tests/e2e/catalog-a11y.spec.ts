import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated, seriousAxeViolations} from './support/chrome';

// Catalogue pages besides the one sample per route that a11y-sweep.spec.ts checks the same way: a
// filtered collection and a setting (the sweep opens a ready-made piece).
const PAGES = ['/shop/collections/engagement-rings?option.metal=Platinum', '/shop/products/delphine-solitaire-setting'];

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`catalogue pages at ${viewport.width}px`, () => {
    test.use({viewport});

    for (const path of PAGES) {
      test(`${path} has no serious accessibility violations and no sideways scroll`, async ({page}) => {
        await gotoHydrated(page, path);
        expect(await seriousAxeViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

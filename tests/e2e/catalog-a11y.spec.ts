import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated, seriousAxeViolations} from './support/chrome';

const PAGES = ['/', '/shop/collections/engagement-rings?option.metal=Platinum', '/shop/products/delphine-solitaire-setting', '/shop/products/classic-gold-hoops', '/search?query=ring'];

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

test.describe('the open typeahead', () => {
  test.use({viewport: DESKTOP});

  test('has no serious accessibility violations', async ({page}) => {
    await gotoHydrated(page, '/support/about');
    await page.getByRole('combobox', {name: 'Search the store'}).fill('solitaire');
    await expect(page.getByRole('listbox', {name: 'Products'})).toBeVisible({timeout: 5000});
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

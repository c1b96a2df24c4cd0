// Ring size: US 3 to 13 in half sizes and "I don't know my size" on a setting, a guide linked from
// the option with the size chart in millimeters and a sizer that prints true to size.
import {expect, test} from './support/test';
import {hasLocalCatalogue} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

const SETTING = '/shop/products/delphine-solitaire-setting';
const MM_PER_CSS_PX = 25.4 / 96;

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test("a setting offers US 3 to 13 in half sizes and I don't know my size, with the free resize said beside it", async ({page}) => {
      await gotoHydrated(page, SETTING);
      const ringSize = page.getByLabel('Ring Size (US)');
      const labels = (await ringSize.locator('option').allTextContents()).map((text) => text.trim());
      const sizes = Array.from({length: 21}, (_, i) => `US ${3 + i / 2}`);
      expect(labels).toEqual(['Select...', ...sizes, "I don't know my size"]);
      await expect(ringSize).toHaveAccessibleDescription(/first resize within 60 days is free/);
      await ringSize.selectOption({label: "I don't know my size"});
      await expect(ringSize).toHaveValue(/know-my-size/);
    });

    test('the option links the ring size guide: the chart in millimeters and a sizer that prints true to size', async ({page}) => {
      await gotoHydrated(page, SETTING);
      await page.getByRole('link', {name: 'Ring size guide'}).click();
      await expect(page).toHaveURL(/\/learn\/ring-size-guide$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Ring Size Guide'})).toBeVisible();
      const chart = page.getByRole('table');
      await expect(chart.getByRole('row')).toHaveCount(22);
      await expect(chart.getByRole('row', {name: /^6 16\.5 mm 51\.9 mm$/})).toBeVisible();
      await expect(chart.getByRole('row', {name: /^13 22\.2 mm 69\.7 mm$/})).toBeVisible();
      const sizer = page.getByRole('img', {name: /^Printable ring sizer/});
      await expect(sizer).toBeVisible();

      await page.emulateMedia({media: 'print'});
      const box = (await sizer.boundingBox())!;
      expect(box.width * MM_PER_CSS_PX).toBeCloseTo(120, 0);
      await expect(page.getByRole('heading', {name: 'Printable ring sizer'})).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
    });

    test("the shipping and returns page promises the free resize for I don't know my size", async ({page}) => {
      await gotoHydrated(page, '/support/shipping-returns');
      await expect(page.getByText(/Choose .I don't know my size.: we make the ring in a US 6 and resize it for free/)).toBeVisible();
      await expect(page.getByText(/Order by February 13 for Valentine's Day/)).toBeVisible();
      await expect(page.getByRole('link', {name: 'ring size guide'})).toHaveAttribute('href', '/learn/ring-size-guide');
    });
  });
}

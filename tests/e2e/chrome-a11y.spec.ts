import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated, seriousAxeViolations} from './support/chrome';

// Pages besides the one sample per route that a11y-sweep.spec.ts checks with the same rules.
const PAGES = ['/support/privacy-policy', '/about'];

test.describe('axe at 1280px', () => {
  test.use({viewport: DESKTOP});

  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({page}) => {
      await gotoHydrated(page, path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the open mega menu has no serious or critical violations', async ({page}) => {
    await gotoHydrated(page, '/support/faq');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Engagement'}).hover();
    await expect(page.getByTestId('mega-panel')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('axe at 390px', () => {
  test.use({viewport: MOBILE});

  for (const path of PAGES) {
    test(`${path} has no serious or critical violations`, async ({page}) => {
      await gotoHydrated(page, path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('the open mobile menu has no serious or critical violations', async ({page}) => {
    await gotoHydrated(page, '/support/faq');
    await page.getByRole('button', {name: 'Open menu'}).click();
    await page.getByRole('dialog', {name: 'Menu'}).getByRole('button', {name: 'Wedding'}).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

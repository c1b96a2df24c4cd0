// Accessibility sweep (issue 10, WCAG 2.2 AA): axe with every rule (the WCAG 2.0/2.1/2.2 A and AA
// rules and axe's best practices) on every page route (from the route files, support/routes.ts) and
// on the open overlays, at 390 and 1280 px, each page also without sideways scroll; and
// keyboard-only walk-throughs of the menu, typeahead, ring builder filters and cart.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {addLines, cartDrawer, findSetting, findStaticPiece, hasLocalCatalogue, openStaticProduct} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated, seriousAxeViolations} from './support/chrome';
import {PAGE_ROUTE_FILES, ROUTE_SAMPLES} from './support/routes';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

// One test per page route, so a slow page on a busy machine costs its own test's time only.
const PAGE_PATHS = [...new Set(PAGE_ROUTE_FILES.map((file) => ROUTE_SAMPLES[file]!.find((p) => !p.endsWith('.data'))!))];

for (const [label, viewport] of [['390px', MOBILE], ['1280px', DESKTOP]] as const) {
  test.describe(`at ${label}`, () => {
    test.use({viewport});

    for (const sample of PAGE_PATHS) {
      test(`the page route ${sample} has no serious or critical axe violation and no sideways scroll`, async ({page}) => {
        const path = sample.includes('{product}') ? sample.replace('{product}', (await findStaticPiece()).handle) : sample;
        await gotoHydrated(page, path);
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      });
    }

    test('the open cart drawer and privacy dialog (and the typeahead at 1280px) have no serious or critical axe violation', async ({page}) => {
      await gotoHydrated(page, '/support/faq');
      if (viewport === DESKTOP) {
        await page.getByRole('combobox', {name: 'Search the store'}).fill('ring');
        await expect(page.getByRole('listbox').first()).toBeVisible();
        expect(await seriousAxeViolations(page), 'typeahead').toEqual([]);
        await page.keyboard.press('Escape');
      }

      await page.getByRole('contentinfo').getByRole('button', {name: 'Your Privacy Choices'}).click();
      await expect(page.getByRole('dialog', {name: 'Your Privacy Choices'})).toBeVisible();
      expect(await seriousAxeViolations(page), 'privacy dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await openStaticProduct(page);
      await page.getByRole('button', {name: 'Add to cart'}).click();
      await expect(cartDrawer(page).getByTestId('cart-entry').first()).toBeVisible();
      expect(await seriousAxeViolations(page), 'cart drawer').toEqual([]);
    });

    test('the open ring builder filters have no serious or critical axe violation', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      await expect(page.getByTestId('diamond-result').first()).toBeVisible();
      if (viewport === MOBILE) {
        await page.getByRole('button', {name: /^Filters \(/}).click();
        await expect(page.getByRole('dialog', {name: 'Filters'})).toBeVisible();
      } else {
        await page.getByRole('complementary', {name: 'Diamond filters'}).getByText('Advanced filters').click();
        // Reaching the panel scrolls the page: back to the top, so axe's target-size does not read
        // the cards passing under the sticky header as too small (the panel stays open).
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}

/** Presses Tab until `target` has focus; keyboard only. */
async function tabUntil(page: Page, target: ReturnType<Page['locator']>, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test.describe('keyboard only', () => {
  test.use({viewport: DESKTOP});

  test('the mobile menu opens, moves focus inside, and hands it back on Escape', async ({page}) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, '/support/faq');
    const open = page.getByRole('button', {name: 'Open menu'});
    await tabUntil(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('ring builder filters: a shape toggles with Space, a slider moves with the arrow keys, results follow', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/diamonds');
    await expect(page.getByTestId('diamond-result').first()).toBeVisible();
    const panel = page.getByRole('complementary', {name: 'Diamond filters'});
    const oval = panel.getByRole('button', {name: 'Oval', exact: true});
    await tabUntil(page, oval, 120);
    await page.keyboard.press('Space');
    await expect(oval).toHaveAttribute('aria-pressed', 'true');
    const count = page.getByTestId('diamond-count');
    const before = await count.innerText();
    const slider = panel.getByRole('slider', {name: 'Color minimum'});
    await tabUntil(page, slider, 60);
    const value = await slider.getAttribute('aria-valuenow');
    await page.keyboard.press('ArrowRight');
    await expect(slider).not.toHaveAttribute('aria-valuenow', value ?? '');
    await expect(count).not.toHaveText(before);
    await expect(panel.getByRole('heading', {name: /^Filters \([1-9]\)/})).toBeVisible();
  });

  test('cart: change the quantity and remove the piece with the keyboard alone', async ({page}) => {
    await page.goto('/');
    await addLines(page, [{merchandiseId: (await findSetting()).variantId}]);
    await gotoHydrated(page, '/shop/cart');
    const entry = page.getByTestId('cart-entry').first();
    const plus = entry.getByRole('button', {name: /^Increase quantity/});
    await tabUntil(page, plus, 250);
    await page.keyboard.press('Enter');
    await expect(entry.getByTestId('item-quantity')).toHaveText('2');
    const minus = entry.getByRole('button', {name: /^Decrease quantity/});
    await page.keyboard.press('Shift+Tab');
    await expect(minus).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(entry.getByTestId('item-quantity')).toHaveText('1');
    const remove = entry.getByRole('button', {name: /^Remove/});
    await tabUntil(page, remove, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', {name: 'Your Cart Is Empty'})).toBeVisible();
  });
});

import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated, nameMismatches, seriousAxeViolations} from './support/chrome';
import {diamondResultsSettled, pushedEvents} from './support/ring-builder';

const total = async (page: Page) => Number((await page.getByTestId('diamond-count').innerText()).replace(/\D/g, ''));

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('every Choose this setting, Select and Compare control is named by its visible text, chosen or not', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/settings');
      const choose = page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose this setting: /});
      await expect(choose).toBeVisible();
      expect(await nameMismatches(page)).toEqual([]);
      await choose.click();
      await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
      await diamondResultsSettled(page);
      expect(await nameMismatches(page)).toEqual([]);
      await page.getByRole('button', {name: 'Table'}).click();
      await expect(page.getByTestId('diamond-row').first()).toBeVisible();
      expect(await nameMismatches(page)).toEqual([]);
      await gotoHydrated(page, '/ring-builder/settings');
      await expect(page.getByRole('button', {name: /^Chosen: /})).toHaveAttribute('aria-pressed', 'true');
      expect(await nameMismatches(page)).toEqual([]);
    });

    test('the table view, chosen by keyboard, shows image, grades, price, instalment and price per carat per row and is remembered', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds?type=natural');
      await expect(page.getByTestId('diamond-result').first()).toBeVisible();
      const grid = page.getByRole('button', {name: 'Grid'});
      await expect(grid).toHaveAttribute('aria-pressed', 'true');
      await grid.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', {name: 'Table'})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', {name: 'Table'})).toHaveAttribute('aria-pressed', 'true');

      const table = page.getByRole('region', {name: 'Diamonds as a table'});
      const row = page.getByTestId('diamond-row').first();
      await expect(row).toBeVisible();
      await expect(page.getByTestId('diamond-result')).toHaveCount(0);
      await expect(table.getByRole('columnheader')).toHaveText(['Image', 'Shape', 'Carat', 'Color', 'Clarity', 'Cut', 'Lab', 'Price', 'Price per carat', 'Actions']);
      // Price per carat on every row: the price over the carat weight, in whole dollars.
      for (const shown of (await page.getByTestId('diamond-row').all()).slice(0, 5)) {
        const [price, carat] = [Number(await shown.getAttribute('data-price')), Number(await shown.getAttribute('data-carat'))];
        await expect(shown.getByTestId('diamond-row-per-carat')).toHaveText(`$${Math.round(price / carat).toLocaleString('en-US')}`);
      }
      await expect(row.locator('img')).toHaveAttribute('src', /\/images\//);
      await expect(row).toContainText(/\$[\d,]+/);
      await expect(page.getByTestId('diamond-row').filter({hasText: /or as low as \$[\d,.]+\/mo/}).first()).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await gotoHydrated(page, '/ring-builder/diamonds');
      await diamondResultsSettled(page);
      await expect(page.getByTestId('diamond-row').first()).toBeVisible();
      const carat = await page.getByTestId('diamond-row').first().getAttribute('data-carat');
      await page.getByTestId('diamond-row').first().getByRole('button', {name: /^Select /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/settings$/);
      await expect(page.getByTestId('settings-fit-note')).toContainText(`${Number(carat).toFixed(2)} ct`);
    });
  });
}

test.describe('at 1280px', () => {
  test.use({viewport: DESKTOP});

  test('the length/width ratio slider narrows the stones; commit and render are marked for the benchmark', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/diamonds?shape=oval');
    await expect(page.getByTestId('diamond-result').first()).toBeVisible();
    const all = await total(page);
    const panel = page.getByRole('complementary', {name: 'Diamond filters'});
    await panel.getByText('Advanced filters').click();
    const ratioMin = panel.getByRole('slider', {name: 'Length/width ratio minimum'});
    await ratioMin.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('PageUp');
    await expect(ratioMin).toHaveAttribute('aria-valuetext', '1.40');
    await expect(panel.getByText('Advanced filters (1)')).toBeVisible();
    await expect.poll(() => total(page)).toBeLessThan(all);

    await expect
      .poll(() =>
        page.evaluate(() => {
          const commits = performance.getEntriesByName('rb:filter-commit');
          const rendered = performance.getEntriesByName('rb:results-rendered');
          return commits.length > 0 && rendered.some((mark) => mark.startTime > commits.at(-1)!.startTime);
        }),
      )
      .toBe(true);

    // A stone priced within the instalment plans ($150-$30,000 in the local stack).
    const card = page.getByTestId('diamond-result').filter({has: page.locator('.diamond-card__monthly')}).first();
    await card.getByRole('button', {name: /^Details of /}).click();
    const dialog = page.getByRole('dialog');
    const ratio = Number(await dialog.locator('dt', {hasText: 'Length/width ratio'}).locator('+ dd').innerText());
    expect(ratio).toBeGreaterThanOrEqual(1.4);
    // The same monthly instalment as the stone's card.
    const cardMonthly = await card.locator('.diamond-card__monthly').innerText();
    expect(cardMonthly).toMatch(/^or as low as \$[\d,]+\.\d{2}\/mo$/);
    await expect(dialog.getByTestId('diamond-detail-monthly')).toHaveText(cardMonthly);
    // Opening a stone's detail is viewing it (spec §7 viewContent), once.
    await expect.poll(() => pushedEvents(page, 'viewContent')).toHaveLength(1);
    expect((await pushedEvents(page, 'viewContent'))[0]).toMatchObject({
      contentIds: [expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/)],
      value: Number(await card.getAttribute('data-price')),
      currency: 'USD',
    });

    await page.keyboard.press('Escape');
    await expect(card.getByRole('button', {name: /^Details of /})).toBeFocused();
    await panel.getByRole('button', {name: 'Clear all'}).click();
    await expect.poll(() => total(page)).toBe(all);
    await panel.getByText('Advanced filters').click();
    await expect(ratioMin).toHaveAttribute('aria-valuetext', '0.90');
  });
});

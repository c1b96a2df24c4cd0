// Issue 19: moissanite as its makers sell it: colour bands (D-E-F colorless, G-H-I near colorless),
// eye-clean, the maker's certificate and no grading lab. The builder offers no diamond grade
// slider for it and says why, and names the bands wherever a stone is shown.
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {diamondResultsSettled, openFilters} from './support/ring-builder';

const BAND = /(D-E-F colorless|G-H-I near colorless)/;

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('moissanite shows its colour band and no diamond grade, and the grade sliders give way to why', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds?type=moissanite');
      await diamondResultsSettled(page);
      await expect(page.getByTestId('diamond-count')).toHaveText(/^[1-9][\d,]* diamonds?$/);
      const card = page.getByTestId('diamond-result').first();
      await expect(card.locator('.diamond-card__grades')).toHaveText(new RegExp(`^${BAND.source} color · Eye-clean clarity · `));
      await expect(card.locator('.diamond-card__meta')).toHaveText(/^Stock MS\d{7}$/);

      await card.getByRole('button', {name: /^Details of /}).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('dt', {hasText: /^Color$/}).locator('+ dd')).toHaveText(BAND);
      await expect(dialog.locator('dt', {hasText: /^Certificate$/}).locator('+ dd')).toHaveText(/^\d{9}$/);
      await expect(dialog.locator('dt', {hasText: /^Certificate$/}).locator('+ dd a')).toHaveCount(0);
      await page.keyboard.press('Escape');

      const filters = await openFilters(page);
      await expect(filters.getByTestId('moissanite-grades-note')).toHaveText(/D-E-F colorless and G-H-I near colorless.*no diamond color or clarity grade/);
      await expect(filters.getByRole('slider', {name: /^Color/})).toHaveCount(0);
      await expect(filters.getByRole('slider', {name: /^Clarity/})).toHaveCount(0);
      // No lab grades moissanite, so there is no grading lab to filter by.
      await filters.getByText('Advanced filters', {exact: true}).click();
      await expect(filters.getByRole('group', {name: 'Cut'})).toBeVisible();
      await expect(filters.getByRole('group', {name: 'Grading lab'})).toHaveCount(0);
      // Diamonds keep their grade sliders.
      const lab = filters.getByRole('radio', {name: 'Lab grown'});
      await lab.click();
      await expect(lab).toBeChecked();
      await expect(filters.getByRole('slider', {name: /^Color/})).toHaveCount(2);
      await expect(filters.getByTestId('moissanite-grades-note')).toHaveCount(0);
      await expect(filters.getByRole('group', {name: 'Grading lab'})).toBeVisible();
    });

    test('the table names the moissanite band and says no lab graded it', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds?type=moissanite');
      await diamondResultsSettled(page);
      await page.getByRole('group', {name: 'Show diamonds as'}).getByRole('button', {name: 'Table'}).click();
      const row = page.getByRole('region', {name: 'Diamonds as a table'}).locator('tbody tr').first();
      await expect(row).toContainText(BAND);
      await expect(row.locator('td').filter({hasText: /^None$/})).toHaveCount(1);
      await expect(row).not.toContainText(/\b(GIA|IGI)\b/);
    });
  });
}

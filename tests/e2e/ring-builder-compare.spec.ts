import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

async function compareFirst(page: Page, count: number) {
  const boxes = page.getByRole('checkbox', {name: /^Compare /});
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
  return boxes;
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('compare up to four diamonds side by side', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      await expect(page.getByTestId('diamond-result').first()).toBeVisible();
      const boxes = await compareFirst(page, 4);
      await expect(boxes.nth(4)).toBeDisabled();
      await expect(page.getByText('4 of 4 chosen to compare')).toBeVisible();

      await page.getByRole('button', {name: 'Compare (4)'}).click();
      const dialog = page.getByRole('dialog', {name: 'Compare diamonds'});
      await expect(dialog.getByRole('columnheader')).toHaveCount(4);
      for (const row of ['Color', 'Clarity', 'Measurements', 'Face-up size', 'Price per carat']) {
        await expect(dialog.getByRole('rowheader', {name: row})).toBeVisible();
      }
      await expect(dialog.getByRole('row', {name: /^Face-up size/})).toContainText(/\d+\.\d{2} × \d+\.\d{2} mm/);
      await dialog.getByRole('button', {name: /^Remove .+ from compare$/}).first().click();
      await expect(dialog.getByRole('columnheader')).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', {name: 'Compare (3)'})).toBeFocused();
      await expect(boxes.nth(4)).toBeEnabled();
    });

    test('diamond detail lists grades, measurements and certificate, and selects the stone', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      const card = page.getByTestId('diamond-result').first();
      await card.getByRole('button', {name: /^Details of /}).click();
      const dialog = page.getByRole('dialog');
      for (const fact of ['Cut', 'Polish', 'Symmetry', 'Fluorescence', 'Table', 'Depth', 'Certificate', 'Length/width ratio']) {
        await expect(dialog.getByText(fact, {exact: true})).toBeVisible();
      }
      await expect(dialog.getByText(/^(GIA|IGI) \S+$/)).toBeVisible();
      await dialog.getByRole('button', {name: 'Select this diamond'}).click();
      await expect(page).toHaveURL(/\/ring-builder\/settings$/);
    });
  });
}

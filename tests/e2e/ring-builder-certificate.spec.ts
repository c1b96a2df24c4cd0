// A stone's certificate links to its grading report (the local stack stands in for the labs' report
// checks): from the detail, the compare table and the review, the report shows the same stone.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {hasLocalCatalogue} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {buildRing} from './support/ring-builder';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

/** Follows a certificate link into its new tab and checks the report is that stone's. */
async function expectReport(page: Page, link: ReturnType<Page['getByRole']>, grades: string[]) {
  await expect(link).toHaveAttribute('target', '_blank');
  const text = (await link.textContent())!;
  const [lab, number] = text.split(' ');
  const [report] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await report.waitForLoadState();
  await expect(report.getByRole('heading', {level: 1})).toHaveText(`${lab} grading report ${number}`);
  for (const grade of grades) await expect(report.getByRole('definition').filter({hasText: new RegExp(`^${grade}$`)}).first()).toBeVisible();
  await report.close();
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test("the detail's and the compare table's certificate open the stone's grading report", async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      const card = page.getByTestId('diamond-result').first();
      await card.getByRole('button', {name: /^Details of /}).click();
      const dialog = page.getByRole('dialog');
      const grade = async (label: string) => (await dialog.getByText(label, {exact: true}).locator('xpath=following-sibling::dd').textContent())!.trim();
      const grades = [await grade('Shape'), await grade('Color'), await grade('Clarity')];
      const link = dialog.getByRole('link', {name: /^(GIA|IGI) \S+, report opens in a new tab$/});
      await expectReport(page, link, grades);
      await page.keyboard.press('Escape');

      const boxes = page.getByRole('checkbox', {name: /^Compare /});
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', {name: 'Compare (2)'}).click();
      const compare = page.getByRole('dialog', {name: 'Compare diamonds'});
      await expectReport(page, compare.getByRole('link', {name: /^(GIA|IGI) \S+, report opens in a new tab$/}).first(), grades);
    });

    test('the review links the chosen stone to its report, and an unknown report number is not found', async ({page, request}) => {
      await buildRing(page);
      const link = page.getByRole('link', {name: /^(GIA|IGI) \S+, report opens in a new tab$/});
      const href = (await link.getAttribute('href'))!;
      await expectReport(page, link, []);

      const unknown = await request.get(href.replace(/\d{6}$/, '000000'));
      expect(unknown.status()).toBe(404);
      expect(await unknown.text()).toContain('Report not found');
    });
  });
}

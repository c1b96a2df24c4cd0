// Issue 19: a setting card says what the finished ring costs at the least, "Complete ring from $X":
// the setting plus the cheapest stone that fits it, server-rendered, and exactly the total the
// review then shows for that setting with that stone.
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {diamondResultsSettled, reviewReady, openFilters} from './support/ring-builder';

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('"Complete ring from" on a setting card is the review\'s total with the cheapest stone that fits the setting', async ({page, browser}) => {
      // It comes with the page: no script needed, no search from the browser.
      const noScript = await browser.newContext({viewport, javaScriptEnabled: false});
      const html = await noScript.newPage();
      await html.goto('/ring-builder/settings');
      const figures = html.getByTestId('setting-complete-price');
      await expect(figures.first()).toHaveText(/^Complete ring from \$[\d,]+(\.\d{2})?$/);
      expect(await figures.count()).toBe(await html.getByTestId('setting-result').count());
      const figure = await figures.first().innerText();
      await noScript.close();

      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/1/indexes/')) searches.push(request.url());
      });
      await gotoHydrated(page, '/ring-builder/settings');
      const card = page.getByTestId('setting-result').first();
      // A new build is for lab-grown stones, as the server priced it.
      await expect(card.getByTestId('setting-complete-price')).toHaveText(figure);
      expect(searches).toEqual([]);
      const shapes = (await card.locator('.setting-card__shapes').innerText()).replace(/^Comes in /, '').split(', ');
      await card.getByRole('button', {name: /^Choose /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);

      // Every shape the setting comes in, its whole carat range, cheapest first.
      await diamondResultsSettled(page);
      const filters = await openFilters(page);
      const shapeGroup = filters.getByRole('group', {name: 'Shape'});
      for (const shape of shapes) {
        const button = shapeGroup.getByRole('button', {name: shape, exact: true});
        if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }
      if (viewport.width < 1024) await page.keyboard.press('Escape');
      await page.getByLabel('Sort By').selectOption('Low to High');
      await diamondResultsSettled(page);
      const cheapest = page.getByTestId('diamond-result').first();
      expect(shapes).toContain(await cheapest.getAttribute('data-shape'));
      await cheapest.getByRole('button', {name: /^Select /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/review$/);
      await reviewReady(page);

      await expect(page.getByTestId('review-total')).toHaveText(figure.replace(/^Complete ring from /, ''));
    });
  });
}

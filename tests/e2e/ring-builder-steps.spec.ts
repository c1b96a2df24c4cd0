// Issue 19: the builder's frame as a shopper meets it on a phone and a desktop: Start over starts
// over (shape included), the carat tooltip closes as tooltips do, the step bar fits the screen, and
// stones chosen to compare are still chosen after a reload.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {buildRing, diamondResultsSettled, openFilters} from './support/ring-builder';

interface StoredBuild {
  value: {shapes: string[]; compared: unknown[]};
  expiresAt: number;
}
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('ring-builder') ?? 'null') as StoredBuild | null);

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('Start over clears the setting, the stone and the shape they chose', async ({page}) => {
      await buildRing(page);
      await gotoHydrated(page, '/ring-builder/diamonds');
      expect((await stored(page))!.value.shapes.length).toBe(1);
      await page.getByRole('button', {name: 'Start over'}).click();
      await expect(page.getByRole('button', {name: 'Start over'})).toBeDisabled();
      await expect.poll(async () => (await stored(page))!.value.shapes).toEqual([]);
      const filters = await openFilters(page);
      await expect(filters.getByRole('group', {name: 'Shape'}).locator('[aria-pressed="true"]')).toHaveCount(0);
    });

    test('the carat tooltip closes on Escape (focus back on its button, the filters stay open) and on a press outside it', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      const filters = await openFilters(page);
      const toggle = filters.getByRole('button', {name: 'About the carat range'});
      const tip = filters.getByRole('note').filter({hasText: 'designed to fit stones within this carat range'});
      await toggle.click();
      await expect(tip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(filters).toBeVisible();

      await toggle.click();
      await expect(tip).toBeVisible();
      await tip.click();
      await expect(tip).toBeVisible();
      await filters.getByRole('group', {name: 'Shape'}).locator('legend').click();
      await expect(tip).toBeHidden();
    });

    test('the step bar fits the screen with a setting and a stone chosen', async ({page}) => {
      await buildRing(page);
      const bar = page.getByRole('navigation', {name: 'Ring builder steps'});
      await expect(bar.getByTestId('builder-step')).toHaveCount(3);
      const overflow = await bar.evaluate((nav) =>
        [nav, ...nav.querySelectorAll('ol, li, a')].filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.outerHTML.slice(0, 80)),
      );
      expect(overflow).toEqual([]);
      const box = (await bar.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      for (const step of await bar.getByTestId('builder-step').all()) {
        const stepBox = (await step.boundingBox())!;
        expect(stepBox.x + stepBox.width).toBeLessThanOrEqual(viewport.width);
      }
    });

    test('the price slider\'s top stop reads "$50,000 and up" and finds the stones priced above it', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds?type=natural');
      await diamondResultsSettled(page);
      await page.getByLabel('Sort By').selectOption('High to Low');
      await expect.poll(async () => Number(await page.getByTestId('diamond-result').first().getAttribute('data-price'))).toBeGreaterThan(50_000);
      const filters = await openFilters(page);
      const top = filters.getByRole('slider', {name: 'Price maximum'});
      await expect(top).toHaveAttribute('aria-valuetext', '$50,000 and up');
      await expect(filters.getByText('$50,000 and up')).toBeVisible();
      // One stop down is a real ceiling again.
      await top.focus();
      await page.keyboard.press('ArrowLeft');
      await expect(top).toHaveAttribute('aria-valuetext', '$48,759');
    });

    test('a Lozenge setting explains why no diamonds are shown and offers the nearest shapes it is made in', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/settings?shape=lozenge');
      await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
      const notice = page.getByTestId('shape-without-stones');
      await expect(notice).toContainText('No loose diamond is cut as a Lozenge, so none can be shown. The nearest shapes:');
      const offers = notice.getByRole('button', {name: /^Show .+ diamonds$/});
      expect(await offers.count()).toBeGreaterThan(0);
      const shape = (await offers.first().textContent())!.replace(/^Show | diamonds$/g, '');
      await offers.first().click();
      await expect(notice).toHaveCount(0);
      await diamondResultsSettled(page);
      const shapes = await page.getByTestId('diamond-result').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-shape')));
      expect(shapes.length).toBeGreaterThan(0);
      expect(new Set(shapes)).toEqual(new Set([shape]));
    });

    test('/ring-builder opens the first step', async ({page}) => {
      await gotoHydrated(page, '/ring-builder');
      await expect(page).toHaveURL(/\/ring-builder\/settings$/);
      await expect(page.getByRole('heading', {level: 1, name: 'Choose your setting'})).toBeVisible();
      await expect(page.getByTestId('setting-result').first()).toBeVisible();
    });

    test('Sort By offers price, carat, the grades and price per carat both ways (no Best match), and a build stored without a sort shows prices low to high', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      const sortBy = page.getByLabel('Sort By');
      expect(await sortBy.locator('option').allInnerTexts()).toEqual([
        'Price: Low to High', 'Price: High to Low', 'Carat: Low to High', 'Carat: High to Low',
        'Color: Best First', 'Color: Best Last', 'Clarity: Best First', 'Clarity: Best Last',
        'Cut: Best First', 'Cut: Best Last', 'Price per carat: Low to High', 'Price per carat: High to Low',
      ]);
      await sortBy.selectOption('High to Low');
      await expect.poll(async () => ((await stored(page))!.value as {sort?: unknown}).sort).toEqual([{id: 'total_sales_price', desc: true}]);
      await page.evaluate(() => {
        const entry = JSON.parse(localStorage.getItem('ring-builder')!) as {value: {sort: unknown}};
        entry.value.sort = [];
        localStorage.setItem('ring-builder', JSON.stringify(entry));
      });
      await page.reload();
      await diamondResultsSettled(page);
      await expect(sortBy).toHaveValue('Low to High');
      const prices = await page.getByTestId('diamond-result').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    test('stones chosen to compare are still chosen after a reload; unreadable stored ones fall back to none', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds');
      await diamondResultsSettled(page);
      const results = page.getByTestId('diamond-result');
      await results.nth(0).getByRole('checkbox', {name: /^Compare /}).check();
      await results.nth(1).getByRole('checkbox', {name: /^Compare /}).check();
      const tray = page.getByRole('region', {name: 'Compare diamonds'});
      await expect(tray).toContainText('2 of 4 chosen to compare');
      await expect.poll(async () => (await stored(page))?.value.compared.length).toBe(2);

      await page.reload();
      await diamondResultsSettled(page);
      await expect(tray).toContainText('2 of 4 chosen to compare');
      await expect(results.nth(0).getByRole('checkbox', {name: /^Compare /})).toBeChecked();
      await tray.getByRole('button', {name: 'Compare (2)'}).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');

      await page.evaluate(() => {
        const entry = JSON.parse(localStorage.getItem('ring-builder')!) as StoredBuild;
        entry.value.compared = [{objectID: 7}, 'x'];
        localStorage.setItem('ring-builder', JSON.stringify(entry));
      });
      await page.reload();
      await diamondResultsSettled(page);
      await expect(results.first()).toBeVisible();
      await expect(tray).toHaveCount(0);
    });
  });
}

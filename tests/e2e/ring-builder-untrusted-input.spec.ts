// Issue 19: the builder's rules hold whatever a share link or browser storage says. A required option
// with a value the setting does not have counts as unchosen, filters are held to the setting's stone
// range and the sliders' bounds, and a carat minimum above the maximum is named, not ignored.
import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {buildRing, cartEntries, chooseSettingOptions, diamondResultsSettled, reviewReady} from './support/ring-builder';

interface StoredBuild {
  value: {setting: {stoneSizeBegin: number | null; stoneSizeEnd: number | null}; filters: {carat: number[]; price: number[]}};
}
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('ring-builder') ?? 'null') as StoredBuild);

/** A ring built through the steps, its share link and the carat range its setting fits. */
async function sharedRing(page: Page) {
  await buildRing(page, 'Low to High');
  await reviewReady(page);
  await chooseSettingOptions(page);
  const link = new URL(await page.getByLabel('Share this ring').inputValue());
  const {setting} = (await stored(page)).value;
  return {link, range: [setting.stoneSizeBegin ?? 0, setting.stoneSizeEnd ?? 5] as const};
}

async function inFreshBrowser(page: Page, link: URL) {
  const context = await page.context().browser()!.newContext({viewport: page.viewportSize()!, baseURL: link.origin});
  const fresh = await context.newPage();
  await gotoHydrated(fresh, `${link.pathname}${link.search}`);
  return {context, fresh};
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('a ring size the setting does not have counts as unchosen: the add is blocked and nothing of it is shown', async ({page}) => {
      const {link} = await sharedRing(page);
      link.searchParams.set('opt.ring-size', '<script>alert(1)</script>');
      const {context, fresh} = await inFreshBrowser(page, link);
      await reviewReady(fresh);
      await expect(fresh.getByRole('region', {name: 'Setting'}).getByLabel(/Ring Size/)).toHaveValue('');
      await fresh.getByRole('button', {name: 'Add ring to cart'}).click();
      await expect(fresh.getByRole('alert').filter({hasText: 'Choose every option marked *Required.'})).toBeVisible();
      expect(await cartEntries(fresh)).toEqual([]);
      expect(await fresh.getByLabel('Share this ring').inputValue()).not.toContain('script');
      expect(await fresh.content()).not.toContain('alert(1)');
      await context.close();
    });

    test('carat 0-99 from a link is held to the setting\'s stone range and prices to the slider', async ({page}) => {
      const {link, range} = await sharedRing(page);
      link.searchParams.set('carat', '0-99');
      link.searchParams.set('price', '0-9000000');
      const {context, fresh} = await inFreshBrowser(page, link);
      await reviewReady(fresh);
      await expect.poll(async () => (await stored(fresh)).value.filters.carat).toEqual([range[0], range[1]]);
      expect((await stored(fresh)).value.filters.price).toEqual([0, 50_000]);
      await gotoHydrated(fresh, '/ring-builder/diamonds');
      await diamondResultsSettled(fresh);
      const carats = await fresh.getByTestId('diamond-result').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-carat'))));
      expect(carats.length).toBeGreaterThan(0);
      expect(Math.max(...carats)).toBeLessThanOrEqual(range[1]);
      await expect(fresh.getByRole('button', {name: /^Filters \(0\)$/}).or(fresh.getByRole('heading', {name: 'Filters (0)'}))).toBeVisible();
      await context.close();
    });

    test('a carat minimum above the maximum from a link is shown as an error and finds no stone', async ({page}) => {
      const {link, range} = await sharedRing(page);
      link.searchParams.set('carat', `${range[1]}-${range[0]}`);
      const {context, fresh} = await inFreshBrowser(page, link);
      await reviewReady(fresh);
      await gotoHydrated(fresh, '/ring-builder/diamonds');
      await expect(fresh.getByTestId('carat-range-error')).toHaveText(
        `The minimum carat (${range[1]}) is above the maximum (${range[0]}): lower the minimum or raise the maximum.`,
      );
      await diamondResultsSettled(fresh);
      await expect(fresh.getByTestId('diamond-result')).toHaveCount(0);
      await context.close();
    });
  });
}

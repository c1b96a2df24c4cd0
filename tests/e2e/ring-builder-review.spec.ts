import {expect, test, type Page} from '@playwright/test';
import {DESKTOP, MOBILE, seriousAxeViolations} from './support/chrome';
import {buildRing, cartEntries, chooseSettingOptions, pushedEvents, reviewReady, usdToNumber} from './support/ring-builder';

/** The shop's real rules, plus one taking 10% off every setting (they all carry the `engagement` tag). */
async function withSettingDiscount(page: Page) {
  await page.route('**/api/discounts', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {discounts: unknown[]};
    body.discounts.unshift({field: 'tags', values: [{value: 'engagement'}], op: 'equals', percent: 10, priceMax: null, universal: false});
    await route.fulfill({response, json: body});
  });
}

const price = (page: Page, testId: string) => page.getByTestId(testId).locator('.price-tag__price').innerText().then(usdToNumber);

test.describe('at 1280px', () => {
  test.use({viewport: DESKTOP});

  test('shows the metal, takes the discount rules off the total, dates the ring for Christmas and adds it with its options', async ({page}) => {
    await page.clock.setFixedTime(new Date('2026-11-20T15:00:00Z'));
    await withSettingDiscount(page);
    await buildRing(page, 'Low to High');
    await reviewReady(page);

    await expect(page.getByTestId('review-setting-facts')).toContainText(/Metal\S+/);
    const setting = page.getByTestId('review-setting-price');
    await expect(setting).toContainText('10% off');
    const listPrice = usdToNumber(await setting.locator('.price-tag__was').innerText());
    const settingPrice = await price(page, 'review-setting-price');
    expect(settingPrice).toBe(Math.round(listPrice * 0.9));
    const stonePrice = await price(page, 'review-stone-price');
    await expect(page.getByTestId('review-stone-price')).not.toContainText('% off');
    expect(usdToNumber(await page.getByTestId('review-total').innerText())).toBe(settingPrice + stonePrice);
    expect(usdToNumber(await page.getByTestId('review-was-total').innerText())).toBe(listPrice + stonePrice);

    // Settings ship in 11-19 days and a stone takes 2-4 more: from Nov 20 the ring lands by Dec 13.
    await expect(page.getByTestId('review-deliver-by')).toHaveText(/^Made for you and delivered by \w+day, (November|December) \d{1,2}$/);
    const day = Number((await page.getByTestId('review-deliver-by').innerText()).match(/(\d+)$/)![1]);
    expect((await page.getByTestId('review-deliver-by').innerText()).includes('December') ? day : 0).toBeLessThanOrEqual(13);
    await expect(page.getByTestId('review-holiday')).toHaveText('Arrives by Christmas');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await chooseSettingOptions(page);
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByText('Your ring is in your cart.')).toBeVisible();
    const [entry] = await cartEntries(page);
    expect(entry!.items.flatMap((item) => item.attributes)).toContainEqual({key: 'Ring Size', value: '6.5'});
    const added = await pushedEvents(page, 'addToCart');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({value: settingPrice + stonePrice, currency: 'USD'});
    expect((added[0]!.contents as {id: string}[]).map((content) => content.id).sort()).toEqual(entry!.items.map((item) => item.variantId).sort());
  });

  test('a stone sold while the page was open is caught when adding, and similar stones are offered', async ({page}) => {
    await buildRing(page);
    await reviewReady(page);
    await chooseSettingOptions(page);
    const stock = (await page.getByText(/^Stock .+ · Certificate .+$/).innerText()).match(/^Stock (\S+)/)![1]!;
    // The local stack cannot sell a stone, so the index's answer for it is made the one a sale gives.
    await page.route(/\/1\/indexes\/\*\/queries/, async (route) => {
      if (!route.request().postData()?.includes(`"query":"${stock}"`)) return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as {results: {hits: {stockNumber: string}[]; nbHits: number}[]};
      for (const result of body.results) {
        result.hits = result.hits.filter((hit) => hit.stockNumber !== stock);
        result.nbHits = result.hits.length;
      }
      await route.fulfill({response, json: body});
    });
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByRole('alert').filter({hasText: 'This diamond has just sold'})).toBeVisible();
    await expect(page.getByTestId('similar-stone').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Add ring to cart'})).toHaveCount(0);
    expect(await cartEntries(page)).toHaveLength(0);
    expect(await pushedEvents(page, 'addToCart')).toHaveLength(0);
  });
});

test.describe('at 390px', () => {
  test.use({viewport: MOBILE});

  test('a ring that cannot make the holiday cutoff says so; the page passes axe and fits the screen', async ({page}) => {
    await page.clock.setFixedTime(new Date('2026-12-10T15:00:00Z'));
    await buildRing(page);
    await reviewReady(page);
    await expect(page.getByTestId('review-deliver-by')).toHaveText(/^Made for you and delivered by \w+day, (December|January) \d{1,2}$/);
    await expect(page.getByTestId('review-holiday')).toHaveText('This ring cannot arrive by the Christmas cutoff (December 21).');
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByRole('region', {name: 'Setting'}).getByText('*Required').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

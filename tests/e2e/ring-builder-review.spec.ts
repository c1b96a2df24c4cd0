import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
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

    // Settings ship in 11-19 business days and a stone takes 2-4 more, then 2 in transit: a weekday
    // in December, and the Christmas promise only when that day is on or before the 25th.
    const estimate = page.getByRole('region', {name: 'Your ring'}).getByTestId('delivery-estimate');
    await expect(estimate).toHaveText(/^Estimated delivery (Mon|Tue|Wed|Thu|Fri), Dec \d{1,2} – (Mon|Tue|Wed|Thu|Fri), (Dec|Jan) \d{1,2}$/);
    const latest = (await estimate.innerText()).match(/– \w+, (\w+) (\d+)$/)!;
    const inTime = latest[1] === 'Dec' && Number(latest[2]) <= 25;
    await expect(page.getByTestId(inTime ? 'holiday-notice' : 'holiday-late')).toHaveText(inTime ? 'Arrives by Christmas' : 'Cannot arrive by Christmas (December 25).');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await chooseSettingOptions(page);
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByText('Your ring is in your cart.')).toBeVisible();
    const [entry] = await cartEntries(page);
    expect(entry!.items.flatMap((item) => item.attributes)).toContainEqual({key: 'Ring Size', value: '6.5'});
    const added = await pushedEvents(page, 'addToCart');
    expect(added).toHaveLength(1);
    // The stubbed rule lives only in this page, so the cart charges the list price; the event reports
    // what the cart charges (journey-price-as-charged covers a rule the store really has).
    const charged = entry!.items.reduce((sum, item) => sum + Math.round(Number(item.totalPrice.amount) * 100), 0) / 100;
    expect(charged).toBe(listPrice + stonePrice);
    expect(added[0]).toMatchObject({value: charged, currency: 'USD'});
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
    await expect(page.getByTestId('delivery-estimate')).toHaveText(/^Estimated delivery (Mon|Tue|Wed|Thu|Fri), (Dec|Jan) \d{1,2} – (Mon|Tue|Wed|Thu|Fri), Jan \d{1,2}$/);
    await expect(page.getByTestId('holiday-late')).toHaveText('Cannot arrive by Christmas (December 25).');
    await expect(page.getByTestId('holiday-notice')).toHaveCount(0);
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByRole('region', {name: 'Setting'}).getByText('*Required').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

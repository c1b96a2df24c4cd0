// One price from the first look to the placed order (issue 16): the price a shopper sees on a card,
// the typeahead, the product page and the ring review is what the drawer, the cart page, the local
// checkout and the order charge, and what the addToCart event reports. The shop's discount rules
// are its automatic discounts, so the cart's own figures carry them.
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {cartDrawer, hasLocalCatalogue} from './support/cart';
import {DESKTOP, gotoHydrated, MOBILE} from './support/chrome';
import {buildRing, chooseSettingOptions, pushedEvents, reviewReady} from './support/ring-builder';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');
// Each test is a whole journey (several pages, the checkout and the order) on a shared 2-core machine.
test.describe.configure({timeout: 180_000});

/** The first dollar amount in a text: `$1,593` or `$531.50` (a struck-through price follows it). */
async function dollars(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const match = /\$([\d,]+(?:\.\d{2})?)/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

const RULE_BAND = {title: 'Classic Comfort-Fit Wedding Band', query: 'classic comfort', collection: '/shop/collections/wedding-bands', percentOff: '10% off'};
const COMPARE_AT_PIECE = {title: 'Diamond Station Necklace', collection: '/shop/collections/sale'};
const MORE_RULE_BANDS = ['Petite Polished Wedding Band', 'Knife-Edge Wedding Band'];

/** A product card's price, then its product page (hydrated), whose price must be the same. */
async function cardThenProductPage(page: Page, collection: string, title: string) {
  await gotoHydrated(page, collection);
  const card = page.getByTestId('product-card').filter({has: page.getByRole('heading', {name: title, exact: true})});
  const cardPrice = await dollars(card.locator('.price-tag__price'));
  const cardWas = await dollars(card.locator('.price-tag__was'));
  await card.getByRole('heading', {name: title}).getByRole('link').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
  await page.waitForFunction(() => Object.keys(document.getElementById('main') ?? {}).some((key) => key.startsWith('__reactFiber')));
  const productPrice = page.getByTestId('product-price');
  expect(await dollars(productPrice.locator('.price-tag__price'))).toBe(cardPrice);
  return {price: cardPrice, was: cardWas, productPrice};
}

/** Adds the product page's piece; returns the addToCart event's value. */
async function addFromProductPage(page: Page): Promise<number> {
  await page.evaluate(() => ((window as {dataLayer?: unknown[]}).dataLayer = []));
  await page.getByRole('button', {name: 'Add to cart'}).click();
  await expect(cartDrawer(page).getByTestId('cart-entry').first()).toBeVisible();
  await expect.poll(() => pushedEvents(page, 'addToCart')).toHaveLength(1);
  return Number((await pushedEvents(page, 'addToCart'))[0]!.value);
}

/** The drawer's (or cart page's) charge for an entry and the subtotal. */
async function entryCharge(scope: Locator, title: string): Promise<number> {
  const entry = scope.getByTestId('cart-entry').filter({has: scope.page().getByRole('heading', {name: title})});
  let sum = 0;
  for (const price of await entry.getByTestId('cart-item-price').all()) sum += await dollars(price);
  return sum;
}

/** Cart page, then Checkout to the local checkout page, then the order; each must charge `total`. */
async function checkoutCharges(page: Page, total: number, titles: string[]) {
  await gotoHydrated(page, '/shop/cart');
  const cartPage = page.getByRole('main');
  for (const title of titles) await expect(cartPage.getByRole('heading', {name: title})).toBeVisible();
  expect(await dollars(cartPage.getByTestId('cart-subtotal'))).toBe(total);
  await cartPage.getByRole('button', {name: 'Checkout'}).click();
  await expect(page).toHaveURL(/\/checkouts\/cn\//);
  expect(await dollars(page.getByRole('row', {name: /^Subtotal/}))).toBe(total);
  expect(await dollars(page.getByRole('row', {name: /^Total/}))).toBe(total);
  await page.getByRole('button', {name: 'Place order'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you for your order');
  expect(await dollars(page.getByText(/^Total:/))).toBe(total);
}

/** Adds the reviewed ring; the addToCart value, the drawer, checkout and the order all charge `total`. */
async function addRingChargedAsReviewed(page: Page, total: number) {
  const title = (await page.getByRole('heading', {level: 1}).innerText()).trim();
  await page.evaluate(() => ((window as {dataLayer?: unknown[]}).dataLayer = []));
  await page.getByRole('button', {name: 'Add ring to cart'}).click();
  const drawer = cartDrawer(page);
  await expect(drawer.getByRole('heading', {name: title})).toBeVisible();
  await expect.poll(() => pushedEvents(page, 'addToCart')).toHaveLength(1);
  expect(Number((await pushedEvents(page, 'addToCart'))[0]!.value)).toBe(total);
  expect(await entryCharge(drawer, title)).toBe(total);
  expect(await dollars(drawer.getByTestId('cart-subtotal'))).toBe(total);
  await page.keyboard.press('Escape');
  await checkoutCharges(page, total, [title]);
}

for (const viewport of [MOBILE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    test('a wedding band at 10% off costs its shown price from search and card to the placed order', async ({page}) => {
      let typeaheadPrice: number | null = null;
      if (viewport === DESKTOP) {
        // The header's search box (large screens only) and its typeahead.
        await gotoHydrated(page, '/');
        await page.getByRole('combobox', {name: 'Search the store'}).fill(RULE_BAND.query);
        const option = page.getByRole('option').filter({hasText: RULE_BAND.title}).first();
        await expect(option).toBeVisible();
        typeaheadPrice = await dollars(option.locator('.search-typeahead__price'));
      }
      const {price, was, productPrice} = await cardThenProductPage(page, RULE_BAND.collection, RULE_BAND.title);
      if (typeaheadPrice !== null) expect(typeaheadPrice).toBe(price);
      // A rule discount: 10% off, rounded to whole dollars, below the list price.
      await expect(productPrice.locator('.price-tag__off')).toHaveText(RULE_BAND.percentOff);
      expect(price).toBe(Math.round(was * 0.9));

      expect(await addFromProductPage(page)).toBe(price);
      const drawer = cartDrawer(page);
      expect(await entryCharge(drawer, RULE_BAND.title)).toBe(price);
      expect(await dollars(drawer.getByTestId('cart-entry').locator('.cart-item__was'))).toBe(was);
      expect(await dollars(drawer.getByTestId('cart-subtotal'))).toBe(price);
      await page.keyboard.press('Escape');

      await checkoutCharges(page, price, [RULE_BAND.title]);
    });

    test('a piece below its compare-at price costs its shown price to the placed order', async ({page}) => {
      const {price, was, productPrice} = await cardThenProductPage(page, COMPARE_AT_PIECE.collection, COMPARE_AT_PIECE.title);
      expect(was).toBeGreaterThan(price);
      expect(await dollars(productPrice.locator('.price-tag__was'))).toBe(was);
      // No rule applies: the price is the variant's own, which is what the cart charges.
      await expect(productPrice.locator('.price-tag__off')).not.toHaveText(/^10% off$|^20% off$|^15% off$/);

      expect(await addFromProductPage(page)).toBe(price);
      const drawer = cartDrawer(page);
      expect(await entryCharge(drawer, COMPARE_AT_PIECE.title)).toBe(price);
      expect(await dollars(drawer.getByTestId('cart-subtotal'))).toBe(price);
      await page.keyboard.press('Escape');

      await checkoutCharges(page, price, [COMPARE_AT_PIECE.title]);
    });

    test('a built ring costs its review total in the drawer, the cart, checkout and the order', async ({page}) => {
      await buildRing(page, 'Low to High');
      await chooseSettingOptions(page);
      // The engraving is optional and free; the journey carries one to the order.
      await page.getByRole('region', {name: 'Setting'}).getByLabel(/Engraving/).fill('Always');
      await reviewReady(page);
      const total = await dollars(page.getByTestId('review-total'));
      // The parts' prices add up to the total the review shows.
      const parts = page.locator('.review-step__parts .price-tag__price');
      let partsSum = 0;
      for (const part of await parts.all()) partsSum += await dollars(part);
      expect(partsSum).toBe(total);

      await addRingChargedAsReviewed(page, total);
    });

    test('a built ring with surcharged options (the widest band, colored accents) costs its review total to the placed order', async ({page}) => {
      await buildRing(page, 'Low to High');
      await chooseSettingOptions(page);
      await reviewReady(page);
      const baseTotal = await dollars(page.getByTestId('review-total'));
      // The last value of each choice is the priciest (Bold band, colored accent stones).
      const groups = page.getByRole('region', {name: 'Setting'}).locator('fieldset.product-option');
      for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').last().check();
      await page.getByRole('region', {name: 'Setting'}).getByLabel(/Engraving/).fill('Always');
      await expect.poll(() => dollars(page.getByTestId('review-total'))).toBeGreaterThan(baseTotal);
      const total = await dollars(page.getByTestId('review-total'));
      await addRingChargedAsReviewed(page, total);
    });
  });
}

test.describe('three discounted bands', () => {
  test.use({viewport: DESKTOP});

  test('the subtotal is the sum of the three shown prices, and checkout and the order charge it', async ({page}) => {
    const shown: number[] = [];
    for (const title of [RULE_BAND.title, ...MORE_RULE_BANDS]) {
      const {price, was} = await cardThenProductPage(page, RULE_BAND.collection, title);
      expect(price).toBeLessThan(was);
      expect(await addFromProductPage(page)).toBe(price);
      shown.push(price);
      await page.keyboard.press('Escape');
    }
    const sum = shown.reduce((a, b) => a + b, 0);
    await gotoHydrated(page, '/shop/cart');
    const cartPage = page.getByRole('main');
    for (const [i, title] of [RULE_BAND.title, ...MORE_RULE_BANDS].entries()) expect(await entryCharge(cartPage, title)).toBe(shown[i]);
    expect(await dollars(cartPage.getByTestId('cart-subtotal'))).toBe(sum);
    await checkoutCharges(page, sum, [RULE_BAND.title, ...MORE_RULE_BANDS]);
  });
});

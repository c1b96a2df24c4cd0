// Issue 19: the builder shows the ring chosen. The review's picture is the setting in the metal the
// build holds (also after choosing another metal in the builder, and from a share link), composed
// with a stone of the chosen shape at its carat by the store's picture service (the local stack's
// /images/rings/); the setting cards show the same finished ring once a stone is chosen.
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {cartDrawer, hasLocalCatalogue} from './support/cart';
import {DESKTOP, MOBILE, gotoHydrated, seriousAxeViolations} from './support/chrome';
import {buildRing, chooseSettingOptions, diamondResultsSettled, reviewReady, usdToNumber} from './support/ring-builder';

test.skip(!hasLocalCatalogue, 'needs the local stack catalogue');

/** The stone the review shows: `1.02 ct Oval, F color, …`. */
async function reviewedStone(page: Page) {
  const text = await page.getByRole('region', {name: 'Diamond'}).getByText(/ ct .+ color/).innerText();
  const [, carat, shape] = /^([\d.]+) ct ([A-Za-z ]+),/.exec(text)!;
  return {carat: carat!, shape: shape!};
}

/** The metal the review's facts name. */
const factMetal = (page: Page) => page.getByTestId('review-setting-facts').locator('div', {hasText: /^Metal/}).locator('dd').innerText();

async function pictureParams(picture: Locator) {
  const url = new URL((await picture.getAttribute('src'))!);
  return {path: url.pathname, metal: url.searchParams.get('metal'), shape: url.searchParams.get('shape'), carat: url.searchParams.get('carat')};
}

/** The browser fetched and drew the picture (the stack answered an SVG, not a 404). */
async function expectDrawn(picture: Locator) {
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
}

const price = (page: Page, testId: string) => page.getByTestId(testId).locator('.price-tag__price').innerText().then(usdToNumber);

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('the review pictures the ring in the metal chosen, holding the stone chosen, and follows a metal chosen on the review to the cart and a share link', async ({page, browser}) => {
      test.setTimeout(120_000);
      await buildRing(page);
      await reviewReady(page);
      const stone = await reviewedStone(page);
      const picture = page.getByTestId('review-ring-picture');
      const metal = await factMetal(page);
      const first = await pictureParams(picture);
      expect(first).toMatchObject({metal, shape: stone.shape, carat: stone.carat});
      expect(first.path).toMatch(/^\/images\/rings\/[a-z0-9-]+-setting\.svg$/);
      await expect(picture).toHaveAttribute('data-composed', 'true');
      await expect(picture).toHaveAttribute('width', '200');
      await expect(picture).toHaveAttribute('height', '200');
      const title = await page.getByRole('region', {name: 'Setting'}).getByRole('link').first().innerText();
      const article = /^[aeiou]/i.test(stone.shape) ? 'an' : 'a';
      await expect(picture).toHaveAttribute('alt', `${title} in ${metal} holding ${article} ${stone.shape.toLowerCase()} ${stone.carat} ct center stone`);
      await expectDrawn(picture);

      // Another metal, by keyboard: the radio group moves with the arrow keys.
      const metals = page.getByRole('group', {name: 'Metal'});
      await metals.getByRole('radio', {name: metal, exact: true}).focus();
      const before = await price(page, 'review-setting-price');
      const names = await metals.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.innerText.trim()));
      const target = 'Platinum';
      expect(names).toContain(target);
      for (let i = names.indexOf(metal); i !== names.indexOf(target); i = (i + 1) % names.length) await page.keyboard.press('ArrowRight');
      await expect(metals.getByRole('radio', {name: target, exact: true})).toBeChecked();
      await expect.poll(() => factMetal(page)).toBe(target);
      expect(await pictureParams(picture)).toMatchObject({path: first.path, metal: target, shape: stone.shape, carat: stone.carat});
      await expectDrawn(picture);

      // Platinum costs more: the setting's price, the step bar and the total are the new variant's, and so is the charge.
      await expect.poll(() => price(page, 'review-setting-price')).toBeGreaterThan(before);
      const settingPrice = await price(page, 'review-setting-price');
      const stonePrice = await price(page, 'review-stone-price');
      const total = usdToNumber(await page.getByTestId('review-total').innerText());
      expect(total).toBe(settingPrice + stonePrice);
      await expect(page.getByTestId('builder-step').first()).toContainText(`in ${target} · $`);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await chooseSettingOptions(page);
      await expect.poll(() => factMetal(page)).toBe(target);
      const link = await page.getByLabel('Share this ring').inputValue();
      await page.getByRole('button', {name: 'Add ring to cart'}).click();
      const drawer = cartDrawer(page);
      await expect(drawer.getByTestId('cart-entry')).toHaveCount(1);
      let charged = 0;
      for (const item of await drawer.getByTestId('cart-item-price').all()) charged += usdToNumber(await item.innerText());
      expect(charged).toBe(total);

      // The share link names the variant: a fresh browser sees the ring in Platinum too.
      const context = await browser.newContext({viewport, baseURL: new URL(link).origin});
      const shared = await context.newPage();
      await gotoHydrated(shared, link);
      await reviewReady(shared);
      await expect.poll(() => factMetal(shared)).toBe(target);
      expect(await pictureParams(shared.getByTestId('review-ring-picture'))).toMatchObject({path: first.path, metal: target, shape: stone.shape, carat: stone.carat});
      await expect(shared.getByRole('group', {name: 'Metal'}).getByRole('radio', {name: target, exact: true})).toBeChecked();
      await context.close();
    });

    test('setting cards show the setting in its metal, then the finished ring with the chosen stone, in the metal chosen on the step', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/settings');
      const firstCard = page.getByTestId('setting-result').first().getByTestId('setting-picture');
      await expect(firstCard).toHaveAttribute('data-composed', 'false');
      await expect(firstCard).toHaveAttribute('alt', /^The .+ Setting in (14K (White|Yellow|Rose) Gold|Platinum)$/);

      await gotoHydrated(page, '/ring-builder/diamonds?shape=round');
      await diamondResultsSettled(page);
      await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/settings$/);
      const note = await page.getByTestId('settings-fit-note').innerText();
      const [, carat, shape] = /your ([\d.]+) ct (.+) diamond\.$/.exec(note)!;
      const cards = page.getByTestId('setting-result');
      await expect(cards.first()).toBeVisible();
      const count = Math.min(await cards.count(), 6);
      for (let i = 0; i < count; i++) {
        const picture = cards.nth(i).getByTestId('setting-picture');
        await expect(picture).toHaveAttribute('data-composed', 'true');
        await expect(picture).toHaveAttribute('width', '240');
        await expect(picture).toHaveAttribute('height', '240');
        expect(await pictureParams(picture)).toMatchObject({shape, carat});
        await expect(picture).toHaveAttribute('alt', new RegExp(` holding an? ${shape!.toLowerCase()} ${carat!.replace('.', '\\.')} ct center stone$`));
      }
      await expectDrawn(cards.first().getByTestId('setting-picture'));

      // The step's metal: every card, its picture and its price in 14K Yellow Gold, and the ring chosen from one.
      const metal = '14K Yellow Gold';
      await page.getByRole('navigation', {name: 'Metal'}).getByRole('link', {name: metal, exact: true}).click();
      await expect(page.getByRole('navigation', {name: 'Metal'}).getByRole('link', {name: metal, exact: true})).toHaveAttribute('aria-current', 'true');
      await expect.poll(async () => (await pictureParams(cards.first().getByTestId('setting-picture'))).metal).toBe(metal);
      await expect(cards.first().getByTestId('setting-picture')).toHaveAttribute('alt', new RegExp(` in ${metal} holding `));
      const cardPrice = usdToNumber(await cards.first().locator('.setting-card__price').innerText());
      await cards.first().getByRole('button', {name: /^Choose /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/review$/);
      await reviewReady(page);
      await expect.poll(() => factMetal(page)).toBe(metal);
      expect(await pictureParams(page.getByTestId('review-ring-picture'))).toMatchObject({metal, shape, carat});
      await expect(page.getByRole('group', {name: 'Metal'}).getByRole('radio', {name: metal, exact: true})).toBeChecked();
      const settingList = page.getByTestId('review-setting-price');
      const listed = (await settingList.locator('.price-tag__was').count()) > 0 ? settingList.locator('.price-tag__was') : settingList.locator('.price-tag__price');
      expect(usdToNumber(await listed.innerText())).toBe(cardPrice);
    });
  });
}

test('the stack composes only what it can draw: a metal, shape or carat it cannot is a 404', async ({page}) => {
  await buildRing(page);
  await reviewReady(page);
  const src = (await page.getByTestId('review-ring-picture').getAttribute('src'))!;
  expect((await page.request.get(src)).status()).toBe(200);
  for (const [key, value] of [['metal', 'Silver'], ['shape', 'Star'], ['carat', 'big']] as const) {
    const bad = new URL(src);
    bad.searchParams.set(key, value);
    const response = await page.request.get(bad.toString());
    expect(response.status(), `${key}=${value}`).toBe(404);
  }
});

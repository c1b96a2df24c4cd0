import {type Locator} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {scriptStartAndPaints} from './support/script-timing';

test.use({viewport: DESKTOP});

const SETTING = '/shop/products/delphine-solitaire-setting';

test('a setting renders its options by format and the URL tracks the variant', async ({page}) => {
  await gotoHydrated(page, SETTING);

  // Swatch: the metal, as radio swatches.
  const metal = page.getByRole('group', {name: 'Metal'});
  await expect(metal.getByRole('radio')).toHaveCount(4);
  // Shape pickers with icons, Round by default.
  const shapes = page.getByRole('group', {name: /Center Stone Shape/});
  await expect(shapes.getByRole('radio', {name: 'Round', exact: true})).toBeChecked();
  await expect(shapes.locator('img').first()).toHaveAttribute('src', '/images/shapes/round.png');
  // Select with its placeholder; radio; text input.
  const ringSize = page.getByLabel('Ring Size (US)');
  await expect(ringSize.locator('option').first()).toHaveText('Select...');
  await expect(page.getByRole('group', {name: 'Band Width'}).getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('textbox', {name: 'Complimentary Engraving'})).toBeVisible();

  await metal.getByRole('radio', {name: /Platinum/}).click();
  await expect(metal.getByRole('radio', {name: /Platinum/})).toBeChecked();
  await expect(page).toHaveURL(/\?variant=\d+/);
  const platinumUrl = page.url();
  const shownImage = page.getByTestId('product-gallery').locator('.product-gallery__slide[aria-hidden="false"] img');
  await expect(shownImage).toHaveAttribute('src', /-round-platinum\.svg/);

  await shapes.getByRole('radio', {name: 'Oval', exact: true}).click();
  await expect(page).not.toHaveURL(platinumUrl);
  await expect(shapes.getByRole('radio', {name: 'Oval', exact: true})).toBeChecked();
  // The image follows the chosen center stone shape.
  await expect(shownImage).toHaveAttribute('src', /-oval-platinum\.svg/);

  await page.reload();
  await expect(page.getByRole('group', {name: 'Metal'}).getByRole('radio', {name: /Platinum/})).toBeChecked();
  await expect(page.getByRole('group', {name: /Center Stone Shape/}).getByRole('radio', {name: 'Oval', exact: true})).toBeChecked();
  // Opened on a variant whose image is not the first, the gallery shows that image.
  await expect(shownImage).toHaveAttribute('src', /-oval-platinum\.svg/);
  await expect.poll(() => offsetInStage(shownImage.locator('xpath=ancestor::*[@role="tabpanel"]'))).toBe(0);
});

test('a variant chosen before the gallery has made its slider (the browser never idle) shows its image', async ({page}) => {
  // The slider is made when the browser is first idle or the shopper reaches for the gallery.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await gotoHydrated(page, SETTING);
  const shownImage = page.getByTestId('product-gallery').locator('.product-gallery__slide[aria-hidden="false"] img');
  await expect(shownImage).toHaveAttribute('src', /-round-/);
  const platinum = page.getByRole('group', {name: 'Metal'}).getByRole('radio', {name: /Platinum/});
  await platinum.focus();
  await page.keyboard.press('Space');
  await expect(platinum).toBeChecked();
  await expect(shownImage).toHaveAttribute('src', /-round-platinum\.svg/);
  await expect.poll(() => offsetInStage(shownImage.locator('xpath=ancestor::*[@role="tabpanel"]'))).toBe(0);
});

test('option surcharges add to the price; Choose this setting needs the required choices, then opens the builder', async ({page}) => {
  await gotoHydrated(page, SETTING);
  const price = page.getByTestId('product-price').locator('.price-tag__price');
  const before = Number((await price.innerText()).replace(/[^0-9]/g, ''));
  await page.getByRole('group', {name: 'Band Width'}).getByRole('radio', {name: /Classic/}).check();
  await expect.poll(async () => Number((await price.innerText()).replace(/[^0-9]/g, ''))).toBe(before + 80);
  await expect(page.getByTestId('financing')).toHaveText(/^or as low as \$[\d,.]+\/mo with Shop Pay Installments$/);
  const shipWindow = page.getByTestId('ship-window');
  await expect(shipWindow.getByTestId('delivery-estimate')).toHaveText(/^Estimated delivery (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2} – (Mon|Tue|Wed|Thu|Fri), [A-Z][a-z]{2} \d{1,2}$/);
  await expect(shipWindow).toContainText('Dates the setting alone; a center stone adds 2–4 business days to set.');

  await page.getByRole('button', {name: 'Choose this setting'}).click();
  await expect(page.getByText('*Required', {exact: true})).toBeVisible();
  await expect(page).toHaveURL(/delphine-solitaire-setting/);
  await page.getByLabel(/Ring Size/).selectOption({label: 'US 6'});
  await page.getByRole('button', {name: 'Choose this setting'}).click();
  await expect(page).toHaveURL(/\/ring-builder\/diamonds\?setting=delphine-solitaire-setting&variant=\d+/);
});

/** How far (px, rounded) a gallery slide sits from the stage's left edge: 0 for the slide on show. */
async function offsetInStage(slide: Locator) {
  const [box, stage] = await Promise.all([slide.boundingBox(), slide.locator('xpath=..').boundingBox()]);
  return box && stage ? Math.round(box.x - stage.x) : null;
}

test('until its slider is made the gallery holds only the image on show, its thumbnails behind it; the other slides get theirs with the slider', async ({page}) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await gotoHydrated(page, SETTING);
  const gallery = page.getByTestId('product-gallery');
  const slides = gallery.getByRole('tabpanel', {includeHidden: true});
  const count = await slides.count();
  expect(count).toBeGreaterThanOrEqual(4);
  await expect(slides.locator('img')).toHaveCount(1);
  await expect(slides.locator('img')).toHaveAttribute('fetchpriority', 'high');
  for (const thumb of await gallery.getByRole('tab').locator('img').all()) await expect(thumb).toHaveAttribute('fetchpriority', 'low');
  await gallery.hover();
  await expect(slides.locator('img')).toHaveCount(count);
});

test("opened on a variant whose image is not the first, the page's scripts do not wait for that image, which shows only once the slider is made; without scripts the first slide shows with its image", async ({page}) => {
  await page.setViewportSize(MOBILE);
  await gotoHydrated(page, SETTING);
  // Radiant's image is the fifth: its slide sits beyond the viewport until the slider moves it.
  await page.getByRole('group', {name: /Center Stone Shape/}).getByRole('radio', {name: 'Radiant', exact: true}).click();
  await expect(page.getByTestId('product-gallery').locator('.product-gallery__slide[aria-hidden="false"] img')).toHaveAttribute('src', /-radiant-white-gold\.svg/);
  const opened = await page.context().newPage();
  await opened.setViewportSize(MOBILE);
  await gotoHydrated(opened, page.url());
  await expect(opened.getByTestId('product-gallery')).not.toHaveAttribute('data-current', '0');
  const {contentShown, imageShown, firstScript} = await scriptStartAndPaints(opened);
  expect(firstScript).toBeLessThan(imageShown);
  // Not held back until the bootstrap's 2 s backstop.
  expect(firstScript - contentShown).toBeLessThan(1000);

  // Until the slider is made (never, without JavaScript) the first slide shows, with its image.
  const withoutScripts = await page.context().browser()!.newContext({javaScriptEnabled: false, viewport: MOBILE});
  const still = await withoutScripts.newPage();
  await still.goto(page.url());
  const slides = still.getByTestId('product-gallery').getByRole('tabpanel', {includeHidden: true});
  await expect(slides.first().locator('img')).toBeInViewport();
  await expect(slides.first().locator('img')).toHaveJSProperty('complete', true);
  expect(await slides.first().locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await withoutScripts.close();
});

test('the gallery steps by thumbnails and arrow keys, and shows the image it steps to', async ({page}) => {
  await gotoHydrated(page, SETTING);
  const gallery = page.getByTestId('product-gallery');
  const tabs = gallery.getByRole('tab');
  const slides = gallery.getByRole('tabpanel', {includeHidden: true});
  // One image per metal and center stone shape, as many as the page reads.
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(4);
  await tabs.nth(1).click();
  await expect(gallery).toHaveAttribute('data-current', '1');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => offsetInStage(slides.nth(1))).toBe(0);
  await expect(slides.nth(0)).not.toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(gallery).toHaveAttribute('data-current', '2');
  await expect(tabs.nth(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(gallery).toHaveAttribute('data-current', String(count - 1));
  await expect.poll(() => offsetInStage(slides.nth(count - 1))).toBe(0);
  await expect(slides.nth(1)).not.toBeInViewport();
});

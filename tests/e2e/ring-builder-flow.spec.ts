import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {holdRequests} from './support/hold-requests';
import {cartEntries, chooseSettingOptions, reviewReady, usdToNumber} from './support/ring-builder';

/** The shapes a setting card says the setting is made for. */
async function offeredShapes(card: Locator): Promise<string[]> {
  return (await card.locator('.setting-card__shapes').innerText()).replace(/^Comes in /, '').split(', ');
}

const resultShapes = (page: Page) => page.getByTestId('diamond-result').evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute('data-shape')))]);

async function expectReviewAndAdd(page: Page) {
  await expect(page).toHaveURL(/\/ring-builder\/review$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/^Custom .+ Engagement Ring$/);
  const setting = usdToNumber(await page.getByTestId('review-setting-price').innerText());
  const stone = usdToNumber(await page.getByTestId('review-stone-price').innerText());
  expect(usdToNumber(await page.getByTestId('review-total').innerText())).toBeCloseTo(setting + stone, 2);
  const title = await page.getByRole('heading', {level: 1}).innerText();
  await expect(page.getByTestId('review-monthly')).toHaveText(/^or as low as \$[\d,]+(\.\d{2})?\/mo$/);

  await reviewReady(page);
  await expect(page.getByTestId('review-setting-facts')).toContainText(/Metal\S+/);
  // The ring size is the shopper's to choose: adding without it marks it *Required.
  await page.getByRole('button', {name: 'Add ring to cart'}).click();
  await expect(page.getByRole('region', {name: 'Setting'}).getByText('*Required').first()).toBeVisible();
  expect(await cartEntries(page)).toHaveLength(0);
  await chooseSettingOptions(page);

  await page.getByRole('button', {name: 'Add ring to cart'}).click();
  await expect(page.getByText('Your ring is in your cart.')).toBeVisible();
  // The benchmark's add-to-drawer marks: pressed, then the drawer showing the refreshed cart.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const start = performance.getEntriesByName('cart:add-start').at(-1);
        const shown = performance.getEntriesByName('cart:drawer-shown').at(-1);
        return !!start && !!shown && shown.startTime > start.startTime;
      }),
    )
    .toBe(true);
  const entries = await cartEntries(page);
  expect(entries).toHaveLength(1);
  expect(entries[0]!.title).toBe(title);
  expect(entries[0]!.items.length).toBe(2);
  expect(entries[0]!.items.flatMap((item) => item.attributes)).toContainEqual({key: 'Ring Size', value: '6.5'});
  // The setting line is the variant made for the stone's shape: its Center Stone Shape is the stone's.
  const stoneShape = title.match(/^Custom (.+) Engagement Ring$/)![1]!;
  const settingLine = entries[0]!.items.find((item) => !item.attributes.some((attribute) => attribute.key === 'Stock Number'))!;
  expect(settingLine.description.split(' / ')).toContain(stoneShape);
  expect(entries[0]!.items.find((item) => item !== settingLine)!.name).toContain(stoneShape);
  // Adding changes the cart, not the ring: behind the drawer the review keeps its options and stays ready.
  await page.getByRole('dialog', {name: 'Cart'}).getByRole('button', {name: 'Close cart'}).click();
  await expect(page.getByRole('region', {name: 'Setting'}).getByLabel(/Ring Size/)).toHaveValue('ring-size-6-5');
  await expect(page.getByRole('button', {name: 'Add ring to cart'})).toBeEnabled();
}

test.describe('at 1280px', () => {
  test.use({viewport: DESKTOP});

  test('setting, then diamond within its range and of its shapes, then review adds the ring as one cart entry', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/settings');
    const first = page.getByTestId('setting-result').first();
    const fits = (await first.locator('.setting-card__meta').innerText()).match(/Fits ([\d.]+)–([\d.]+) ct/)!;
    const offered = await offeredShapes(first);
    expect(offered.length).toBeGreaterThan(1);
    await first.getByRole('button', {name: /^Choose /}).click();

    await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
    const panel = page.getByRole('complementary', {name: 'Diamond filters'});
    await expect(panel.getByLabel('Minimum carat')).toHaveValue(fits[1]!);
    await expect(panel.getByLabel('Maximum carat')).toHaveValue(fits[2]!);
    await expect(page.getByTestId('builder-step').first()).not.toHaveText(/^1Choose a setting$/);
    // The diamonds shown are of the setting's centre stone shape.
    const shapeFilter = panel.getByRole('group', {name: 'Shape'});
    await expect(shapeFilter.getByRole('button', {pressed: true})).toHaveCount(1);
    const settingShape = (await shapeFilter.getByRole('button', {pressed: true}).innerText()).trim();
    expect(offered).toContain(settingShape);
    await expect.poll(() => resultShapes(page)).toEqual([settingShape]);
    // A stone of the setting's other shape switches the setting to its variant for that shape.
    const other = offered.find((shape) => shape !== settingShape)!;
    await shapeFilter.getByRole('button', {name: settingShape, exact: true}).click();
    await shapeFilter.getByRole('button', {name: other, exact: true}).click();
    await expect.poll(() => resultShapes(page)).toEqual([other]);
    await expect(page.getByTestId('setting-shape-note')).toHaveCount(0);
    const card = page.getByTestId('diamond-result').first();
    const carat = Number(await card.getAttribute('data-carat'));
    expect(carat).toBeGreaterThanOrEqual(Number(fits[1]));
    expect(carat).toBeLessThanOrEqual(Number(fits[2]));
    await card.getByRole('button', {name: /^Select /}).click();

    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Custom ${other} Engagement Ring`);
    await expectReviewAndAdd(page);
  });

  test('a diamond of a shape the setting is not made for is explained on the review and cannot be added', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/settings');
    const first = page.getByTestId('setting-result').first();
    const offered = await offeredShapes(first);
    const foreign = ['Round', 'Oval', 'Cushion', 'Princess', 'Emerald', 'Pear'].find((shape) => !offered.includes(shape))!;
    await first.getByRole('button', {name: /^Choose /}).click();
    const shapeFilter = page.getByRole('complementary', {name: 'Diamond filters'}).getByRole('group', {name: 'Shape'});
    await shapeFilter.getByRole('button', {pressed: true}).click();
    await shapeFilter.getByRole('button', {name: foreign, exact: true}).click();
    await expect.poll(() => resultShapes(page)).toEqual([foreign]);
    await expect(page.getByTestId('setting-shape-note')).toHaveText(new RegExp(`^The (?!The )[^.]* is made for ${offered.join(', ')} diamonds, not ${foreign}\\.$`));
    await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();

    await expect(page).toHaveURL(/\/ring-builder\/review$/);
    await expect(page.getByTestId('shape-mismatch').getByRole('alert')).toHaveText(new RegExp(`^The (?!The )[^.]* is made for ${offered.join(', ')} diamonds, so it cannot hold this ${foreign} diamond\\.$`));
    await expect(page.getByRole('button', {name: 'Add ring to cart'})).toHaveCount(0);
    await page.getByRole('link', {name: `Choose ${/^[AEIOU]/.test(offered[0]!) ? 'an' : 'a'} ${offered[0]} diamond`}).click();
    await expect(shapeFilter.getByRole('button', {pressed: true})).toHaveText(offered[0]!);
    expect(await cartEntries(page)).toHaveLength(0);
  });

  test('the menu\'s Shop by Shape link shows only settings of that shape, as a removable filter', async ({page}) => {
    await gotoHydrated(page, '/support/about');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Engagement'}).hover();
    const grid = page.getByTestId('mega-panel').locator('.mega-grid').first();
    await grid.getByRole('link', {name: 'Oval', exact: true}).click();

    await expect(page).toHaveURL(/\/ring-builder\/settings\?shape=oval$/);
    const chip = page.getByRole('list', {name: 'Active filters'}).getByRole('link', {name: 'Remove filter Shape: Oval'});
    await expect(chip).toBeVisible();
    const cards = page.getByTestId('setting-result');
    const filtered = await cards.count();
    expect(filtered).toBeGreaterThan(0);
    for (const shapes of await cards.locator('.setting-card__shapes').allInnerTexts()) expect(shapes.replace(/^Comes in /, '').split(', ')).toContain('Oval');
    // Chosen from here, the setting comes in its Oval variant and the diamonds follow.
    await cards.first().getByRole('button', {name: /^Choose /}).click();
    const shapeFilter = page.getByRole('complementary', {name: 'Diamond filters'}).getByRole('group', {name: 'Shape'});
    await expect(shapeFilter.getByRole('button', {pressed: true})).toHaveText('Oval');

    await page.goBack();
    await chip.click();
    await expect(page).toHaveURL(/\/ring-builder\/settings$/);
    await expect(chip).toHaveCount(0);
    await expect.poll(() => cards.count()).toBeGreaterThan(filtered);
  });

  test('options chosen on the setting\'s product page come along to the review and into the cart', async ({page}) => {
    await gotoHydrated(page, '/shop/products/delphine-solitaire-setting');
    await page.getByLabel(/Ring Size/).selectOption({label: 'US 7'});
    await page.getByRole('group', {name: 'Band Width'}).getByRole('radio', {name: /Classic/}).check();
    await page.getByRole('button', {name: 'Choose this setting'}).click();
    await expect(page).toHaveURL(/\/ring-builder\/diamonds\?setting=delphine-solitaire-setting&variant=\d+&opt\./);
    // The link opened as a page has its first diamonds in the HTML. The shopper picks one before the
    // stored build has been read (its code is held back): the linked setting and its options still go with the stone.
    const storedBuildCode = /\/assets\/ring-builder-state-[\w-]+\.js$/;
    const held = await holdRequests(page, storedBuildCode);
    await gotoHydrated(page, page.url());
    await expect.poll(held.count).toBeGreaterThan(0);
    await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();
    held.release();
    await expect(page).toHaveURL(/\/ring-builder\/review$/);
    await reviewReady(page);
    const setting = page.getByRole('region', {name: 'Setting'});
    await expect(setting.getByLabel(/Ring Size/)).toHaveValue('ring-size-7');
    await expect(setting.getByRole('group', {name: 'Band Width'}).getByRole('radio', {name: /Classic/})).toBeChecked();
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByText('Your ring is in your cart.')).toBeVisible();
    const attributes = (await cartEntries(page))[0]!.items.flatMap((item) => item.attributes);
    expect(attributes).toEqual(expect.arrayContaining([{key: 'Ring Size', value: '7'}, {key: 'Band Width', value: '2.0 mm'}]));
  });

  test('Start over clears setting and stone', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/settings');
    await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
    await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();
    await expect(page).toHaveURL(/\/ring-builder\/review$/);
    await page.getByRole('button', {name: 'Start over'}).click();
    await expect(page.getByText('Your ring needs a setting and a diamond before it can be reviewed.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Start over'})).toBeDisabled();
  });
});

test.describe('at 390px', () => {
  test.use({viewport: MOBILE});

  test('reverse flow: a diamond first, then only settings that fit it, then review and cart', async ({page}) => {
    await gotoHydrated(page, '/ring-builder/diamonds?shape=round');
    const card = page.getByTestId('diamond-result').first();
    const carat = Number(await card.getAttribute('data-carat'));
    await card.getByRole('button', {name: /^Select /}).click();

    await expect(page).toHaveURL(/\/ring-builder\/settings$/);
    await expect(page.getByTestId('settings-fit-note')).toContainText(`${carat.toFixed(2)} ct Round diamond`);
    const ranges = await page.locator('.setting-card__meta').allInnerTexts();
    expect(ranges.length).toBeGreaterThan(0);
    for (const range of ranges) {
      const [, min, max] = range.match(/Fits ([\d.]+)–([\d.]+) ct/)!;
      expect(carat).toBeGreaterThanOrEqual(Number(min));
      expect(carat).toBeLessThanOrEqual(Number(max));
    }
    await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
    await expectReviewAndAdd(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

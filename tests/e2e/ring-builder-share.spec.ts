import {type Browser, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';
import {buildRing, cartEntries, chooseSettingOptions, reviewReady} from './support/ring-builder';

async function ringShown(page: Page) {
  return {
    title: await page.getByRole('heading', {level: 1}).innerText(),
    setting: await page.getByTestId('review-setting-price').innerText(),
    stone: await page.getByTestId('review-stone-price').innerText(),
    total: await page.getByTestId('review-total').innerText(),
    details: await page.getByText(/^Stock .+ · Certificate .+$/).innerText(),
    ringSize: await page.getByRole('region', {name: 'Setting'}).getByLabel(/Ring Size/).inputValue(),
  };
}

async function openInFreshBrowser(browser: Browser, link: string, viewport: {width: number; height: number}) {
  const context = await browser.newContext({viewport, baseURL: new URL(link).origin});
  const page = await context.newPage();
  await gotoHydrated(page, link);
  return {context, page};
}

/** Advanced choices on the diamond step: a cut, a lab, and the table % minimum raised. */
async function chooseAdvancedFilters(page: Page, scope: ReturnType<Page['getByRole']>) {
  await scope.getByText('Advanced filters').click();
  await scope.getByRole('group', {name: 'Cut'}).getByRole('checkbox', {name: 'Ideal'}).check();
  await scope.getByRole('group', {name: 'Grading lab'}).getByRole('checkbox', {name: 'GIA'}).check();
  const tableMin = scope.getByRole('slider', {name: 'Table % minimum'});
  await tableMin.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(scope.getByText('Advanced filters (3)')).toBeVisible();
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('the shared link opens the same ring, options and advanced filters in a fresh browser', async ({page, browser}) => {
      // Round settings: the diamonds follow the setting's shape, and round stones are the most common.
      await gotoHydrated(page, '/ring-builder/settings?shape=round');
      await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
      if (viewport === MOBILE) {
        await page.getByRole('button', {name: /^Filters \(/}).click();
        const drawer = page.getByRole('dialog', {name: 'Filters'});
        await chooseAdvancedFilters(page, drawer);
        await drawer.getByRole('button', {name: 'View Results'}).click();
      } else {
        await chooseAdvancedFilters(page, page.getByRole('complementary', {name: 'Diamond filters'}));
      }
      await page.getByLabel('Sort By').selectOption('High to Low');
      await expect(page.getByTestId('diamond-result').first()).toContainText('Ideal cut');
      await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/review$/);
      await reviewReady(page);
      await chooseSettingOptions(page);
      const sent = await ringShown(page);
      const link = await page.getByLabel('Share this ring').inputValue();
      expect(link).toContain('/ring-builder/review?setting=');
      expect(link).toContain('sort=desc');
      expect(link).toContain('cut=Ideal');
      expect(link).toMatch(/table=\d+-80/);
      expect(link).toContain('opt.ring-size=');

      const {context, page: recipient} = await openInFreshBrowser(browser, link, viewport);
      await expect(recipient.getByTestId('review-total')).toBeVisible();
      await reviewReady(recipient);
      expect(await ringShown(recipient)).toEqual(sent);
      expect(await recipient.getByLabel('Share this ring').inputValue()).toBe(link);

      await gotoHydrated(recipient, '/ring-builder/diamonds');
      await expect(recipient.getByLabel('Sort By')).toHaveValue('High to Low');
      if (viewport === MOBILE) await recipient.getByRole('button', {name: /^Filters \(/}).click();
      const filters = viewport === MOBILE ? recipient.getByRole('dialog', {name: 'Filters'}) : recipient.getByRole('complementary', {name: 'Diamond filters'});
      await expect(filters.getByText('Advanced filters (3)')).toBeVisible();
      await expect(filters.getByRole('group', {name: 'Cut'}).getByRole('checkbox', {name: 'Ideal'})).toBeChecked();
      await expect(filters.getByRole('slider', {name: 'Table % minimum'})).toHaveAttribute('aria-valuenow', '53');
      await context.close();
    });
  });
}

test.describe('a stone that is gone', () => {
  test.use({viewport: DESKTOP});

  test('is explained with similar stones offered instead of an add button, and one can take its place', async ({page}) => {
    await buildRing(page);
    // The page writes the build while it checks the stone: change storage only once that is done.
    await reviewReady(page);
    const link = await page.getByLabel('Share this ring').inputValue();
    const url = new URL(link);
    const sold = await page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('ring-builder')!) as {value: {stone: {stockNumber: string; shape: string}}};
      raw.value.stone.stockNumber = 'SOLD-0000';
      localStorage.setItem('ring-builder', JSON.stringify(raw));
      return raw.value.stone;
    });
    await gotoHydrated(page, url.pathname);
    await expect(page.getByRole('alert').filter({hasText: 'This diamond has just sold'})).toBeVisible();
    await expect(page.getByRole('link', {name: /^See all similar .+ diamonds$/})).toHaveAttribute('href', /\/ring-builder\/diamonds\?type=\w+&shape=[\w-]+/);
    await expect(page.getByRole('button', {name: 'Add ring to cart'})).toHaveCount(0);

    const similar = page.getByTestId('similar-stone');
    await expect(similar.first()).toBeVisible();
    expect(await similar.count()).toBeLessThanOrEqual(3);
    await expect(similar.first()).toContainText(sold.shape);
    await similar.first().getByRole('button', {name: /^Choose /}).click();
    await reviewReady(page);
    await expect(page.getByText(/^Stock .+ · Certificate .+$/)).not.toContainText('SOLD-0000');
    await chooseSettingOptions(page);
    await page.getByRole('button', {name: 'Add ring to cart'}).click();
    await expect(page.getByText('Your ring is in your cart.')).toBeVisible();
    expect(await cartEntries(page)).toHaveLength(1);
  });
});

test.describe('a shared link whose stone has sold', () => {
  test.use({viewport: MOBILE});

  test('says so and leads to similar diamonds with the link\'s filters', async ({page, browser}) => {
    await buildRing(page);
    await reviewReady(page);
    const link = new URL(await page.getByLabel('Share this ring').inputValue());
    link.searchParams.set('stone', 'SOLD-0000');
    link.searchParams.set('clarity', '1-5');
    const {context, page: recipient} = await openInFreshBrowser(browser, link.toString(), MOBILE);
    await expect(recipient.getByRole('alert')).toHaveText('The diamond in this ring link (stock SOLD-0000) has sold.');
    await recipient.getByRole('link', {name: 'choose a similar diamond'}).click();
    await expect(recipient).toHaveURL(/\/ring-builder\/diamonds$/);
    // The link's clarity range differs from the defaults; its carat is the setting's own range.
    await expect(recipient.getByRole('button', {name: 'Filters (1)'})).toBeVisible();
    await context.close();
  });
});

import {expect, test, type Browser, type Page} from '@playwright/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

async function buildRing(page: Page) {
  await gotoHydrated(page, '/ring-builder/settings');
  await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
  await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
  await page.getByLabel('Sort By').selectOption('High to Low');
  await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();
  await expect(page).toHaveURL(/\/ring-builder\/review$/);
}

async function ringShown(page: Page) {
  return {
    title: await page.getByRole('heading', {level: 1}).innerText(),
    setting: await page.getByTestId('review-setting-price').innerText(),
    stone: await page.getByTestId('review-stone-price').innerText(),
    total: await page.getByTestId('review-total').innerText(),
    details: await page.getByText(/^Stock .+ · Certificate .+$/).innerText(),
  };
}

async function openInFreshBrowser(browser: Browser, link: string, viewport: {width: number; height: number}) {
  const context = await browser.newContext({viewport, baseURL: new URL(link).origin});
  const page = await context.newPage();
  await gotoHydrated(page, link);
  return {context, page};
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    test('the shared link opens the same ring and choices in a fresh browser', async ({page, browser}) => {
      await buildRing(page);
      await expect(page.getByRole('button', {name: 'Add ring to cart'})).toBeEnabled();
      const sent = await ringShown(page);
      const link = await page.getByLabel('Share this ring').inputValue();
      expect(link).toContain('/ring-builder/review?setting=');
      expect(link).toContain('sort=desc');

      const {context, page: recipient} = await openInFreshBrowser(browser, link, viewport);
      await expect(recipient.getByTestId('review-total')).toBeVisible();
      expect(await ringShown(recipient)).toEqual(sent);
      expect(await recipient.getByLabel('Share this ring').inputValue()).toBe(link);

      await gotoHydrated(recipient, '/ring-builder/diamonds');
      await expect(recipient.getByLabel('Sort By')).toHaveValue('High to Low');
      await context.close();
    });
  });
}

test.describe('a stone that is gone', () => {
  test.use({viewport: DESKTOP});

  test('is explained with similar stones offered instead of an add button', async ({page}) => {
    await buildRing(page);
    const link = await page.getByLabel('Share this ring').inputValue();
    const url = new URL(link);
    await page.evaluate(() => {
      const raw = JSON.parse(localStorage.getItem('ring-builder')!) as {value: {stone: {stockNumber: string}}};
      raw.value.stone.stockNumber = 'SOLD-0000';
      localStorage.setItem('ring-builder', JSON.stringify(raw));
    });
    await gotoHydrated(page, url.pathname);
    await expect(page.getByRole('alert')).toContainText('This diamond has just sold');
    await expect(page.getByRole('link', {name: /^See similar .+ diamonds$/})).toHaveAttribute('href', /\/ring-builder\/diamonds\?type=\w+&shape=[\w-]+/);
    await expect(page.getByRole('button', {name: 'Add ring to cart'})).toHaveCount(0);
  });
});

import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {gotoHydrated} from './support/chrome';

const ANALYTICS_COOKIES = ['_shopify_y', '_shopify_s'];

async function analyticsCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => ANALYTICS_COOKIES.includes(cookie.name));
}

function pageViews(page: Page) {
  return page.evaluate(
    () => ((window as {dataLayer?: {event: string}[]}).dataLayer ?? []).filter((entry) => entry.event === 'page_view').length,
  );
}

async function choose(page: Page, option: RegExp) {
  await page.getByRole('contentinfo').getByRole('button', {name: 'Your Privacy Choices'}).click();
  const dialog = page.getByRole('dialog', {name: 'Your Privacy Choices'});
  await dialog.getByRole('radio', {name: option}).check();
  await dialog.getByRole('button', {name: 'Save my choice'}).click();
  await expect(dialog.getByRole('status')).toHaveText('Your choice is saved.');
  await dialog.getByRole('button', {name: 'Close privacy choices'}).click();
  await expect(dialog).toBeHidden();
}

test('analytics cookies are set by default with the spec lifetimes', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect.poll(async () => (await analyticsCookies(page)).length).toBe(2);
  const now = Date.now() / 1000;
  const byName = Object.fromEntries((await analyticsCookies(page)).map((cookie) => [cookie.name, cookie]));
  expect(byName._shopify_y!.expires - now).toBeGreaterThan(31_104_000 - 60);
  expect(byName._shopify_y!.expires - now).toBeLessThanOrEqual(31_104_000 + 5);
  expect(byName._shopify_s!.expires - now).toBeGreaterThan(1_800 - 60);
  expect(byName._shopify_s!.expires - now).toBeLessThanOrEqual(1_800 + 5);
});

test('withdrawing consent clears the cookies and stops events; restoring brings both back', async ({page}) => {
  await gotoHydrated(page, '/');
  await expect.poll(async () => (await analyticsCookies(page)).length).toBe(2);

  await choose(page, /Do not sell or share/);
  expect(await analyticsCookies(page)).toEqual([]);
  const before = await pageViews(page);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Terms of Service'}).click();
  await expect(page).toHaveURL(/terms-of-service$/);
  await page.waitForTimeout(300);
  expect(await pageViews(page)).toBe(before);

  // The choice is remembered across a full load.
  await gotoHydrated(page, '/');
  await page.waitForTimeout(300);
  expect(await pageViews(page)).toBe(0);
  expect(await analyticsCookies(page)).toEqual([]);

  await choose(page, /Allow analytics/);
  expect((await analyticsCookies(page)).map((cookie) => cookie.name).sort()).toEqual(['_shopify_s', '_shopify_y']);
  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy Policy'}).click();
  await expect.poll(() => pageViews(page)).toBe(1);
});

test('a Global Privacy Control signal counts as withdrawal', async ({page}) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}));
  await gotoHydrated(page, '/');
  await page.waitForTimeout(300);
  expect(await pageViews(page)).toBe(0);
  expect(await analyticsCookies(page)).toEqual([]);
  await page.getByRole('contentinfo').getByRole('button', {name: 'Your Privacy Choices'}).click();
  await expect(page.getByRole('dialog')).toContainText('Global Privacy Control');
});

test('the privacy choices dialog works from the keyboard and hands focus back', async ({page}) => {
  await gotoHydrated(page, '/');
  const trigger = page.getByRole('contentinfo').getByRole('button', {name: 'Your Privacy Choices'});
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', {name: 'Your Privacy Choices'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(trigger).toBeFocused();
});

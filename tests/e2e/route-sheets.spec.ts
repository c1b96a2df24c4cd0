import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from './support/chrome';

// Styles only some pages need are route sheets (app/styles/route-sheets.ts, docs/decisions/0015):
// a document inlines the ones its page names, and a client-side navigation brings a page the
// sheets its document lacks.

const PRODUCT = '/shop/products/diamond-hoop-earrings';

const inlinedSheets = (page: Page) =>
  page.evaluate(() => [...document.head.querySelectorAll('style[data-route-sheet]')].map((style) => style.getAttribute('data-route-sheet')));
const sheetLinks = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
/** The length of the shell stylesheet's text, which every document inlines first. */
const shellLength = (page: Page) => page.evaluate(() => document.head.querySelector('style:not([data-route-sheet])')?.textContent?.length ?? 0);
const thumbsDisplay = (page: Page) => page.locator('.product-gallery__thumbs').evaluate((element) => getComputedStyle(element).display);
const headerFont = (page: Page) => page.locator('header').first().evaluate((element) => getComputedStyle(element).fontFamily);

test('a page opened from its address inlines its sheets and asks for no stylesheet', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  expect(await inlinedSheets(page)).toEqual(['product']);
  expect(await sheetLinks(page)).toEqual([]);
  expect(await thumbsDisplay(page)).toBe('flex');

  await gotoHydrated(page, '/ring-builder/diamonds');
  expect(await inlinedSheets(page)).toEqual(['product', 'ring-builder']);
  expect(await sheetLinks(page)).toEqual([]);

  await gotoHydrated(page, '/');
  expect(await inlinedSheets(page)).toEqual([]);
  expect(await sheetLinks(page)).toEqual([]);
});

test('a page reached by a client-side navigation loads the sheets its document lacks, and the shell stays', async ({page}) => {
  await gotoHydrated(page, '/');
  const shell = await shellLength(page);
  expect(shell).toBeGreaterThan(10_000);
  const font = await headerFont(page);

  await page.locator(`a[href="${PRODUCT}"]`).first().click();
  await page.waitForURL(`**${PRODUCT}`);
  await expect.poll(() => sheetLinks(page)).toEqual([expect.stringMatching(/^\/assets\/product-[\w-]+\.css$/)]);
  await expect.poll(() => thumbsDisplay(page)).toBe('flex');
  expect(await shellLength(page)).toBe(shell);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => sheetLinks(page)).toEqual([]);
  expect(await shellLength(page)).toBe(shell);
  expect(await headerFont(page)).toBe(font);
});

test('going back to the page a document inlined the sheets for loads none of them again', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  await page.locator('a[href="/"]').first().click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goBack();
  await page.waitForURL(`**${PRODUCT}`);
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  expect(await inlinedSheets(page)).toEqual(['product']);
  expect(await sheetLinks(page)).toEqual([]);
});

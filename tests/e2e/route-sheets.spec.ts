import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {gotoHydrated, waitForHydration} from './support/chrome';

// Styles only some pages need are route sheets (app/styles/route-sheets.ts, docs/decisions/0015):
// a document inlines the ones its page names, and a client-side navigation brings a page the
// sheets its document lacks. The shell stylesheet every page shares is a link (docs/decisions/0028).

const PRODUCT = '/shop/products/diamond-hoop-earrings';

/** The cart sheet's built file. */
const CART_SHEET = /\/assets\/cart-[\w-]+\.css$/;
/** The shell stylesheet's built file (app/styles/app.css). */
const SHELL_SHEET = /^\/assets\/app-[\w-]+\.css$/;
const inlinedSheets = (page: Page) =>
  page.evaluate(() => [...document.head.querySelectorAll('style[data-route-sheet]')].map((style) => style.getAttribute('data-route-sheet')));
const stylesheetPaths = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname));
/** Route sheets' links: not the shell's, nor the cart drawer's sheet, which the drawer's code brings when it loads (tested below). */
const sheetLinks = async (page: Page) => (await stylesheetPaths(page)).filter((path) => !CART_SHEET.test(path) && !SHELL_SHEET.test(path));
/** The head's first stylesheet, the shell's, and the number of its rules in force. */
const shellSheet = (page: Page) =>
  page.evaluate(() => {
    const sheet = document.styleSheets[0];
    return {path: sheet?.href ? new URL(sheet.href).pathname : null, rules: sheet?.cssRules.length ?? 0};
  });
const thumbsDisplay = (page: Page) => page.locator('.product-gallery__thumbs').evaluate((element) => getComputedStyle(element).display);
const headerFont = (page: Page) => page.locator('header').first().evaluate((element) => getComputedStyle(element).fontFamily);

test('a page opened from its address inlines its sheets and asks for the shell stylesheet only', async ({page}) => {
  await gotoHydrated(page, PRODUCT);
  expect((await stylesheetPaths(page)).filter((path) => !CART_SHEET.test(path))).toEqual([expect.stringMatching(SHELL_SHEET)]);
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
  const shell = await shellSheet(page);
  expect(shell.path).toMatch(SHELL_SHEET);
  expect(shell.rules).toBeGreaterThan(100);
  const font = await headerFont(page);

  await page.locator(`a[href="${PRODUCT}"]`).first().click();
  await page.waitForURL(`**${PRODUCT}`);
  await expect.poll(() => sheetLinks(page)).toEqual([expect.stringMatching(/^\/assets\/product-[\w-]+\.css$/)]);
  await expect.poll(() => thumbsDisplay(page)).toBe('flex');
  expect(await shellSheet(page)).toEqual(shell);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => sheetLinks(page)).toEqual([]);
  expect(await shellSheet(page)).toEqual(shell);
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

test('the cart drawer brings its sheet with its code, after the first paint; the cart page inlines it', async ({page}) => {
  const response = await page.goto(PRODUCT);
  const served = (await response!.text()).replace(/<script[\s\S]*?<\/script>/g, '');
  expect([...served.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((link) => link[1])).toEqual([expect.stringMatching(SHELL_SHEET)]);
  expect(served).not.toMatch(/\.cart-drawer\s*\{/);
  await waitForHydration(page);
  await page.getByRole('button', {name: /add to cart/i}).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect((await stylesheetPaths(page)).filter((path) => CART_SHEET.test(path)).length).toBe(1);

  await gotoHydrated(page, '/shop/cart');
  expect(await inlinedSheets(page)).toEqual(['cart']);
  expect(await sheetLinks(page)).toEqual([]);
});

import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {gotoHydrated, waitForHydration} from './support/chrome';
import {holdRequests} from './support/hold-requests';

// Until a page hydrates it is the server's HTML for one URL; a Back or Forward to a same-document
// entry (one React Router pushed before a reload) loads the page it reaches, so hydration never
// meets markup made for another URL (app/platform/history-before-hydration.ts).

const PRODUCT = '/shop/products/diamond-hoop-earrings';

/** Holds the page's scripts until the returned function is called: the page stays unhydrated. */
const holdScripts = (page: Page) => holdRequests(page, /\/assets\/[^?]+\.js/);

const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as {marked: boolean}).marked = true));
const isMarkedDocument = (page: Page) => page.evaluate(() => (window as unknown as {marked?: boolean}).marked === true);

test('Forward before a reloaded page hydrates loads the page it reaches, which then hydrates without error', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/');
  await page.locator(`a[href="${PRODUCT}"]`).first().click();
  await page.waitForURL(`**${PRODUCT}`);
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');

  const {release} = await holdScripts(page);
  await page.reload({waitUntil: 'commit'});
  await expect(page.locator('#main')).toBeVisible();
  await markDocument(page);
  await page.goForward({waitUntil: 'commit'});
  await page.waitForURL(`**${PRODUCT}`);
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  expect(await isMarkedDocument(page)).toBe(false);

  release();
  await waitForHydration(page);
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  expect(errors).toEqual([]);
});

test('Back before a reloaded listing hydrates shows the filters and sort of the page it reaches', async ({page}) => {
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const pear = page.getByTestId('facet-Center Stone Shape').getByRole('checkbox', {name: /^Pear/});
  const sort = page.getByLabel('Sort by');
  await pear.check();
  await expect(page).toHaveURL(/option\.center\+stone\+shape=Pear/);
  await sort.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);

  const {release} = await holdScripts(page);
  await page.reload({waitUntil: 'commit'});
  await expect(sort).toHaveValue('price-asc');
  await page.goBack({waitUntil: 'commit'});
  await page.waitForURL((url) => !url.search.includes('sort='));
  await expect(sort).toHaveValue('featured');
  await expect(pear).toBeChecked();
  await page.goBack({waitUntil: 'commit'});
  await page.waitForURL((url) => url.search === '');
  await expect(pear).not.toBeChecked();
  release();
});

test('a fragment link before the page hydrates keeps the page', async ({page}) => {
  const {release} = await holdScripts(page);
  await page.goto('/', {waitUntil: 'commit'});
  await expect(page.locator('#main')).toBeVisible();
  await markDocument(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to content'})).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.hash === '#main');
  await page.goBack();
  await page.waitForURL((url) => url.hash === '');
  expect(await isMarkedDocument(page)).toBe(true);
  release();
});

test('a new page writes its history entry once, in the head, and the router keeps that entry', async ({page}) => {
  await page.addInitScript(() => {
    const writes: {inHead: boolean}[] = ((window as unknown as {historyWrites: {inHead: boolean}[]}).historyWrites = []);
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function (...args: Parameters<History['replaceState']>) {
      writes.push({inHead: document.body === null});
      return replaceState.apply(this, args);
    };
  });
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const {writes, state} = await page.evaluate(() => ({writes: (window as unknown as {historyWrites: {inHead: boolean}[]}).historyWrites, state: history.state as {key?: string; idx?: number}}));
  // Each replaceState after the head costs the main thread by the document parsed by then.
  expect(writes).toEqual([{inHead: true}]);
  expect(state.idx).toBe(0);

  // The entry's key is the one React Router and its scroll restoration use: a sort (a push) and Back return to it.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  expect(await page.evaluate(() => (history.state as {idx: number}).idx)).toBe(1);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  expect(await page.evaluate(() => history.state as {key: string; idx: number})).toMatchObject({key: state.key, idx: 0});
});

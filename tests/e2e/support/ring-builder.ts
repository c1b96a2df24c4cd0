// Ring builder steps shared by the ring-builder specs: building a ring through the real steps,
// choosing the setting's own options on the review step, and reading the data layer.
import {expect, type Page} from '@playwright/test';
import {gotoHydrated} from './chrome';

export interface CartEntry {
  id: string;
  title: string;
  items: {name: string; description: string; attributes: {key: string; value: string}[]; variantId: string; totalPrice: {amount: string}}[];
}

/** The first setting, then the priciest (or cheapest) diamond it fits, ending on the review step. */
export async function buildRing(page: Page, sort: 'High to Low' | 'Low to High' = 'High to Low') {
  await gotoHydrated(page, '/ring-builder/settings');
  await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
  await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
  await page.getByLabel('Sort By').selectOption(sort);
  await page.getByTestId('diamond-result').first().getByRole('button', {name: /^Select /}).click();
  await expect(page).toHaveURL(/\/ring-builder\/review$/);
}

/**
 * Waits until the diamond step shows results for the shopper's own build: the page comes with the
 * server's first results, which stay on screen (busy) while a stored build that differs is searched.
 */
export async function diamondResultsSettled(page: Page) {
  await expect(page.locator('.ring-builder[data-hydrated]')).toBeVisible();
  await expect(page.locator('.diamond-results')).toHaveAttribute('aria-busy', 'false');
}

/** Waits until the review step has checked its stone and loaded the setting's options. */
export async function reviewReady(page: Page) {
  await expect(page.getByRole('button', {name: 'Add ring to cart'})).toBeEnabled();
}

/** Picks US 6.5 and the first choice of every other required option of the setting. */
export async function chooseSettingOptions(page: Page) {
  const setting = page.getByRole('region', {name: 'Setting'});
  await setting.getByLabel(/Ring Size/).selectOption({label: 'US 6.5'});
  const groups = setting.locator('fieldset.product-option');
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByRole('radio').first().check();
}

export async function cartEntries(page: Page): Promise<CartEntry[]> {
  const response = await page.request.get('/api/cart');
  const body = (await response.json()) as {cart: {lines: CartEntry[]} | null};
  return body.cart?.lines ?? [];
}

export interface PushedEvent {
  event: string;
  [key: string]: unknown;
}

export function pushedEvents(page: Page, name: string): Promise<PushedEvent[]> {
  return page.evaluate(
    (eventName) => ((window as {dataLayer?: PushedEvent[]}).dataLayer ?? []).filter((entry) => entry.event === eventName),
    name,
  );
}

export const usdToNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** The diamond filters: inline on a desktop, in the Filters drawer on a phone. */
export async function openFilters(page: Page) {
  if (page.viewportSize()!.width >= 1024) return page.getByRole('complementary', {name: 'Diamond filters'});
  await page.getByRole('button', {name: /^Filters \(/}).click();
  return page.getByRole('dialog', {name: 'Filters'});
}

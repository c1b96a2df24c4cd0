// Spec rules of the ring builder that a shopper only meets in passing: how long the build is kept,
// the slider steps and the price curve as announced, and a server render that never
// depends on the stored build.
import {type Locator, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated} from './support/chrome';
import {buildRing} from './support/ring-builder';

test.use({viewport: DESKTOP});

const panel = (page: Page) => page.getByRole('complementary', {name: 'Diamond filters'});
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('ring-builder') ?? 'null') as {value: {sort: unknown}; expiresAt: number} | null);
const HOUR_MS = 3_600_000;

test('the build is stored for 168 hours from its last change', async ({page}) => {
  await gotoHydrated(page, '/ring-builder/settings');
  const before = Date.now();
  await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
  await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
  const entry = await stored(page);
  expect(entry?.expiresAt).toBeGreaterThanOrEqual(before + 168 * HOUR_MS);
  expect(entry?.expiresAt).toBeLessThanOrEqual(Date.now() + 168 * HOUR_MS);
});

test('the carat slider moves in 0.01 ct steps and filters when the key is released', async ({page}) => {
  await gotoHydrated(page, '/ring-builder/diamonds');
  const thumb = panel(page).getByRole('slider', {name: 'Carat minimum'});
  await expect(thumb).toHaveAttribute('aria-valuenow', '0');
  await thumb.focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuenow', '0.01');
  await expect(panel(page).getByLabel('Minimum carat')).toHaveValue('0.01');
  await page.keyboard.press('ArrowRight');
  await expect(panel(page).getByLabel('Minimum carat')).toHaveValue('0.02');
});

test('the price slider announces prices on the power curve as it moves', async ({page}) => {
  await gotoHydrated(page, '/ring-builder/diamonds');
  const thumb = panel(page).getByRole('slider', {name: 'Price maximum'});
  await expect(thumb).toHaveAttribute('aria-valuetext', '$50,000 and up');
  const announced = async () => Number((await thumb.getAttribute('aria-valuetext'))!.replace(/[^\d.]/g, ''));
  await thumb.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(thumb).toHaveAttribute('aria-valuenow', '99');
  // 50000 * 0.99^2.5 = 48,759 (a straight line would say 49,500).
  expect(await announced()).toBeCloseTo(50_000 * 0.99 ** 2.5, -1);
  await page.keyboard.press('PageDown');
  await expect(thumb).toHaveAttribute('aria-valuenow', '89');
  expect(await announced()).toBeCloseTo(50_000 * 0.89 ** 2.5, -1);
  // The filter holds the price the thumb announced.
  await expect.poll(async () => ((await stored(page))?.value as {filters?: {price: number[]}}).filters?.price[1]).toBeCloseTo(50_000 * 0.89 ** 2.5, -1);
});

const commits = (page: Page) => page.evaluate(() => performance.getEntriesByName('rb:filter-commit').length);
const centerX = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
};

test('a slider thumb follows the pointer and filters once, when it is released', async ({page}) => {
  await gotoHydrated(page, '/ring-builder/diamonds');
  const colour = panel(page).getByRole('group', {name: 'Color'});
  const thumb = colour.getByRole('slider', {name: 'Color minimum'});
  await colour.scrollIntoViewIfNeeded();
  const track = (await colour.locator('.range-slider__root').boundingBox())!;
  const count = page.getByTestId('diamond-count');
  const before = await count.innerText();
  const commitsBefore = await commits(page);
  const y = track.y + track.height / 2;
  await page.mouse.move(await centerX(thumb), y);
  await page.mouse.down();
  // The middle of the track is position 2 of 0-4 (F-G's edge): the thumb sits under the pointer.
  await page.mouse.move(track.x + track.width / 2, y, {steps: 5});
  await expect(thumb).toHaveAttribute('aria-valuenow', '2');
  expect(Math.abs((await centerX(thumb)) - (track.x + track.width / 2))).toBeLessThan(2);
  expect(await commits(page)).toBe(commitsBefore);
  await page.mouse.up();
  await expect(thumb).toHaveAttribute('aria-valuetext', 'from H-I');
  await expect(thumb).toBeFocused();
  await expect(count).not.toHaveText(before);
  expect(await commits(page)).toBe(commitsBefore + 1);
});

test('a press on a slider\'s track moves the nearer thumb there', async ({page}) => {
  await gotoHydrated(page, '/ring-builder/diamonds');
  const clarity = panel(page).getByRole('group', {name: 'Clarity'});
  await clarity.scrollIntoViewIfNeeded();
  const track = (await clarity.locator('.range-slider__root').boundingBox())!;
  // Near the end: position 5 of 0-6, nearer the maximum thumb.
  await page.mouse.click(track.x + track.width * 0.8, track.y + track.height / 2);
  const maximum = clarity.getByRole('slider', {name: 'Clarity maximum'});
  await expect(maximum).toHaveAttribute('aria-valuenow', '5');
  await expect(maximum).toBeFocused();
  await expect(clarity.getByRole('slider', {name: 'Clarity minimum'})).toHaveAttribute('aria-valuenow', '0');
});

test('a thumb dragged past the other takes over its end; from the keyboard thumbs stop at each other', async ({page}) => {
  await gotoHydrated(page, '/ring-builder/diamonds');
  const colour = panel(page).getByRole('group', {name: 'Color'});
  const minimum = colour.getByRole('slider', {name: 'Color minimum'});
  const maximum = colour.getByRole('slider', {name: 'Color maximum'});
  await maximum.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(maximum).toHaveAttribute('aria-valuenow', '2');
  await expect(minimum).toHaveAttribute('aria-valuemax', '2');
  await page.keyboard.press('Home');
  await expect(maximum).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('End');
  await expect(maximum).toHaveAttribute('aria-valuenow', '4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');

  await minimum.focus();
  await page.keyboard.press('End');
  await expect(minimum).toHaveAttribute('aria-valuenow', '2');
  await page.keyboard.press('ArrowRight');
  await expect(minimum).toHaveAttribute('aria-valuenow', '2');

  await page.keyboard.press('Home');
  const track = (await colour.locator('.range-slider__root').boundingBox())!;
  const y = track.y + track.height / 2;
  await page.mouse.move(await centerX(minimum), y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width - 2, y, {steps: 8});
  await page.mouse.up();
  await expect(minimum).toHaveAttribute('aria-valuenow', '2');
  await expect(maximum).toHaveAttribute('aria-valuenow', '4');
  await expect(maximum).toBeFocused();
});

test('a stored build renders without a hydration mismatch on every step', async ({page, browser}) => {
  await buildRing(page);
  const build = await page.evaluate(() => localStorage.getItem('ring-builder'));
  expect(build).toContain('"stone":{');

  const context = await browser.newContext({viewport: DESKTOP});
  await context.addInitScript((value) => localStorage.setItem('ring-builder', value), build!);
  const fresh = await context.newPage();
  const problems: string[] = [];
  fresh.on('pageerror', (error) => problems.push(error.message));
  fresh.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425|did not match/i.test(message.text())) problems.push(message.text());
  });
  for (const step of ['/ring-builder/settings', '/ring-builder/diamonds', '/ring-builder/review']) {
    await gotoHydrated(fresh, step);
    // The stored build shows once the store has read it after hydration.
    await expect(fresh.locator('.ring-builder[data-hydrated]')).toBeVisible();
    await expect(fresh.getByRole('button', {name: 'Start over'})).toBeEnabled();
  }
  await expect(fresh.getByRole('heading', {level: 1})).toHaveText(/^Custom .+ Engagement Ring$/);
  expect(problems).toEqual([]);
  await context.close();
});

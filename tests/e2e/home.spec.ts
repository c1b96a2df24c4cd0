import {expect, test} from './support/test';
import {gotoHydrated} from './support/chrome';

test('home page shows featured products with prices and images from the Storefront API', async ({page}) => {
  await page.goto('/');
  const featured = page.getByTestId('featured-products');
  const cards = featured.getByRole('listitem');
  await expect(cards).not.toHaveCount(0);
  await expect(cards.first().getByRole('heading', {level: 3})).not.toBeEmpty();
  await expect(cards.first()).toContainText('$');

  const image = cards.first().locator('img');
  await expect(image).toBeVisible();
  const loaded = await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(loaded).toBe(true);
});

test('home page lists collections that link to collection pages', async ({page}) => {
  await page.goto('/');
  const links = page.getByTestId('featured-collections').getByRole('link');
  await expect(links).not.toHaveCount(0);
  await expect(links.first()).toHaveAttribute('href', /^\/shop\/collections\/[a-z0-9-]+$/);
});

test('pages carry the nonce-based content security policy', async ({page}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
});

test('an unknown path answers 404 with a way back home', async ({page}) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('We could not find that page');
  await expect(page.getByRole('link', {name: 'Return Home'})).toHaveAttribute('href', '/');
});

test("the page's scripts are fetched only after its first paint, and still hydrate it", async ({page}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<link[^>]*\srel="modulepreload"/);
  expect(html).toMatch(/<img [^>]*fetchPriority="high"|<img [^>]*fetchpriority="high"/);
  await gotoHydrated(page, '/');
  const {firstPaint, firstScript, preloads} = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0] as (PerformanceEntry & {paintTime?: number}) | undefined;
    return {
      // When the frame was rendered (paintTime), not when the GPU showed it (startTime, the presentation
      // time): the bootstrap waits for the rendering, and a busy machine can present it later still.
      firstPaint: paint?.paintTime ?? paint?.startTime ?? Number.NaN,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/[^?]+\.js/.test(entry.name)).map((entry) => entry.startTime)),
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    };
  });
  expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
  expect(preloads).toBeGreaterThan(3);
});

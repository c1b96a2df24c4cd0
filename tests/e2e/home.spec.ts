import {expect, test} from './support/test';
import {gotoHydrated} from './support/chrome';
import {scriptStartAndPaints} from './support/script-timing';

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

test('home page teases the diamond education pages, and its data carries no other page of the store', async ({page}) => {
  const response = await page.goto('/');
  const teasers = page.getByRole('region', {name: 'Learn before you buy'}).getByRole('link');
  await expect(teasers).toHaveText(['Diamond Attributes', 'Lab vs. Natural Diamonds']);
  await expect(teasers.first()).toHaveAttribute('href', '/learn/diamond/attributes');
  // The store publishes other pages, its privacy policy among them: their summaries stay out of the loader data.
  expect(await response!.text()).not.toContain('This policy explains');
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

test("the page's scripts are fetched only once its content and its priority image are on screen, and still hydrate it", async ({page}) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<link[^>]*\srel="modulepreload"/);
  expect(html).toMatch(/<img [^>]*fetchpriority="high" elementtiming="priority-image"/);
  await gotoHydrated(page, '/');
  const {contentShown, imageShown, firstScript} = await scriptStartAndPaints(page);
  const preloads = await page.locator('link[rel="modulepreload"]').count();
  expect(firstScript).toBeGreaterThanOrEqual(contentShown);
  expect(firstScript).toBeGreaterThanOrEqual(imageShown);
  expect(preloads).toBeGreaterThan(3);
});

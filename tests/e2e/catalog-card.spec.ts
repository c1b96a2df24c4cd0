import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated} from './support/chrome';
import {holdRequests} from './support/hold-requests';

test.use({viewport: DESKTOP});

test('a product card swatch changes the image and resets its carousel to the first image', async ({page}) => {
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const card = page.getByTestId('product-card').first();
  const carousel = card.getByTestId('card-carousel');
  await expect(carousel).toHaveAttribute('data-index', '0');

  await card.hover();
  await card.getByRole('button', {name: 'Next image'}).click();
  await card.getByRole('button', {name: 'Next image'}).click();
  await expect(carousel).toHaveAttribute('data-index', '2');

  const swatches = card.getByRole('group', {name: / colors$/});
  await swatches.getByRole('button', {name: '14K Rose Gold'}).click();
  await expect(swatches.getByRole('button', {name: '14K Rose Gold'})).toHaveAttribute('aria-pressed', 'true');
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(carousel.locator('img')).toHaveAttribute('src', /rose-gold/);
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /\?variant=\d+$/);
});

test('a card carries its first image; the rest are read once when the pointer reaches the card', async ({page}) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/card-images') reads.push(request.url());
  });
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const card = page.getByTestId('product-card').first();
  const carousel = card.getByTestId('card-carousel');
  await expect(carousel).toContainText('1 / 8');
  const first = await carousel.locator('img').getAttribute('src');
  expect(reads).toEqual([]);

  await card.getByRole('heading').hover();
  await expect.poll(() => reads.length).toBe(1);
  expect(reads[0]).toMatch(/\/api\/card-images\?handle=[a-z0-9-]+$/);
  await card.getByRole('button', {name: 'Next image'}).click();
  await expect(carousel).toContainText('2 / 8');
  await expect(carousel.locator('img')).not.toHaveAttribute('src', first!);
  await expect(carousel).not.toHaveAttribute('aria-busy');
  await card.getByRole('button', {name: 'Previous image'}).click();
  await card.getByRole('button', {name: 'Previous image'}).click();
  await expect(carousel).toContainText('8 / 8');
  expect(reads).toHaveLength(1);
});

test('the card is one link: its picture opens the product, its steps and swatches do not', async ({page}) => {
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const card = page.getByTestId('product-card').first();
  await expect(card.getByRole('link')).toHaveCount(1);

  await card.hover();
  await card.getByRole('button', {name: 'Next image'}).click();
  await card.getByRole('group', {name: / colors$/}).getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/\/shop\/collections\/engagement-rings$/);
  const href = await card.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/shop\/products\/[a-z0-9-]+\?variant=\d+$/);

  // The picture lies under the link's cover: click where it is drawn, as a shopper would.
  const picture = (await card.getByTestId('card-carousel').locator('img').boundingBox())!;
  await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 4);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
});

test('a step asked for before the images arrive shows its image once they do', async ({page}) => {
  const {release} = await holdRequests(page, '**/api/card-images?*');
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const card = page.getByTestId('product-card').first();
  const carousel = card.getByTestId('card-carousel');
  const first = await carousel.locator('img').getAttribute('src');
  await card.getByRole('button', {name: 'Next image'}).click();
  await expect(carousel).toContainText('2 / 8');
  await expect(carousel).toHaveAttribute('aria-busy', 'true');
  await expect(carousel.locator('img')).toHaveAttribute('src', first!);

  release();
  await expect(carousel).not.toHaveAttribute('aria-busy');
  await expect(carousel.locator('img')).not.toHaveAttribute('src', first!);
});

test('when the images cannot be read, the card keeps its first image and offers no steps', async ({page}) => {
  await page.route('**/api/card-images?*', (route) => route.fulfill({status: 503, json: {error: {code: 'CONTENT_UNAVAILABLE', message: 'down'}}}));
  await gotoHydrated(page, '/shop/collections/engagement-rings');
  const card = page.getByTestId('product-card').first();
  const carousel = card.getByTestId('card-carousel');
  const first = await carousel.locator('img').getAttribute('src');
  await card.getByRole('button', {name: 'Next image'}).click();
  await expect(card.getByRole('button', {name: 'Next image'})).toHaveCount(0);
  await expect(carousel).toHaveAttribute('data-index', '0');
  await expect(carousel.locator('img')).toHaveAttribute('src', first!);
  await expect(carousel).not.toHaveAttribute('aria-busy');
});

test('cards show three swatches then +N more, badges, and rounded percent off', async ({page}) => {
  await page.goto('/shop/collections/engagement-rings');
  const cards = page.getByTestId('product-card');
  const first = cards.first();
  await expect(first.getByRole('group', {name: / colors$/}).getByRole('button')).toHaveCount(3);
  await expect(first.locator('.card-swatches__more')).toHaveText('+1 more color');
  await expect(first.getByRole('link')).toHaveCount(1);

  await expect(page.locator('.product-card__badge').first()).toHaveText(/^(BEST SELLER|NEW ARRIVAL|ONLY ONE LEFT|LIMITED EDITION)$/);
  // Text content: the cards far down a first page are not laid out, and innerText reads the layout.
  const offLabels = await page.locator('.price-tag__off').allTextContents();
  expect(offLabels.length).toBeGreaterThan(0);
  for (const label of offLabels) expect(label).toMatch(/^\d+% off$/);
});

test('a sale-tagged product takes the first matching discount rule (20% off)', async ({page}) => {
  const card = page.getByTestId('product-card').filter({hasText: 'Gemstone Stud Earrings'});
  // The sale's pages, in order, until the piece's card.
  let path: string | null = '/shop/collections/sale';
  for (let pages = 0; path && pages < 10; pages++) {
    await page.goto(path);
    if (await card.count()) break;
    path = await page.getByRole('link', {name: 'Next page'}).getAttribute('href');
  }
  await expect(card.locator('.price-tag__off')).toHaveText('20% off');
});

test('the home page shows hero, featured collections, best sellers, the ring builder entry and education', async ({page}) => {
  await page.goto('/');
  await expect(page.getByTestId('featured-collections').getByRole('link')).not.toHaveCount(0);
  await expect(page.getByTestId('best-sellers').getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'Start with a setting'})).toHaveAttribute('href', '/ring-builder/settings');
  await expect(page.getByRole('link', {name: 'Start with a diamond'})).toHaveAttribute('href', '/ring-builder/diamonds');
  await expect(page.locator('#main').getByRole('link', {name: 'Diamond Attributes'})).toHaveAttribute('href', '/learn/diamond/attributes');
});

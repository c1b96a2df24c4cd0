import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated, isHydrated, tabTo} from './support/chrome';

test.use({viewport: DESKTOP});

const mainNav = (page: Page) => page.getByRole('navigation', {name: 'Main'});
const panel = (page: Page) => page.getByTestId('mega-panel');

test('opens on hover with regular sections, a shaded featured area and an image grid', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  await mainNav(page).getByRole('link', {name: 'Engagement'}).hover();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Shop by Style')).toBeVisible();

  const featured = panel(page).locator('.mega-panel__featured');
  await expect(featured.getByText('Design Your Ring')).toBeVisible();
  await expect(panel(page).locator('.mega-panel__regular').getByText('Design Your Ring')).toHaveCount(0);
  const shade = await featured.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(shade).not.toBe('rgba(0, 0, 0, 0)');

  const grid = panel(page).locator('.mega-grid').first();
  await expect(grid.getByRole('link')).toHaveCount(8);
  const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(4);
});

test('a header without items is a plain link in its colour', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const sale = mainNav(page).getByRole('link', {name: 'Sale'});
  await expect(sale).toHaveAttribute('href', '/shop/collections/sale');
  await expect(sale).not.toHaveAttribute('aria-expanded');
  await expect(sale).toHaveCSS('color', 'rgb(155, 44, 44)');
});

test('closes when an item is chosen', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  await mainNav(page).getByRole('button', {name: 'Education'}).hover();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('link', {name: 'FAQ'}).click();
  await expect(page).toHaveURL(/\/support\/faq$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Frequently Asked Questions');
  await expect(panel(page)).toHaveCount(0);
});

test('opens on keyboard focus, lets Tab into the panel, and closes on Escape', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  await page.getByRole('combobox', {name: 'Search the store'}).click();
  await tabTo(page, 'Engagement');
  const trigger = mainNav(page).getByRole('link', {name: 'Engagement'});
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('link', {name: 'Shop by Style'})).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // The next header opens as focus moves on.
  await page.keyboard.press('Tab');
  await expect(mainNav(page).getByRole('link', {name: 'Diamonds', exact: true})).toBeFocused();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('Shop Diamonds')).toBeVisible();
});

test('the page carries the bar and footer of the menu; the panels are read from /api/menu when the pointer comes', async ({page}) => {
  const menuReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/menu') menuReads.push(request.url());
  });
  const html = await (await page.request.get('/support/about')).text();
  // A panel's section (not a footer one) is not in the document or its data.
  expect(html).not.toContain('Shop by Style');
  expect(html).toContain('Diamond Education');

  await gotoHydrated(page, '/support/about');
  await page.waitForLoadState('networkidle');
  expect(menuReads).toEqual([]);

  await mainNav(page).getByRole('link', {name: 'Engagement'}).hover();
  await expect(panel(page).getByText('Shop by Style')).toBeVisible();
  expect(menuReads).toHaveLength(1);
  expect(menuReads[0]).toMatch(/\/api\/menu\?handle=menu-v3&version=[0-9a-f]{8}$/);

  // The next page's menu opens from the answer already read.
  await page.getByRole('contentinfo').getByRole('link', {name: 'FAQ', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Frequently Asked Questions');
  await mainNav(page).getByRole('button', {name: 'Education'}).hover();
  await expect(panel(page).getByText('Customer Care')).toBeVisible();
  expect(menuReads).toHaveLength(1);
});

test('a panel whose sections cannot be read says so, keeps its header link, and reads again on Try again', async ({page}) => {
  let failing = true;
  await page.route('**/api/menu?*', (route) =>
    failing ? route.fulfill({status: 503, json: {error: {code: 'CONTENT_UNAVAILABLE', message: 'down'}}}) : route.continue(),
  );
  await gotoHydrated(page, '/support/about');
  const trigger = mainNav(page).getByRole('link', {name: 'Engagement'});
  await trigger.hover();
  await expect(panel(page).getByRole('alert')).toContainText('The menu could not be loaded.');
  await expect(trigger).toHaveAttribute('href', '/shop/collections/engagement-rings');

  failing = false;
  await panel(page).getByRole('button', {name: 'Try again'}).click();
  await expect(panel(page).getByText('Shop by Style')).toBeVisible();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
});

test('the search box submits to /search?query=', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const box = page.getByRole('combobox', {name: 'Search the store'});
  await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeDisabled();
  await box.fill('oval halo');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=oval\+halo$/);
});

test('images in the panel either load or hide themselves', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  await mainNav(page).getByRole('button', {name: 'Education'}).hover();
  await mainNav(page).getByRole('link', {name: 'Diamonds', exact: true}).hover();
  await expect(panel(page).getByText('Shop by Shape')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lazy images still off screen have not finished; any that finished without pixels must be gone.
  await expect
    .poll(() =>
      panel(page)
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
        ),
    )
    .toEqual([]);
});

test.describe('on a phone', () => {
  test.use({viewport: MOBILE});

  test('the mega menu, hidden there, keeps its server markup and loads no code; widened to a desktop, it opens on hover', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, '/support/about');
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page, '.mega-menu')).toBe(false);
    await expect(page.locator('.mega-menu a', {hasText: 'Engagement'})).toHaveCount(1);
    expect(scripts.filter((url) => /\/MegaMenu-/.test(url))).toEqual([]);

    await page.setViewportSize(DESKTOP);
    // The menu bar shows at once; the dropdowns work once their code has arrived.
    await expect(async () => {
      await page.mouse.move(5, 800);
      await mainNav(page).getByRole('link', {name: 'Engagement'}).hover();
      await expect(panel(page)).toBeVisible({timeout: 1000});
    }).toPass();
  });

  test('navigating from the menu shows the next page and still loads no mega menu code', async ({page}) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await gotoHydrated(page, '/support/about');
    await page.getByRole('button', {name: 'Open menu'}).click();
    const dialog = page.getByRole('dialog', {name: 'Menu'});
    await dialog.getByRole('button', {name: 'Education', exact: true}).click();
    await dialog.getByRole('button', {name: 'Customer Care', exact: true}).click();
    await dialog.getByRole('link', {name: 'Contact Us', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Contact Us');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /\/MegaMenu-/.test(url))).toEqual([]);
  });
});

import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {MOBILE, gotoHydrated} from './support/chrome';
import {holdRequests} from './support/hold-requests';

test.use({viewport: MOBILE});

interface Leaf {
  title?: string;
}
interface Section {
  title?: string;
  items: Leaf[];
}
interface Header {
  title?: string;
  url?: string;
  items: {sections: Section[]}[];
}

async function seededHeaders(page: Page): Promise<Header[]> {
  const response = await page.request.get('/api/menu?handle=menu-v3');
  return ((await response.json()) as {headers: Header[]}).headers;
}

const sectionsOf = (header: Header) => header.items.flatMap((item) => item.sections);

async function openMenu(page: Page) {
  await page.getByRole('button', {name: 'Open menu'}).click();
  const dialog = page.getByRole('dialog', {name: 'Menu'});
  await expect(dialog).toBeVisible();
  return dialog;
}

test('shows the hamburger and search icon, not the desktop menu or search box', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  await expect(page.getByRole('button', {name: 'Open menu'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Search', exact: true})).toHaveAttribute('href', '/search');
  // The box is in the page (the header is shared) but hidden at this width.
  const searchBox = page.locator('header input[role="combobox"]');
  await expect(searchBox).toHaveCount(1);
  await expect(searchBox).toBeHidden();
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeHidden();
});

test('header with no items is a direct link; several sections are sub-accordions or one-item links', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const headers = await seededHeaders(page);
  const dialog = await openMenu(page);
  const seen = {directLink: 0, subAccordion: 0, oneItemSection: 0};

  for (const header of headers) {
    const sections = sectionsOf(header);
    if (sections.length === 0) {
      await expect(dialog.getByRole('link', {name: header.title, exact: true})).toHaveAttribute('href', header.url!);
      seen.directLink++;
      continue;
    }
    if (sections.length === 1) continue;
    const trigger = dialog.getByRole('button', {name: header.title, exact: true});
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const section of sections) {
      if (section.items.length === 1) {
        await expect(dialog.getByRole('link', {name: section.items[0]!.title, exact: true}).first()).toBeVisible();
        seen.oneItemSection++;
      } else if (section.items.length > 1) {
        const sub = dialog.getByRole('button', {name: section.title, exact: true});
        await expect(sub).toHaveAttribute('aria-expanded', 'false');
        await sub.click();
        await expect(dialog.getByRole('link', {name: section.items[0]!.title, exact: true}).first()).toBeVisible();
        await sub.click();
        seen.subAccordion++;
      }
    }
    await trigger.click();
  }
  expect(seen.directLink).toBeGreaterThan(0);
  expect(seen.subAccordion).toBeGreaterThan(0);
  expect(seen.oneItemSection).toBeGreaterThan(0);
});

test('a header with a single section lists its items directly', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const header = (await seededHeaders(page)).find((h) => sectionsOf(h).length === 1);
  expect(header, 'the seeded menu has a header with exactly one section (emulators/catalog/menu.ts)').toBeDefined();
  const dialog = await openMenu(page);
  await dialog.getByRole('button', {name: header!.title, exact: true}).click();
  const section = sectionsOf(header!)[0]!;
  await expect(dialog.getByRole('button', {name: section.title, exact: true})).toHaveCount(0);
  for (const leaf of section.items) {
    await expect(dialog.getByRole('link', {name: leaf.title, exact: true}).first()).toBeVisible();
  }
});

test('opened before its sections are read, a header says it is loading, offers its own page, then lists its links', async ({page}) => {
  const {release} = await holdRequests(page, '**/api/menu?*');
  await gotoHydrated(page, '/support/about');
  const dialog = await openMenu(page);
  await expect(dialog.getByRole('link', {name: 'Sale', exact: true})).toHaveAttribute('href', '/shop/collections/sale');
  await dialog.getByRole('button', {name: 'Jewelry', exact: true}).click();
  await expect(dialog.getByRole('status')).toHaveText('Loading the menu…');
  await expect(dialog.getByRole('link', {name: 'Shop all Jewelry'})).toHaveAttribute('href', '/shop/categories/jewelry');

  release();
  await expect(dialog.getByRole('button', {name: 'Earrings', exact: true})).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('button', {name: 'Jewelry', exact: true})).toHaveAttribute('aria-expanded', 'true');
});

test('choosing a link closes the menu and navigates', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const dialog = await openMenu(page);
  await dialog.getByRole('button', {name: 'Education', exact: true}).click();
  await dialog.getByRole('button', {name: 'Customer Care', exact: true}).click();
  await dialog.getByRole('link', {name: 'Contact Us', exact: true}).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/support\/contact$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Contact Us');
});

test('traps focus while open and gives it back to the hamburger on close', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const hamburger = page.getByRole('button', {name: 'Open menu'});
  const dialog = await openMenu(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(hamburger).toBeFocused();

  await hamburger.click();
  await page.getByRole('button', {name: 'Close menu'}).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(hamburger).toBeFocused();
});

test('a header with its own page and items offers that page inside its accordion', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const headers = await seededHeaders(page);
  const withPage = headers.find((header) => header.url && sectionsOf(header).length > 0)!;
  expect(withPage, 'the seeded menu has a header with both a url and items').toBeTruthy();
  const dialog = await openMenu(page);
  await dialog.getByRole('button', {name: withPage.title, exact: true}).click();
  const overview = dialog.getByRole('link', {name: `Shop all ${withPage.title}`, exact: true});
  await expect(overview).toHaveAttribute('href', withPage.url!);
  await overview.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === withPage.url);
});

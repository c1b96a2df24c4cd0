import {type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

// A shopper on /search must be able to leave it: whatever they click, the page they reach stays
// put (the results page once wrote its state back to the URL after the route had changed, and the
// site went to /search?query= on its own).

// Each journey starts from its own page load: they run side by side.
test.describe.configure({mode: 'parallel'});

/** How long a reached page is watched for a navigation nobody asked for. */
const SETTLE_MS = 2000;

const onSearch = (page: Page) => new URL(page.url()).pathname === '/search';

/** The shopper reached `target` and, two seconds on, is still there. */
async function staysOn(page: Page, target: RegExp) {
  await expect(page).toHaveURL(target);
  await page.waitForLoadState('load');
  const reached = page.url();
  await page.waitForTimeout(SETTLE_MS);
  expect(page.url()).toBe(reached);
  expect(onSearch(page)).toBe(false);
}

type Width = 'mobile' | 'desktop';

/** Filters sit behind the Filters button on narrow screens, as on collections. */
async function checkFacet(page: Page, width: Width) {
  if (width === 'mobile') await page.getByRole('button', {name: /^Filters/}).click();
  await page
    .getByTestId('search-facet-metal')
    .getByRole('checkbox', {name: /Platinum/})
    .check();
  await expect(page).toHaveURL(/metal=Platinum/);
}

const STARTS = {
  'the first page': async () => undefined,
  'a facet selected': checkFacet,
  'page 2': async (page: Page) => {
    await page.locator('.ais-Pagination-item--nextPage a').click();
    await expect(page).toHaveURL(/page=2/);
  },
} satisfies Record<string, (page: Page, width: Width) => Promise<void>>;

/** Opens /search?query=ring as a link from elsewhere would, then sets up the start state. */
async function openSearch(page: Page, width: Width, start: keyof typeof STARTS) {
  await gotoHydrated(page, '/search?query=ring');
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
  await STARTS[start](page, width);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
}

const EXITS: Record<string, {widths: Width[]; leave: (page: Page, width: Width) => Promise<RegExp>}> = {
  'a result card': {
    widths: ['mobile', 'desktop'],
    async leave(page) {
      await page.getByTestId('search-hit').first().getByRole('link').click();
      return /\/shop\/products\/[^/?]+$/;
    },
  },
  'the logo': {
    widths: ['mobile', 'desktop'],
    async leave(page) {
      await page
        .getByRole('banner')
        .getByRole('link', {name: / home$/})
        .click();
      return /^[^?]+:\d+\/$/;
    },
  },
  'a menu link': {
    widths: ['mobile', 'desktop'],
    async leave(page, width) {
      if (width === 'desktop') {
        await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Education'}).hover();
        await page.getByTestId('mega-panel').getByRole('link', {name: 'FAQ'}).click();
        return /\/support\/faq$/;
      }
      await page.getByRole('button', {name: 'Open menu'}).click();
      await page.getByRole('dialog', {name: 'Menu'}).getByRole('link', {name: 'Sale', exact: true}).click();
      return /\/shop\/collections\/sale$/;
    },
  },
  'a typeahead option': {
    // The header search box is shown on large screens only.
    widths: ['desktop'],
    async leave(page) {
      await page.getByRole('combobox', {name: 'Search the store'}).fill('solitare');
      await page.getByRole('listbox', {name: 'Products'}).getByRole('option').first().click();
      return /\/shop\/products\/[^/?]+$/;
    },
  },
};

for (const [width, viewport] of [
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({viewport});

    for (const start of Object.keys(STARTS) as (keyof typeof STARTS)[]) {
      for (const [exit, {widths, leave}] of Object.entries(EXITS)) {
        if (!widths.includes(width)) continue;
        test(`leaving /search?query=ring with ${start} by ${exit} stays on the page reached`, async ({page}) => {
          await openSearch(page, width, start);
          const target = await leave(page, width);
          await staysOn(page, target);
        });
      }

      test(`leaving /search?query=ring with ${start} by browser Back stays on each page before`, async ({page}) => {
        // Watches every entry on the way back for two seconds each.
        test.slow();
        await gotoHydrated(page, '/support/privacy-policy');
        const visited = [page.url()];
        // Into search from another page of the site, so Back has somewhere to go.
        visited.push(...(await enterSearch(page, width)));
        await STARTS[start](page, width);
        if (page.url() !== visited.at(-1)) visited.push(page.url());
        // Back through every entry: each one shows, and stays, as it was.
        for (const entry of visited.slice(0, -1).reverse()) {
          await page.goBack();
          await expect(page).toHaveURL(entry);
          await page.waitForTimeout(SETTLE_MS);
          expect(page.url()).toBe(entry);
        }
        expect(onSearch(page)).toBe(false);
      });
    }
  });
}

/**
 * Searches for "ring" the way a shopper does at this width: the header box, or the search icon and
 * then the page's own box. Returns the URLs it added to the history.
 */
async function enterSearch(page: Page, width: Width): Promise<string[]> {
  const added: string[] = [];
  if (width === 'desktop') {
    await page.getByRole('combobox', {name: 'Search the store'}).fill('ring');
    await page.keyboard.press('Enter');
  } else {
    await page.getByRole('banner').getByRole('link', {name: 'Search', exact: true}).click();
    await expect(page).toHaveURL(/\/search$/);
    added.push(page.url());
    await page.getByRole('main').getByRole('searchbox').fill('ring');
  }
  await expect(page).toHaveURL(/\/search\?query=ring$/);
  // Entered within the site, the results' code loads only now (a busy machine takes a while).
  await expect(page.getByTestId('search-hit').first()).toBeVisible({timeout: 30_000});
  added.push(page.url());
  return added;
}

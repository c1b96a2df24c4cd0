// Issue 19: the diamond table sorts by carat, colour, clarity, cut, price and price per carat from
// its column headers and from Sort By (one sort for both, and for the grid), grades in grade order,
// and the sort survives a reload and a share link.
import {type Browser, type Page} from '@playwright/test';
import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated, nameMismatches, seriousAxeViolations} from './support/chrome';
import {diamondResultsSettled, reviewReady, usdToNumber} from './support/ring-builder';

interface ShownRow {
  carat: string;
  color: string;
  clarity: string;
  cut: string;
  price: string;
  perCarat: string;
}

const COLORS = ['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
const CLARITIES = ['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'];
const CUTS = ['Ideal', 'Excellent', 'Very Good', 'Good'];
const grade = (scale: string[], value: string) => {
  const index = scale.indexOf(value);
  if (index < 0) throw new Error(`unknown grade ${value}`);
  return index;
};

/** Each sortable column: how to read its order from a row as shown, and Sort By's two options for it. */
const COLUMNS = [
  {name: 'Carat', key: (row: ShownRow) => Number(row.carat), asc: 'Carat: Low to High', desc: 'Carat: High to Low'},
  {name: 'Color', key: (row: ShownRow) => grade(COLORS, row.color), asc: 'Color: Best First', desc: 'Color: Best Last'},
  {name: 'Clarity', key: (row: ShownRow) => grade(CLARITIES, row.clarity), asc: 'Clarity: Best First', desc: 'Clarity: Best Last'},
  {name: 'Cut', key: (row: ShownRow) => grade(CUTS, row.cut), asc: 'Cut: Best First', desc: 'Cut: Best Last'},
  {name: 'Price', key: (row: ShownRow) => usdToNumber(row.price), asc: 'Low to High', desc: 'High to Low'},
  {name: 'Price per carat', key: (row: ShownRow) => usdToNumber(row.perCarat), asc: 'Price per carat: Low to High', desc: 'Price per carat: High to Low'},
] as const;
type Column = (typeof COLUMNS)[number];

function shownRows(page: Page): Promise<ShownRow[]> {
  return page.getByTestId('diamond-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = (row as HTMLTableRowElement).cells;
      const text = (index: number) => cells[index]?.textContent?.trim() ?? '';
      return {carat: text(2), color: text(3), clarity: text(4), cut: text(5), price: row.querySelector('.diamond-table__price')?.textContent ?? '', perCarat: text(8)};
    }),
  );
}

/** Rows in the column's order, stones equal on it cheapest first (the replicas' tie order). */
function inOrder(rows: ShownRow[], column: Column, desc: boolean): boolean {
  return rows.length > 1 && rows.every((row, i) => {
    const next = rows[i + 1];
    if (!next) return true;
    const [a, b] = [column.key(row), column.key(next)];
    if (a !== b) return desc ? a > b : a < b;
    return usdToNumber(row.price) <= usdToNumber(next.price);
  });
}

const sortButton = (page: Page, name: string) => page.getByRole('columnheader', {name, exact: true}).getByRole('button', {name, exact: true});

async function expectSortedBy(page: Page, column: Column, desc: boolean): Promise<ShownRow[]> {
  await expect(page.getByRole('columnheader', {name: column.name, exact: true})).toHaveAttribute('aria-sort', desc ? 'descending' : 'ascending');
  await expect(page.getByLabel('Sort By')).toHaveValue(desc ? column.desc : column.asc);
  await expect.poll(async () => inOrder(await shownRows(page), column, desc)).toBe(true);
  await diamondResultsSettled(page);
  const rows = await shownRows(page);
  expect(inOrder(rows, column, desc)).toBe(true);
  // Only the sorted column says it is sorted.
  await expect(page.locator('.diamond-table th[aria-sort]')).toHaveCount(1);
  return rows;
}

async function showTable(page: Page) {
  await page.getByRole('button', {name: 'Table'}).click();
  await expect(page.getByTestId('diamond-row').first()).toBeVisible();
}

async function openInFreshBrowser(browser: Browser, link: string, viewport: {width: number; height: number}) {
  const context = await browser.newContext({viewport, baseURL: new URL(link).origin});
  const page = await context.newPage();
  await gotoHydrated(page, link);
  return {context, page};
}

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});

    for (const column of COLUMNS) {
      test(`the ${column.name} header sorts the table by ${column.name.toLowerCase()} both ways${column.name === 'Price' ? '' : ', stones equal on it cheapest first'}, and Sort By follows`, async ({page}) => {
        await gotoHydrated(page, '/ring-builder/diamonds?type=lab');
        await diamondResultsSettled(page);
        await showTable(page);
        const button = sortButton(page, column.name);
        // Price Low to High is the default sort: a press on Price turns it around; any other header sorts its column ascending first.
        const firstDesc = column.name === 'Price';
        if (firstDesc) await expectSortedBy(page, column, false);
        await button.click();
        const first = await expectSortedBy(page, column, firstDesc);
        await button.click();
        const second = await expectSortedBy(page, column, !firstDesc);
        expect(column.key(second[0]!)).not.toBe(column.key(first[0]!));
        if (column.name === 'Cut') {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          expect(await nameMismatches(page)).toEqual([]);
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
      });
    }

    test('the headers sort from the keyboard with a visible focus, and Sort By sorts the table the same way', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds?type=lab');
      await diamondResultsSettled(page);
      await showTable(page);
      const clarity = sortButton(page, 'Clarity');
      await sortButton(page, 'Color').focus();
      await page.keyboard.press('Tab');
      await expect(clarity).toBeFocused();
      expect(await clarity.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expectSortedBy(page, COLUMNS[2], false);
      await page.keyboard.press('Space');
      await expectSortedBy(page, COLUMNS[2], true);

      for (const column of [COLUMNS[3], COLUMNS[5], COLUMNS[0]]) {
        await page.getByLabel('Sort By').selectOption(column.desc);
        await expectSortedBy(page, column, true);
      }
    });

    test('the sort survives a reload, the grid uses it, and a bad stored sort falls back to price', async ({page}) => {
      await gotoHydrated(page, '/ring-builder/diamonds?type=lab');
      await diamondResultsSettled(page);
      await showTable(page);
      await page.getByLabel('Sort By').selectOption('Color: Best Last');
      const rows = await expectSortedBy(page, COLUMNS[1], true);
      const tablePrices = await page.getByTestId('diamond-row').evaluateAll((shown) => shown.map((row) => row.getAttribute('data-price')));

      await page.reload();
      await diamondResultsSettled(page);
      expect(await expectSortedBy(page, COLUMNS[1], true)).toEqual(rows);

      await page.getByRole('button', {name: 'Grid'}).click();
      await expect(page.getByTestId('diamond-result').first()).toBeVisible();
      await expect(page.getByLabel('Sort By')).toHaveValue('Color: Best Last');
      expect(await page.getByTestId('diamond-result').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-price')))).toEqual(tablePrices);

      await page.evaluate(() => {
        const entry = JSON.parse(localStorage.getItem('ring-builder')!) as {value: {sort: unknown}};
        entry.value.sort = [{id: 'fluorescence', desc: true}];
        localStorage.setItem('ring-builder', JSON.stringify(entry));
      });
      await page.reload();
      await diamondResultsSettled(page);
      await expect(page.getByLabel('Sort By')).toHaveValue('Low to High');
      const prices = await page.getByTestId('diamond-result').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-price'))));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    test('a share link keeps the sort chosen from a column header', async ({page, browser}) => {
      await gotoHydrated(page, '/ring-builder/settings?shape=round');
      await page.getByTestId('setting-result').first().getByRole('button', {name: /^Choose /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/diamonds$/);
      await diamondResultsSettled(page);
      await showTable(page);
      await sortButton(page, 'Price per carat').click();
      await sortButton(page, 'Price per carat').click();
      await expectSortedBy(page, COLUMNS[5], true);
      await page.getByTestId('diamond-row').first().getByRole('button', {name: /^Select /}).click();
      await expect(page).toHaveURL(/\/ring-builder\/review$/);
      await reviewReady(page);
      const link = await page.getByLabel('Share this ring').inputValue();
      expect(link).toContain('sort=price_per_carat-desc');

      const {context, page: recipient} = await openInFreshBrowser(browser, link, viewport);
      await expect(recipient.getByTestId('review-total')).toBeVisible();
      await gotoHydrated(recipient, '/ring-builder/diamonds');
      await diamondResultsSettled(recipient);
      await expect(recipient.getByLabel('Sort By')).toHaveValue('Price per carat: High to Low');
      await showTable(recipient);
      await expectSortedBy(recipient, COLUMNS[5], true);
      await context.close();
    });
  });
}

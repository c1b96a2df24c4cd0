import {expect, test} from '@playwright/test';
import {DESKTOP, gotoHydrated} from './support/chrome';

test.use({viewport: DESKTOP});

test('/search is server-rendered: the document itself carries the hits, highlights and facets', async ({request}) => {
  const response = await request.get('/search?query=tennis');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/data-testid="search-hit"/g)?.length).toBeGreaterThan(1);
  expect(html).toContain('<mark class="ais-Highlight-highlighted">Tennis</mark>');
  expect(html).toMatch(/ais-RefinementList-labelText">14K White Gold<\/span><span class="[^"]*">\d+/);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the results show in place of a loading message', async ({page}) => {
    await page.goto('/search?query=tennis');
    await expect(page.getByTestId('search-hit').first()).toBeVisible();
    await expect(page.getByText('Loading results…')).toHaveCount(0);
  });
});

test('results filter, sort and page, and back/forward restore each state', async ({page}) => {
  await gotoHydrated(page, '/search?query=ring');
  const stats = page.locator('.search-page__stats .ais-Stats-text');
  const total = Number((await stats.innerText()).replace(/\D/g, ''));

  await page.getByTestId('search-facet-metal').getByRole('checkbox', {name: /Platinum/}).check();
  await expect(page).toHaveURL(/metal=Platinum/);
  await expect.poll(async () => Number((await stats.innerText()).replace(/\D/g, ''))).toBeLessThanOrEqual(total);
  const filtered = await stats.innerText();

  await page.getByLabel('Sort by').selectOption({label: 'Price: Low to High'});
  await expect(page).toHaveURL(/sort=price-asc/);
  // The replica sorts by list price; shown prices may have a discount rule applied.
  const prices = async () => (await page.getByTestId('search-hit').evaluateAll((hits) => hits.map((hit) => Number(hit.getAttribute('data-price')))));
  await expect.poll(async () => {
    const list = await prices();
    return list.length > 1 && list.every((p, i) => i === 0 || list[i - 1]! <= p);
  }).toBe(true);

  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByLabel('Sort by')).toHaveValue('products');
  await expect(stats).toHaveText(filtered);
  await page.goBack();
  await expect(page.getByTestId('search-facet-metal').getByRole('checkbox', {name: /Platinum/})).not.toBeChecked();
  await expect(stats).toHaveText(`${total} results`);

  await page.reload();
  await expect(stats).toHaveText(`${total} results`);
  await page.goForward();
  await expect(page.getByTestId('search-facet-metal').getByRole('checkbox', {name: /Platinum/})).toBeChecked();
});

test('a page link is a real URL: page 2 renders on the server and in the browser', async ({page}) => {
  await gotoHydrated(page, '/search?query=');
  const next = page.locator('.ais-Pagination-item--nextPage a');
  await expect(next).toHaveAttribute('href', '/search?query=&page=2');
  const firstOnPageOne = (await page.getByTestId('search-hit').first().getByRole('link').textContent()) ?? '';
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('search-hit').first().getByRole('link')).not.toHaveText(firstOnPageOne);
  await page.goBack();
  await expect(page.getByTestId('search-hit').first().getByRole('link')).toHaveText(firstOnPageOne);
});

test('no results: the spec text and suggestions', async ({page}) => {
  await gotoHydrated(page, '/search?query=qqqzzzxxx');
  const empty = page.getByTestId('search-no-results');
  await expect(empty.getByRole('heading')).toHaveText('No results found for the query');
  await empty.getByRole('link', {name: 'wedding band'}).click();
  await expect(page).toHaveURL(/query=wedding\+band/);
  await expect(page.getByTestId('search-hit').first()).toBeVisible();
});

test('a <script> query is shown as text, never run', async ({page}) => {
  const query = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  await gotoHydrated(page, `/search?query=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(`Results for “${query}”`);
  await expect(page.getByRole('searchbox').last()).toHaveValue(query);
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);
  expect(dialogs).toBe(0);

  // The same text typed into the header box stays text in the dropdown too.
  const input = page.getByRole('combobox', {name: 'Search the store'});
  await input.fill(query);
  await expect(page.getByTestId('search-typeahead')).toHaveText('No results found for the query', {timeout: 5000});
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

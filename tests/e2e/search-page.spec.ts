import {expect, test} from './support/test';
import {DESKTOP, MOBILE, gotoHydrated} from './support/chrome';

test.use({viewport: DESKTOP});

test('/search is server-rendered: the document itself carries the hits, highlights and facets', async ({request}) => {
  const response = await request.get('/search?query=tennis');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/data-testid="search-hit"/g)?.length).toBeGreaterThan(1);
  expect(html).toContain('<mark class="ais-Highlight-highlighted">Tennis</mark>');
  expect(html).toMatch(/ais-RefinementList-labelText">14K White Gold<\/span><span class="[^"]*">\d+/);
});

test("the first results' images load at once, the first ahead of the others, on every page of results", async ({page}) => {
  for (const path of ['/search?query=ring', '/search?query=ring&page=2']) {
    await page.goto(path);
    const images = page.getByTestId('search-hit').locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.nth(3)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(3)).not.toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(4)).toHaveAttribute('loading', 'lazy');
  }
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
  // Platinum narrows the results (58 of 59 rings here): until the count drops, the stats still show
  // the results from before the refinement.
  await expect.poll(async () => Number((await stats.innerText()).replace(/\D/g, ''))).toBeLessThan(total);
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

test('no results: the spec text and suggestions, with no empty facets, nothing to clear and no lone page 1', async ({page}) => {
  await gotoHydrated(page, '/search?query=qqqzzzxxx');
  const empty = page.getByTestId('search-no-results');
  await expect(empty.getByRole('heading')).toHaveText('No results found for the query');
  for (const facet of ['category', 'metal', 'shape', 'type']) await expect(page.getByTestId(`search-facet-${facet}`)).toBeHidden();
  await expect(page.getByRole('complementary', {name: 'Filters'})).toBeHidden();
  await expect(page.getByRole('button', {name: 'Clear all filters'})).toHaveCount(0);
  await expect(page.locator('.search-pagination')).toBeHidden();
  // The results take the width the filters would have had: they start where the heading does.
  const results = await page.getByRole('region', {name: 'Results'}).boundingBox();
  const heading = await page.getByRole('heading', {level: 1}).boundingBox();
  expect(Math.abs(results!.x - heading!.x)).toBeLessThan(2);
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
  await expect(page.getByTestId('search-typeahead')).toHaveText(`No results found for the query "${query}"`, {timeout: 5000});
  expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
});

test('Clear all filters shows only while a filter is in force, and clears it', async ({page}) => {
  await gotoHydrated(page, '/search?query=solitaire');
  const stats = page.locator('.search-page__stats .ais-Stats-text');
  const total = await stats.innerText();
  await expect(page.getByRole('button', {name: 'Clear all filters'})).toHaveCount(0);
  await page.getByTestId('search-facet-metal').getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/metal=/);
  await expect(page.getByRole('button', {name: 'Clear all filters'})).toBeVisible();
  await page.getByRole('button', {name: 'Clear all filters'}).click();
  await expect(page).not.toHaveURL(/metal=/);
  await expect(stats).toHaveText(total);
  await expect(page.getByRole('button', {name: 'Clear all filters'})).toHaveCount(0);
});

test.describe('at 390 px', () => {
  test.use({viewport: MOBILE});

  test('facets sit behind a Filters button that counts the filters in force, as on collections', async ({page}) => {
    await gotoHydrated(page, '/search?query=ring');
    const toggle = page.getByRole('button', {name: 'Filters', exact: true});
    const metal = page.getByTestId('search-facet-metal');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(metal).toBeHidden();
    await expect(page.getByTestId('search-hit').first()).toBeInViewport();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await metal.getByRole('checkbox', {name: /Platinum/}).check();
    await expect(page).toHaveURL(/metal=Platinum/);
    await expect(page.getByRole('button', {name: 'Filters (1)'})).toBeVisible();
    await page.getByRole('button', {name: 'Filters (1)'}).click();
    await expect(metal).toBeHidden();
  });
});

test('at 1280 px the facets show inline with no Filters button', async ({page}) => {
  await gotoHydrated(page, '/search?query=ring');
  await expect(page.getByTestId('search-facet-metal')).toBeVisible();
  await expect(page.getByRole('button', {name: /^Filters/})).toBeHidden();
});

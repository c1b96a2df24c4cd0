import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated} from './support/chrome';

test.use({viewport: DESKTOP});

test('the header typeahead shows its four states and navigates by keyboard', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const input = page.getByRole('combobox', {name: 'Search the store'});
  const submit = page.getByRole('banner').getByRole('button', {name: 'Search', exact: true});
  const dropdown = page.getByTestId('search-typeahead');

  await expect(submit).toBeDisabled();
  await input.focus();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown).toHaveText('Start typing to search for products...');
  await expect(dropdown).toHaveCSS('width', '600px');

  await input.pressSequentially('zzqqxx');
  await expect(submit).toBeEnabled();
  await expect(dropdown).toHaveText('Loading...');
  await expect(dropdown).toHaveText('No results found for the query "zzqqxx"', {timeout: 5000});

  await input.fill('solitare');
  await expect(dropdown).toHaveText('Loading...');
  const listbox = page.getByRole('listbox', {name: 'Products'});
  const options = listbox.getByRole('option');
  await expect(options.first()).toContainText('Solitaire');
  await expect(options.last()).toHaveText('See all results');
  await expect(options.first()).toContainText('$');
  await expect(options.first().locator('mark')).toHaveText('Solitaire');
  // Drawn bold by the shell's stylesheet: the typeahead is on every page, the search page's sheet is not.
  await expect(options.first().locator('mark')).toHaveCSS('font-weight', '700');

  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', 'search-typeahead-option-0');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const chosen = (await options.first().locator('.search-typeahead__name').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(chosen);
  await expect(dropdown).toHaveCount(0);
});

test('Escape closes the dropdown and keeps the query; leaving the box clears it 350 ms on; Enter goes to the results page', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const input = page.getByRole('combobox', {name: 'Search the store'});
  await input.fill('band');
  await expect(page.getByTestId('search-typeahead')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('search-typeahead')).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  // Past the 350 ms clear delay, the typed query is still there to edit or submit.
  await page.waitForTimeout(700);
  await expect(input).toHaveValue('band');
  await expect(input).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('search-typeahead').getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');

  await input.fill('ring');
  await page.getByRole('banner').getByRole('link', {name: / home$/}).focus();
  await expect(input).toHaveValue('');

  await input.fill('wedding band');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=wedding\+band$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Results for “wedding band”');
});

test('no results name the query as text, never as markup', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const input = page.getByRole('combobox', {name: 'Search the store'});
  const query = '<b>zzqq</b>';
  await input.fill(query);
  const dropdown = page.getByTestId('search-typeahead');
  await expect(dropdown).toHaveText(`No results found for the query "${query}"`, {timeout: 5000});
  await expect(dropdown.locator('b')).toHaveCount(0);
});

test('focusing the box opens the connection its first query will use', async ({page}) => {
  await gotoHydrated(page, '/support/about');
  const preconnect = page.locator('head link[rel="preconnect"][data-search-origin]');
  await expect(preconnect).toHaveCount(0);
  await page.getByRole('combobox', {name: 'Search the store'}).focus();
  await expect(preconnect).toHaveAttribute('crossorigin', 'anonymous');
  const search = page.waitForRequest((request) => request.url().includes('/1/indexes/'));
  await page.getByRole('combobox', {name: 'Search the store'}).pressSequentially('oval');
  expect(new URL((await search).url()).origin).toBe(await preconnect.getAttribute('href'));
});

// Issue 3: the real algoliasearch client and react-instantsearch, on the server and in the browser,
// get typo-tolerant hits and facet counts from the local search service.
import {expect, test} from './support/test';
import {DESKTOP, gotoHydrated} from './support/chrome';

test.use({viewport: DESKTOP});

const metalCounts = (html: string) =>
  Object.fromEntries([...html.matchAll(/ais-RefinementList-labelText">([^<]+)<\/span><span class="[^"]*">(\d+)/g)].map((m) => [m[1], Number(m[2])]));

test('server: react-instantsearch with algoliasearch renders typo-tolerant hits and facet counts', async ({request}) => {
  const html = await (await request.get('/search?query=solitare')).text();
  const names = [...html.matchAll(/search-hit__name">(.*?)<\/span><\/span><\/span>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => /Solitaire/.test(name))).toBe(true);
  expect(names.some((name) => /Setting/.test(name))).toBe(true);
  const counts = metalCounts(html);
  expect(counts['Platinum']).toBeGreaterThan(0);
  expect(counts['14K White Gold']).toBe(names.filter((n) => /Setting|Pendant/.test(n)).length);
});

test('browser: the lite client queries the search service for typo-tolerant hits and disjunctive counts', async ({page}) => {
  await gotoHydrated(page, '/search?query=ring');
  const queries = page.waitForRequest((req) => /\/1\/indexes\/\*\/queries/.test(req.url()) && (req.postData() ?? '').includes('solitare'));
  const box = page.getByRole('searchbox').last();
  await box.fill('solitare');
  const request = await queries;
  // On the local stack, the browser talks to the search service's own port.
  if (process.env.LOCAL_STACK_SEARCH_PORT) expect(new URL(request.url()).port).toBe(process.env.LOCAL_STACK_SEARCH_PORT);
  const response = await request.response();
  const body = (await response?.json()) as {results: {hits: {name: string}[]; facets?: Record<string, Record<string, number>>}[]};
  const main = body.results[0]!;
  expect(main.hits.length).toBeGreaterThan(0);
  expect(main.hits.every((hit) => hit.name.includes('Solitaire'))).toBe(true);
  expect(main.facets?.metal?.['Platinum']).toBeGreaterThan(0);

  await expect(page.getByTestId('search-hit').first()).toContainText('Solitaire');
  // Disjunctive counts: choosing one metal keeps the other metals' counts.
  const metal = page.getByTestId('search-facet-metal');
  await metal.getByRole('checkbox', {name: /Platinum/}).check();
  await expect(metal.getByRole('checkbox')).not.toHaveCount(1);
  await expect(metal.locator('.ais-RefinementList-item').filter({hasText: '14K Rose Gold'}).locator('.facet__count')).toHaveText(/[1-9]/);
});

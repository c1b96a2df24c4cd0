// The service over real HTTP: the real algoliasearch v5 client against it, credentials, CORS and
// Algolia-shaped errors.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {algoliasearch} from 'algoliasearch';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_CREDENTIALS, createTestService} from './test-fixtures';

let server: Server;
let base: string;
let port: number;
const {appId, searchKey, adminKey} = TEST_CREDENTIALS;
const auth = {'x-algolia-application-id': appId, 'x-algolia-api-key': searchKey};

beforeAll(async () => {
  const service = await createTestService(300);
  server = createServer(service.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (key = searchKey) =>
  algoliasearch(appId, key, {hosts: [{url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite'}]});

describe('the real algoliasearch v5 client', () => {
  it('runs multi-index queries with typo tolerance, facets and highlighting', async () => {
    const {results} = await client().search<{name: string}>({
      requests: [
        {indexName: 'products', query: 'solitare', facets: ['metal'], hitsPerPage: 5, highlightPreTag: '<mark>', highlightPostTag: '</mark>'},
        {indexName: 'diamonds_price_desc', filters: 'colorIndex:0 TO 4 AND clarityIndex:0 TO 6', facetFilters: [['shape:Round', 'shape:Oval']], facets: ['shape', 'type'], hitsPerPage: 24},
        {indexName: 'products', type: 'facet', facet: 'metal', facetQuery: 'plat'},
      ],
    });
    const [products, diamonds, metals] = results as [
      {hits: {name: string; _highlightResult: {name: {value: string}}}[]; nbHits: number; facets: Record<string, Record<string, number>>},
      {hits: {total_sales_price: number; shape: string}[]; nbHits: number; facets: Record<string, Record<string, number>>},
      {facetHits: {value: string; count: number}[]},
    ];
    expect(products.nbHits).toBe(3);
    expect(products.hits[0]?._highlightResult.name.value).toContain('<mark>Solitaire</mark>');
    expect(products.facets.metal).toBeDefined();
    expect(diamonds.hits.every((hit) => hit.shape === 'Round' || hit.shape === 'Oval')).toBe(true);
    const prices = diamonds.hits.map((hit) => hit.total_sales_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect((diamonds.facets.shape?.Round ?? 0) + (diamonds.facets.shape?.Oval ?? 0)).toBe(diamonds.nbHits);
    expect(metals.facetHits[0]).toMatchObject({value: 'Platinum'});
  });

  it('runs searchSingleIndex, searchForFacetValues and getObject', async () => {
    const single = await client().searchSingleIndex({indexName: 'products_price_asc', searchParams: {query: 'ring', hitsPerPage: 2, page: 1}});
    expect(single).toMatchObject({index: 'products_price_asc', page: 1, hitsPerPage: 2, query: 'ring'});
    expect(single.hits).toHaveLength(2);
    const facets = await client().searchForFacetValues({indexName: 'diamonds', facetName: 'shape', searchForFacetValuesRequest: {facetQuery: 'cush'}});
    expect(facets.facetHits.map((hit) => hit.value).sort()).toEqual(['Cushion', 'Elongated Cushion']);
    const stone = await client(adminKey).getObject({indexName: 'diamonds', objectID: 'LD0000003'});
    expect(stone).toMatchObject({objectID: 'LD0000003', colorIndex: 3});
  });

  it('surfaces Algolia errors with their status', async () => {
    await expect(client('wrong-key').searchSingleIndex({indexName: 'products'})).rejects.toMatchObject({
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    await expect(client().searchSingleIndex({indexName: 'nope'})).rejects.toMatchObject({status: 404, message: 'Index does not exist'});
    await expect(client().searchSingleIndex({indexName: 'products', searchParams: {filters: 'a:b c:d'}})).rejects.toMatchObject({status: 400});
  });
});

describe('HTTP details', () => {
  const post = (path: string, body: string, headers: Record<string, string> = auth) =>
    fetch(`${base}${path}`, {method: 'POST', body, headers: {'content-type': 'text/plain', ...headers}});

  it('accepts credentials in the query string, as the browser build sends them, and answers CORS', async () => {
    const response = await post(
      `/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${searchKey}&x-algolia-agent=test`,
      JSON.stringify({requests: [{indexName: 'products', params: 'query=halo&hitsPerPage=1'}]}),
      {origin: 'http://localhost:3000'},
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const body = (await response.json()) as {results: {nbHits: number; params: string}[]};
    expect(body.results[0]).toMatchObject({nbHits: 1, params: 'query=halo&hitsPerPage=1'});
    const preflight = await fetch(`${base}/1/indexes/products/query`, {
      method: 'OPTIONS',
      headers: {origin: 'https://shop.example', 'access-control-request-headers': 'x-algolia-api-key'},
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key');
  });

  it.each([
    ['a wrong key', '/1/indexes/products/query', '{}', {...auth, 'x-algolia-api-key': 'nope'}, 403, 'Invalid Application-ID or API key'],
    ['a missing app id', '/1/indexes/products/query', '{}', {'x-algolia-api-key': searchKey}, 403, 'Invalid Application-ID or API key'],
    ['malformed JSON', '/1/indexes/products/query', '{"query":', auth, 400, 'Invalid JSON'],
    ['a JSON array body', '/1/indexes/products/query', '[]', auth, 400, 'Invalid JSON: expected an object'],
    ['an unknown index', '/1/indexes/rings/query', '{}', auth, 404, 'Index does not exist'],
    ['an unknown index in a multi-query', '/1/indexes/*/queries', '{"requests":[{"indexName":"products"},{"indexName":"rings"}]}', auth, 404, 'Index does not exist'],
    ['a bad filter', '/1/indexes/diamonds/query', '{"filters":"carat >"}', auth, 400, 'filters: Unexpected token end of filter expected numeric at col 7'],
    ['a negative page', '/1/indexes/diamonds/query', '{"page":-1}', auth, 400, 'Invalid value for page'],
    ['too many hits per page', '/1/indexes/diamonds/query', '{"hitsPerPage":5000}', auth, 400, 'Invalid value for hitsPerPage'],
    ['requests that are not a list', '/1/indexes/*/queries', '{"requests":{}}', auth, 400, 'Missing or invalid requests'],
    ['an unknown path', '/1/indexes/products/batch', '{}', auth, 404, 'does not implement'],
  ])('answers %s with an Algolia error', async (_name, path, body, headers, status, message) => {
    const response = await post(path, body, headers);
    expect(response.status).toBe(status);
    const json = (await response.json()) as {message: string; status: number};
    expect(json.status).toBe(status);
    expect(json.message).toContain(message);
  });

  it('returns empty hits for a page beyond the results, as Algolia does', async () => {
    const response = await post('/1/indexes/diamonds/query', '{"page":500,"hitsPerPage":10}');
    expect(await response.json()).toMatchObject({hits: [], page: 500, nbPages: 30, nbHits: 300});
  });

  it('searches by GET with URL parameters and gets objects by id', async () => {
    const search = await fetch(`${base}/1/indexes/products?query=tennis`, {headers: auth});
    expect(await search.json()).toMatchObject({nbHits: 1, hits: [{name: 'Tennis Bracelet'}]});
    const missing = await fetch(`${base}/1/indexes/diamonds/LD9999999`, {headers: auth});
    expect(missing.status).toBe(404);
    const found = await fetch(`${base}/1/indexes/diamonds/LD0000001?attributesToRetrieve=carat`, {headers: auth});
    expect(Object.keys((await found.json()) as object).sort()).toEqual(['carat', 'objectID']);
  });
});

import {InMemoryCache} from '@shopify/hydrogen';
import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import type {LoaderFunctionArgs} from 'react-router';
import {diamondQueryKey, diamondResultsQuery} from '~/features/ring-builder/model/diamond-search-request';
import {emptyRingBuilder} from '~/features/ring-builder/model/ring-builder-snapshot';
import {firstDiamondResults} from './diamond-results.server';

const HOST = 'search.test:4020';
const hit = {
  objectID: 'd1', stockNumber: 'LAB-1', certNumber: 'IGI-1', variantId: 'gid://shopify/ProductVariant/1', handle: 'lab-1', type: 'lab', shape: 'Round',
  carat: 1.01, color: 'F', clarity: 'VS1', cut: 'Excellent', polish: 'Excellent', symmetry: 'Excellent', fluorescence: 'None', lab: 'IGI',
  measurements: {length: 6.4, width: 6.4, depth: 4}, depthPercent: 62, tablePercent: 57, lengthWidthRatio: 1, total_sales_price: 1200, imagePath: '/images/diamonds/round.svg',
};

const server = setupServer();
beforeAll(() => {
  server.listen({onUnhandledRequest: 'error'});
  vi.stubGlobal('caches', {open: () => Promise.resolve(new InMemoryCache())});
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function context(): LoaderFunctionArgs['context'] {
  const appEnv = {PUBLIC_ALGOLIA_APP_ID: 'app', PUBLIC_ALGOLIA_SEARCH_KEY: 'key', PUBLIC_ALGOLIA_HOST: HOST, storeOrigin: null};
  return {appEnv, waitUntil: () => undefined} as unknown as LoaderFunctionArgs['context'];
}

const query = diamondResultsQuery(emptyRingBuilder());

describe('firstDiamondResults', () => {
  it('answers the first page of the builder’s query, keyed for the browser', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`http://${HOST}/1/indexes/*/queries`, async ({request}) => {
        sent = await request.json();
        return HttpResponse.json({results: [{hits: [hit, {objectID: 'broken'}], nbHits: 1234, nbPages: 52, page: 0, hitsPerPage: 24, processingTimeMS: 1, query: '', params: ''}]});
      }),
    );
    const page = await firstDiamondResults(new Request('http://shop.test/ring-builder/diamonds'), context(), query);
    expect(page).toEqual({key: diamondQueryKey(query), hits: [hit], total: 1234, pages: 52});
    expect(sent).toMatchObject({requests: [{indexName: 'diamonds_price_asc', page: 0, hitsPerPage: 24}]});
  });

  it('gives no results, not an error, when the search service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(`http://${HOST}/1/indexes/*/queries`, () => HttpResponse.json({message: 'down'}, {status: 500})));
    await expect(firstDiamondResults(new Request('http://shop.test/ring-builder/diamonds?x=1'), context(), {...query, shapes: ['Pear']})).resolves.toBeNull();
  });

  it('does not keep the page waiting on a slow search service', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post(`http://${HOST}/1/indexes/*/queries`, async () => {
        await delay(3_000);
        return HttpResponse.json({results: []});
      }),
    );
    const started = Date.now();
    await expect(firstDiamondResults(new Request('http://shop.test/ring-builder/diamonds?x=2'), context(), {...query, shapes: ['Oval']})).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

import {beforeAll, describe, expect, it} from 'vitest';
import {createTestService} from './test-fixtures';

let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService(10);
});

type ProductHit = {objectID: string; name: string; price: number; createdAt: number; _highlightResult?: Record<string, unknown>};
type Response = {hits: ProductHit[]; nbHits: number; facets?: Record<string, Record<string, number>>; facets_stats?: Record<string, unknown>};
const search = (indexName: string, request: Record<string, unknown>) => service.api.query(indexName, request) as unknown as Response;
const names = (response: Response) => response.hits.map((hit) => hit.name);

describe('products text search', () => {
  it('tolerates one typo (solitare finds solitaire) and ranks best sellers first among equals', () => {
    expect(names(search('products', {query: 'solitare'}))).toEqual(
      expect.arrayContaining(['Classic Solitaire Engagement Ring', 'Petite Solitaire Ring', 'Pavé Solitaire Setting']),
    );
    expect(search('products', {query: 'solitare'}).nbHits).toBe(3);
    expect(search('products', {query: 'solitare', typoTolerance: false}).nbHits).toBe(0);
  });

  it('requires every word to match, across name, metal, category, type and tags', () => {
    expect(names(search('products', {query: 'solitaire platinum'}))).toEqual(['Classic Solitaire Engagement Ring']);
    expect(names(search('products', {query: 'wedding band'}))).toEqual(['Eternity Wedding Band']);
    expect(names(search('products', {query: 'halo'}))).toEqual(['Halo Diamond Engagement Ring']);
    expect(search('products', {query: 'solitaire bracelet'}).nbHits).toBe(0);
  });

  it('matches the last word as a prefix for search-as-you-type', () => {
    expect(names(search('products', {query: 'tennis brac'}))).toEqual(['Tennis Bracelet']);
  });

  it('lists every product by best sellers for an empty query', () => {
    const response = search('products', {query: ''});
    expect(response.nbHits).toBe(8);
    expect(response.hits[0]?.name).toBe('Diamond Stud Earrings');
  });
});

describe('products highlighting', () => {
  it('wraps matched words in the requested tags with match levels and matched words', () => {
    const [hit] = search('products', {
      query: 'solitare plat',
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).hits;
    expect(hit?._highlightResult?.name).toEqual({
      value: 'Classic __ais-highlight__Solitaire__/ais-highlight__ Engagement Ring',
      matchLevel: 'partial',
      matchedWords: ['solitare'],
      fullyHighlighted: false,
    });
    expect(hit?._highlightResult?.metal).toEqual([
      {value: '14k White Gold', matchLevel: 'none', matchedWords: []},
      {value: '__ais-highlight__Plat__/ais-highlight__inum', matchLevel: 'partial', matchedWords: ['plat'], fullyHighlighted: false},
    ]);
  });

  it('uses <em> by default, marks full matches and honours attributesToHighlight', () => {
    const [hit] = search('products', {query: 'tennis bracelet', attributesToHighlight: ['name']}).hits;
    expect(hit?._highlightResult).toEqual({
      name: {value: '<em>Tennis</em> <em>Bracelet</em>', matchLevel: 'full', matchedWords: ['tennis', 'bracelet'], fullyHighlighted: true},
    });
    expect(search('products', {query: 'tennis', attributesToHighlight: []}).hits[0]).not.toHaveProperty('_highlightResult');
  });

  it('retrieves only the requested attributes plus objectID', () => {
    expect(search('products', {query: 'tennis', attributesToRetrieve: ['name', 'price'], attributesToHighlight: []}).hits).toEqual([
      {objectID: 'product-7', name: 'Tennis Bracelet', price: 4200},
    ]);
    const [hit] = search('products', {query: 'tennis', attributesToRetrieve: ['*', '-imageUrl']}).hits;
    expect(hit).not.toHaveProperty('imageUrl');
    expect(hit).toHaveProperty('slug');
  });
});

describe('products filters, facets and replicas', () => {
  it('filters on array attributes and numbers, and counts facets over the matches', () => {
    const response = search('products', {
      filters: 'metal:platinum AND price < 2000',
      facets: ['metal', 'category', 'price'],
    });
    expect(names(response).sort()).toEqual(['Classic Solitaire Engagement Ring', 'Eternity Wedding Band']);
    expect(response.facets?.metal).toEqual({Platinum: 2, '14k White Gold': 1, '18k White Gold': 1});
    expect(response.facets_stats?.price).toEqual({min: 1450, max: 1900, avg: 1675, sum: 3350});
  });

  it('treats a facet value starting with an escaped minus literally', () => {
    expect(names(search('products', {facetFilters: ['tags:\\-sale']}))).toEqual(['Eternity Wedding Band']);
    expect(search('products', {facetFilters: ['tags:-sale']}).nbHits).toBe(8);
    expect(search('products', {facetFilters: ['tags:-\\-sale']}).nbHits).toBe(7);
  });

  it('sorts through the price and newest replicas', () => {
    const asc = search('products_price_asc', {}).hits.map((hit) => hit.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = search('products_price_desc', {query: 'ring'}).hits.map((hit) => hit.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(desc.length).toBeGreaterThan(2);
    const newest = search('products_newest', {}).hits.map((hit) => hit.createdAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('searches facet values by prefix among the matching records', () => {
    expect(service.api.facetValues('products', 'metal', {facetQuery: 'gol', filters: 'category:Jewelry'})).toMatchObject({
      facetHits: [
        {value: '14k White Gold', highlighted: '14k White <em>Gol</em>d', count: 1},
        {value: '14k Yellow Gold', highlighted: '14k Yellow <em>Gol</em>d', count: 1},
      ],
      exhaustiveFacetsCount: true,
    });
    expect(() => service.api.facetValues('products', 'price', {facetQuery: '1'})).toThrowError(/searchable\(price\)/);
  });
});

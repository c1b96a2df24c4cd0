// The columnar diamonds index checked against a plain evaluation of the same filters over the
// same records, for every filter form, plus ordering, facets, pagination and the disjunctive
// queries react-instantsearch sends.
import {beforeAll, describe, expect, it} from 'vitest';
import {SORT_OPTIONS} from '../../app/features/ring-builder/model/diamond-filters';
import {diamondIndexFor} from '../../app/features/ring-builder/model/diamond-search-request';
import {toDiamondRecord} from './diamond-record';
import {matchesFilters} from './record-filter';
import {readSearchParams} from './search-params';
import {createTestService, fixtureDiamonds} from './test-fixtures';

const COUNT = 600;
const records = [...fixtureDiamonds(COUNT)].map(toDiamondRecord);
let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService(COUNT);
});

type Hit = {objectID: string; total_sales_price: number};
const search = (indexName: string, request: Record<string, unknown>) =>
  service.api.query(indexName, request) as unknown as {hits: Hit[]; nbHits: number};

/** IDs the reference evaluation expects, in price order (ties by stock number). */
function expected(request: Record<string, unknown>): string[] {
  const {filters} = readSearchParams(request);
  return records
    .filter((r) => matchesFilters(r, filters))
    .sort((a, b) => a.total_sales_price - b.total_sales_price || (a.objectID < b.objectID ? -1 : 1))
    .map((r) => r.objectID);
}

describe('diamonds filters', () => {
  it.each([
    ['facetFilters AND', {facetFilters: ['shape:Round', 'type:lab']}],
    ['facetFilters OR group', {facetFilters: [['shape:Round', 'shape:Oval'], 'lab:GIA']}],
    ['facetFilters negation', {facetFilters: ['shape:-Round', 'color:-D']}],
    ['facetFilters negation inside OR', {facetFilters: [['shape:-Round', 'color:D']]}],
    ['facetFilters case-insensitive values', {facetFilters: ['shape:round', 'cut:very good']}],
    ['numericFilters comparisons', {numericFilters: ['carat>=1', 'carat<2.5', 'colorIndex<=4', 'clarityIndex!=3']}],
    ['numericFilters ranges', {numericFilters: ['carat:1 TO 1.5', 'total_sales_price:1000 TO 9000']}],
    ['numericFilters OR group', {numericFilters: [['carat<0.8', 'carat>4']]}],
    ['price strict bounds', {numericFilters: ['total_sales_price>1000', 'total_sales_price<5000']}],
    ['filters with NOT and parentheses', {filters: '(shape:Round OR shape:"Elongated Cushion") AND NOT type:moissanite AND carat > 0.9'}],
    ['filters mixing a facet and a number in one OR', {filters: '(color:D OR carat >= 4) AND clarityIndex:0 TO 6'}],
    ['filters on nested measurements and tags', {filters: 'measurements.depth > 3 AND NOT _tags:clearance'}],
    ['filters with a tag only', {filters: 'clearance'}],
    ['all forms together', {filters: 'colorIndex:0 TO 4', facetFilters: [['shape:Round', 'shape:Oval']], numericFilters: ['carat>=1']}],
    ['facet OR group within a price band (merged row lists)', {facetFilters: [['shape:Round', 'shape:Oval', 'shape:Pear'], 'lab:IGI'], numericFilters: ['total_sales_price:2000 TO 12000']}],
    ['colour and clarity slider ranges', {numericFilters: ['colorIndex:1 TO 4', 'clarityIndex>2', 'clarityIndex<=6']}],
    ['unknown facet', {facetFilters: ['origin:Canada']}],
    ['negated unknown facet', {facetFilters: ['origin:-Canada']}],
  ])('%s matches the reference', (_name, request) => {
    const response = search('diamonds', {...request, hitsPerPage: 1000, attributesToRetrieve: ['objectID']});
    const ids = expected(request);
    expect(response.nbHits).toBe(ids.length);
    expect(response.hits.map((h) => h.objectID)).toEqual(ids);
  });

  it('answers a text query by grade words and stock numbers', () => {
    const response = search('diamonds', {query: 'cushion lab', hitsPerPage: 1000});
    const hits = response.hits as unknown as {shape: string; type: string}[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.shape.includes('Cushion') && h.type === 'lab')).toBe(true);
    expect(search('diamonds', {query: 'ld0000042'}).hits.map((h) => h.objectID)).toEqual(['LD0000042']);
  });
});

describe('diamonds ordering and replicas', () => {
  it('sorts ascending on the primary and the asc replica, descending on the desc replica', () => {
    const request = {facetFilters: ['shape:Round'], hitsPerPage: 1000};
    const asc = search('diamonds_price_asc', request).hits.map((h) => h.total_sales_price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(search('diamonds', request).hits.map((h) => h.total_sales_price)).toEqual(asc);
    expect(search('diamonds_price_desc', request).hits.map((h) => h.total_sales_price)).toEqual([...asc].reverse());
  });

  it('pages through the desc replica without overlap', () => {
    const first = search('diamonds_price_desc', {hitsPerPage: 24, page: 0}).hits;
    const second = search('diamonds_price_desc', {hitsPerPage: 24, page: 1}).hits;
    expect((first.at(-1) as Hit).total_sales_price).toBeGreaterThanOrEqual((second[0] as Hit).total_sales_price);
    expect(new Set([...first, ...second].map((h) => h.objectID)).size).toBe(48);
  });
});

/**
 * What Algolia answers from a standard replica ranked [direction(attribute), ...defaults] with
 * customRanking asc(total_sales_price): by the attribute, records without it last whichever the
 * direction, then cheapest first, then in indexing order.
 */
function replicaOrder(request: Record<string, unknown>, attribute: 'carat' | 'colorIndex' | 'clarityIndex' | 'cutIndex' | 'pricePerCarat' | 'total_sales_price', direction: 'asc' | 'desc'): string[] {
  const {filters} = readSearchParams(request);
  const sign = direction === 'asc' ? 1 : -1;
  return records
    .filter((r) => matchesFilters(r, filters))
    .map((r, arrival) => ({r, arrival}))
    .sort((a, b) => {
      const x = a.r[attribute];
      const y = b.r[attribute];
      if (Number.isNaN(x) !== Number.isNaN(y)) return Number.isNaN(x) ? 1 : -1;
      return (Number.isNaN(x) ? 0 : sign * (x - y)) || a.r.total_sales_price - b.r.total_sales_price || a.arrival - b.arrival;
    })
    .map(({r}) => r.objectID);
}

describe('diamonds sort replicas', () => {
  const replicas = [
    ['diamonds_carat_asc', 'carat', 'asc'],
    ['diamonds_carat_desc', 'carat', 'desc'],
    ['diamonds_color_asc', 'colorIndex', 'asc'],
    ['diamonds_color_desc', 'colorIndex', 'desc'],
    ['diamonds_clarity_asc', 'clarityIndex', 'asc'],
    ['diamonds_clarity_desc', 'clarityIndex', 'desc'],
    ['diamonds_cut_asc', 'cutIndex', 'asc'],
    ['diamonds_cut_desc', 'cutIndex', 'desc'],
    ['diamonds_price_per_carat_asc', 'pricePerCarat', 'asc'],
    ['diamonds_price_per_carat_desc', 'pricePerCarat', 'desc'],
    ['diamonds_price_desc', 'total_sales_price', 'desc'],
  ] as const;

  it.each(replicas)('%s lists every match by %s %s, ties cheapest first then as indexed', (index, attribute, direction) => {
    for (const request of [{}, {facetFilters: [['shape:Round', 'shape:Oval']], numericFilters: ['total_sales_price:1000 TO 15000']}]) {
      const response = search(index, {...request, hitsPerPage: 1000, attributesToRetrieve: ['objectID']});
      expect(response.hits.map((h) => h.objectID)).toEqual(replicaOrder(request, attribute, direction));
    }
  });

  it.each(replicas)('%s pages through the same order', (index, attribute, direction) => {
    const request = {facetFilters: ['type:lab']};
    const all = replicaOrder(request, attribute, direction);
    const pages = [0, 1, 2, 3].flatMap((page) => search(index, {...request, hitsPerPage: 24, page}).hits.map((h) => h.objectID));
    expect(pages).toEqual(all.slice(0, 96));
    expect(search(index, {...request, hitsPerPage: 24, page: 40}).hits).toEqual([]);
  });

  it('registers the replica of every sort the storefront offers', () => {
    for (const option of SORT_OPTIONS) expect(service.api.query(diamondIndexFor([option.entry]), {hitsPerPage: 1})).toMatchObject({nbHits: COUNT});
  });

  it('sorts grades in grade order, not alphabetically', () => {
    const grades = (index: string, field: 'color' | 'clarity' | 'cut') =>
      [...new Set((search(index, {hitsPerPage: 1000}).hits as unknown as Record<string, string>[]).map((h) => h[field]))];
    expect(grades('diamonds_color_asc', 'color')).toEqual(['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
    expect(grades('diamonds_clarity_asc', 'clarity')).toEqual(['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2']);
    expect(grades('diamonds_clarity_desc', 'clarity')).toEqual(['SI2', 'SI1', 'VS2', 'VS1', 'VVS2', 'VVS1', 'IF', 'FL']);
    expect(grades('diamonds_cut_asc', 'cut')).toEqual(['Ideal', 'Excellent', 'Very Good', 'Good']);
  });

  it('returns the rank attributes with each record', () => {
    const [hit] = search('diamonds_price_per_carat_asc', {hitsPerPage: 1}).hits as unknown as {total_sales_price: number; carat: number; cutIndex: number; pricePerCarat: number; cut: string}[];
    expect(hit?.pricePerCarat).toBe(Math.round((hit?.total_sales_price ?? 0) / (hit?.carat ?? 1)));
    expect(hit?.cutIndex).toBe(['Ideal', 'Excellent', 'Very Good', 'Good'].indexOf(hit?.cut ?? ''));
  });
});

describe('diamonds facets', () => {
  it('counts facets over the matching stones and reports numeric stats', () => {
    const request = {numericFilters: ['carat>=1'], facets: ['shape', 'color', 'carat', 'total_sales_price'], hitsPerPage: 0};
    const response = search('diamonds', request) as unknown as {
      facets: Record<string, Record<string, number>>;
      facets_stats: Record<string, {min: number; max: number; avg: number; sum: number}>;
      nbHits: number;
    };
    const matching = records.filter((r) => r.carat >= 1);
    const shapes: Record<string, number> = {};
    for (const r of matching) shapes[r.shape] = (shapes[r.shape] ?? 0) + 1;
    expect(response.facets.shape).toEqual(shapes);
    expect(Object.values(response.facets.color ?? {}).reduce((a, b) => a + b, 0)).toBe(response.nbHits);
    const prices = matching.map((r) => r.total_sales_price);
    expect(response.facets_stats.total_sales_price).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      avg: prices.reduce((a, b) => a + b, 0) / prices.length,
      sum: prices.reduce((a, b) => a + b, 0),
    });
    expect(response.facets_stats.carat?.min).toBeGreaterThanOrEqual(1);
  });

  it('expands facets * to every string facet, ordered by count and truncated by maxValuesPerFacet', () => {
    const response = search('diamonds', {facets: '*', maxValuesPerFacet: 3, hitsPerPage: 0}) as unknown as {
      facets: Record<string, Record<string, number>>;
    };
    const shapeCounts: number[] = Object.values(response.facets.shape ?? {});
    expect(Object.keys(response.facets).sort()).toEqual(
      ['clarity', 'color', 'cut', 'fluorescence', 'lab', 'polish', 'shape', 'symmetry', 'type'],
    );
    expect(shapeCounts).toHaveLength(3);
    expect(shapeCounts).toEqual([...shapeCounts].sort((a, b) => b - a));
  });

  it('gives disjunctive counts through the multi-query react-instantsearch sends', () => {
    // A refinementList on shape (Round and Oval chosen) and one on color (D chosen), as the helper
    // builds them: the hits query carries every refinement; each refined facet gets a query
    // without its own refinements, hitsPerPage 0, asking only for that facet.
    const common = {query: '', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__', maxValuesPerFacet: '10'};
    const {results} = service.api.multipleQueries({
      requests: [
        {indexName: 'diamonds', params: new URLSearchParams({...common, facets: JSON.stringify(['color', 'shape']), facetFilters: JSON.stringify([['shape:Round', 'shape:Oval'], ['color:D']]), hitsPerPage: '24', page: '0', tagFilters: ''}).toString()},
        {indexName: 'diamonds', params: new URLSearchParams({...common, analytics: 'false', clickAnalytics: 'false', facets: 'shape', facetFilters: JSON.stringify([['color:D']]), hitsPerPage: '0', page: '0'}).toString()},
        {indexName: 'diamonds', params: new URLSearchParams({...common, analytics: 'false', clickAnalytics: 'false', facets: 'color', facetFilters: JSON.stringify([['shape:Round', 'shape:Oval']]), hitsPerPage: '0', page: '0'}).toString()},
      ],
    }) as unknown as {results: {nbHits: number; hits: unknown[]; facets: Record<string, Record<string, number>>}[]};
    const [main, shapeQuery, colorQuery] = results as [typeof results[0], typeof results[0], typeof results[0]];
    const count = (predicate: (r: (typeof records)[number]) => boolean) => records.filter(predicate).length;
    const roundOrOval = (r: (typeof records)[number]) => r.shape === 'Round' || r.shape === 'Oval';
    expect(main.nbHits).toBe(count((r) => roundOrOval(r) && r.color === 'D'));
    expect(main.hits).toHaveLength(Math.min(24, main.nbHits));
    expect(shapeQuery.hits).toHaveLength(0);
    expect(shapeQuery.facets.shape?.Cushion).toBe(count((r) => r.color === 'D' && r.shape === 'Cushion'));
    expect(shapeQuery.facets.shape?.Round).toBe(count((r) => r.color === 'D' && r.shape === 'Round'));
    expect(colorQuery.facets.color?.E).toBe(count((r) => roundOrOval(r) && r.color === 'E'));
    expect(Object.keys(colorQuery.facets)).toEqual(['color']);
  });
});

describe('diamonds pagination', () => {
  it('caps reachable hits at paginationLimitedTo 1000', async () => {
    const big = await createTestService(2500);
    const last = big.api.query('diamonds', {hitsPerPage: 100, page: 9}) as {hits: unknown[]; nbPages: number; nbHits: number};
    expect(last.nbHits).toBe(2500);
    expect(last.nbPages).toBe(10);
    expect(last.hits).toHaveLength(100);
    expect((big.api.query('diamonds', {hitsPerPage: 100, page: 10}) as {hits: unknown[]}).hits).toHaveLength(0);
    expect((big.api.query('diamonds', {hitsPerPage: 1000, page: 0}) as {hits: unknown[]}).hits).toHaveLength(1000);
    expect((big.api.query('diamonds', {hitsPerPage: 24, page: 41}) as {hits: unknown[]}).hits).toHaveLength(16);
  });

  it('gets one stone by objectID', () => {
    expect(service.api.getObject('diamonds', 'LD0000007', ['carat', 'colorIndex'])).toEqual({
      objectID: 'LD0000007',
      carat: records[7]?.carat,
      colorIndex: records[7]?.colorIndex,
    });
    expect(() => service.api.getObject('diamonds', 'LD9999999', null)).toThrowError('ObjectID does not exist');
  });
});

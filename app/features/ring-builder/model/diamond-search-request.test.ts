import {describe, expect, it} from 'vitest';
import {defaultDiamondFilters} from './diamond-filters';
import {readDiamondHits} from './diamond-hit';
import {diamondIndexFor, diamondSearchRequest, priceNumericFilter, type DiamondQuery} from './diamond-search-request';

const base: DiamondQuery = {
  filters: defaultDiamondFilters({stoneSizeBegin: 1, stoneSizeEnd: 2}),
  shapes: [],
  stoneType: 'lab',
  sort: [{id: 'total_sales_price', desc: false}],
  page: 0,
  hitsPerPage: 24,
};

describe('diamondSearchRequest', () => {
  it('filters by carat, price and every grade at the defaults', () => {
    expect(diamondSearchRequest(base).params.numericFilters).toEqual([
      'carat:1 TO 2',
      'total_sales_price >= 0',
      'colorIndex:0 TO 7',
      'clarityIndex:0 TO 7',
    ]);
  });

  it('reads the price slider\'s top stop as "$50,000 and up": no upper bound, the minimum kept', () => {
    expect(priceNumericFilter([0, 50_000])).toBe('total_sales_price >= 0');
    expect(priceNumericFilter([12_000, 50_000])).toBe('total_sales_price >= 12000');
    expect(priceNumericFilter([500, 49_999])).toBe('total_sales_price:500 TO 49999');
  });

  it('matches nothing for a carat minimum above the maximum', () => {
    expect(diamondSearchRequest({...base, filters: {...base.filters, carat: [2, 1]}}).params.numericFilters[0]).toBe('colorIndex < 0');
  });

  it('narrows colour and clarity to the grade indexes of the chosen bands', () => {
    const request = diamondSearchRequest({
      ...base,
      filters: {...base.filters, color: [1, 2], clarity: [1, 3]},
    });
    expect(request.params.numericFilters).toContain('colorIndex:2 TO 3');
    expect(request.params.numericFilters).toContain('clarityIndex:2 TO 3');
  });

  it('leaves moissanite, sold in colour bands and not on the diamond scales, out of the grade sliders and the grading lab filter', () => {
    const request = diamondSearchRequest({...base, stoneType: 'moissanite', filters: {...base.filters, color: [1, 2], clarity: [2, 2]}, advanced: {lab: ['GIA']}});
    expect(request.params.numericFilters).toEqual(['carat:1 TO 2', 'total_sales_price >= 0']);
    expect(request.params.facetFilters).toEqual([['type:moissanite']]);
  });

  it('matches nothing when a grade slider selects no band', () => {
    const request = diamondSearchRequest({...base, filters: {...base.filters, color: [2, 2]}});
    expect(request.params.numericFilters).toContain('colorIndex < 0');
  });

  it('requires the stone type and any of the chosen shapes', () => {
    expect(diamondSearchRequest(base).params.facetFilters).toEqual([['type:lab']]);
    expect(diamondSearchRequest({...base, shapes: ['Round', 'Oval']}).params.facetFilters).toEqual([
      ['type:lab'],
      ['shape:Round', 'shape:Oval'],
    ]);
  });
});

describe('advanced filters', () => {
  it('require any chosen value of each advanced facet, and skip facets without values', () => {
    const request = diamondSearchRequest({...base, advanced: {cut: ['Ideal', 'Excellent'], lab: ['GIA'], polish: []}});
    expect(request.params.facetFilters).toEqual([['type:lab'], ['cut:Ideal', 'cut:Excellent'], ['lab:GIA']]);
  });
});

describe('diamondIndexFor', () => {
  it('sorts through the price replicas and uses the primary index without a sort', () => {
    expect(diamondIndexFor([{id: 'total_sales_price', desc: false}])).toBe('diamonds_price_asc');
    expect(diamondIndexFor([{id: 'total_sales_price', desc: true}])).toBe('diamonds_price_desc');
    expect(diamondIndexFor([])).toBe('diamonds');
  });

  it('sorts by carat, the grades and price per carat through their own replicas', () => {
    expect(diamondIndexFor([{id: 'carat', desc: true}])).toBe('diamonds_carat_desc');
    expect(diamondIndexFor([{id: 'colorIndex', desc: false}])).toBe('diamonds_color_asc');
    expect(diamondIndexFor([{id: 'clarityIndex', desc: true}])).toBe('diamonds_clarity_desc');
    expect(diamondIndexFor([{id: 'cutIndex', desc: false}])).toBe('diamonds_cut_asc');
    expect(diamondIndexFor([{id: 'pricePerCarat', desc: true}])).toBe('diamonds_price_per_carat_desc');
  });
});

describe('what a page of stones retrieves', () => {
  const stored = {
    objectID: 'LD1', stockNumber: 'LD1', certNumber: 'C1', productId: 'gid://shopify/Product/1', variantId: 'gid://shopify/ProductVariant/1',
    handle: 'diamond-ld1', type: 'lab', shape: 'Round', carat: 1.01, color: 'F', clarity: 'VS1', cut: 'Ideal', polish: 'Excellent',
    symmetry: 'Excellent', fluorescence: 'None', lab: 'IGI', measurements: {length: 6.4, width: 6.4, depth: 3.9}, depthPercent: 61.5,
    tablePercent: 57, lengthWidthRatio: 1, total_sales_price: 1200, imagePath: '/images/diamonds/round.svg', colorIndex: 2, clarityIndex: 3,
    cutIndex: 0, pricePerCarat: 1188,
  };
  const retrieved = (attributes: string[]) => Object.fromEntries(Object.entries(stored).filter(([key]) => attributes.includes(key)));

  it('asks for no highlighting and only the attributes a stone is read with, which still make a whole stone', () => {
    const {params} = diamondSearchRequest(base);
    expect(params.attributesToHighlight).toEqual([]);
    expect(params.attributesToRetrieve).not.toContain('colorIndex');
    expect(params.attributesToRetrieve).not.toContain('pricePerCarat');
    expect(readDiamondHits([retrieved(params.attributesToRetrieve)])).toEqual(readDiamondHits([stored]));
    expect(readDiamondHits([retrieved(params.attributesToRetrieve)])).toHaveLength(1);
  });
});

describe('proportion filters', () => {
  it('add a numeric range per narrowed proportion and nothing for the others', () => {
    const request = diamondSearchRequest({...base, proportions: {lengthWidthRatio: [1.3, 1.5], depthPercent: [58, 62.5]}});
    expect(request.params.numericFilters).toEqual(expect.arrayContaining(['lengthWidthRatio:1.3 TO 1.5', 'depthPercent:58 TO 62.5']));
    expect(request.params.numericFilters.some((filter) => filter.startsWith('tablePercent'))).toBe(false);
  });
});

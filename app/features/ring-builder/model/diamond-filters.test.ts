import {describe, expect, it} from 'vitest';
import {
  activeFilterCount,
  defaultDiamondFilters,
  isCaratOutsideRange,
  settingCaratRange,
  sortForSelection,
  sortAfterHeaderPress,
  sortOptionOf,
  SORT_OPTIONS,
} from './diamond-filters';

describe('defaultDiamondFilters', () => {
  it('uses colour 0-4, clarity 0-6, price 0-50000 and carat 0-5 without a setting', () => {
    expect(defaultDiamondFilters()).toEqual({carat: [0, 5], color: [0, 4], clarity: [0, 6], price: [0, 50_000]});
  });

  it('takes the carat range from the setting', () => {
    expect(defaultDiamondFilters({stoneSizeBegin: 0.75, stoneSizeEnd: 2.5}).carat).toEqual([0.75, 2.5]);
  });

  it('falls back to 0 and 5 for each missing bound on its own', () => {
    expect(settingCaratRange({stoneSizeBegin: 1})).toEqual([1, 5]);
    expect(settingCaratRange({stoneSizeEnd: 3})).toEqual([0, 3]);
    expect(settingCaratRange({stoneSizeBegin: null, stoneSizeEnd: null})).toEqual([0, 5]);
  });
});

describe('activeFilterCount', () => {
  const defaults = defaultDiamondFilters({stoneSizeBegin: 1, stoneSizeEnd: 2});

  it('is 0 at the defaults', () => {
    expect(activeFilterCount(defaults, defaults)).toBe(0);
  });

  it('counts each of the four filters that differs, once', () => {
    expect(activeFilterCount({...defaults, color: [1, 4]}, defaults)).toBe(1);
    expect(activeFilterCount({...defaults, color: [1, 3], price: [0, 10_000]}, defaults)).toBe(2);
    expect(
      activeFilterCount({carat: [1.5, 2], color: [0, 3], clarity: [2, 6], price: [500, 50_000]}, defaults),
    ).toBe(4);
  });
});

describe('sortForSelection', () => {
  it('maps Low to High and High to Low to total_sales_price', () => {
    expect(sortForSelection('Low to High')).toEqual([{id: 'total_sales_price', desc: false}]);
    expect(sortForSelection('High to Low')).toEqual([{id: 'total_sales_price', desc: true}]);
  });

  it('clears the sort for anything else', () => {
    expect(sortForSelection('Featured')).toEqual([]);
    expect(sortForSelection('')).toEqual([]);
    expect(sortForSelection('Shape: Low to High')).toEqual([]);
  });

  it('maps every other option to its attribute and direction, grades best first', () => {
    expect(sortForSelection('Carat: High to Low')).toEqual([{id: 'carat', desc: true}]);
    expect(sortForSelection('Color: Best First')).toEqual([{id: 'colorIndex', desc: false}]);
    expect(sortForSelection('Clarity: Best Last')).toEqual([{id: 'clarityIndex', desc: true}]);
    expect(sortForSelection('Cut: Best First')).toEqual([{id: 'cutIndex', desc: false}]);
    expect(sortForSelection('Price per carat: Low to High')).toEqual([{id: 'pricePerCarat', desc: false}]);
  });
});

describe('sort options', () => {
  it('offers price, carat, color, clarity, cut and price per carat, each both ways, under one value each', () => {
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Price: Low to High', 'Price: High to Low', 'Carat: Low to High', 'Carat: High to Low',
      'Color: Best First', 'Color: Best Last', 'Clarity: Best First', 'Clarity: Best Last',
      'Cut: Best First', 'Cut: Best Last', 'Price per carat: Low to High', 'Price per carat: High to Low',
    ]);
    expect(new Set(SORT_OPTIONS.map((option) => option.value)).size).toBe(12);
    for (const option of SORT_OPTIONS) expect(sortForSelection(option.value)).toEqual([option.entry]);
  });

  it('shows a missing sort as price Low to High', () => {
    expect(sortOptionOf([]).value).toBe('Low to High');
    expect(sortOptionOf([{id: 'cutIndex', desc: true}]).label).toBe('Cut: Best Last');
  });

  it('a column header sorts its column ascending, then the other way', () => {
    expect(sortAfterHeaderPress([{id: 'total_sales_price', desc: false}], 'carat').entry).toEqual({id: 'carat', desc: false});
    expect(sortAfterHeaderPress([{id: 'carat', desc: false}], 'carat').entry).toEqual({id: 'carat', desc: true});
    expect(sortAfterHeaderPress([{id: 'carat', desc: true}], 'carat').entry).toEqual({id: 'carat', desc: false});
    expect(sortAfterHeaderPress([], 'colorIndex').label).toBe('Color: Best First');
  });
});

describe('isCaratOutsideRange', () => {
  it('is false inside the range, including its ends', () => {
    expect(isCaratOutsideRange(1, [1, 2])).toBe(false);
    expect(isCaratOutsideRange(2, [1, 2])).toBe(false);
  });

  it('is true outside the range or for a non-number', () => {
    expect(isCaratOutsideRange(0.75, [1, 2])).toBe(true);
    expect(isCaratOutsideRange(2.25, [1, 2])).toBe(true);
    expect(isCaratOutsideRange(Number.NaN, [1, 2])).toBe(true);
  });
});

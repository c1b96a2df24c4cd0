import {describe, expect, it} from 'vitest';
import {defaultDiamondFilters} from './diamond-filters';
import {DEFAULT_SORT, emptyRingBuilder, type BuilderSetting, type BuilderStone} from './ring-builder-snapshot';
import type {DiamondHit} from './diamond-hit';
import {restoreRingBuilder} from './ring-builder-state';
import {
  withAdvancedToggled,
  withComparedToggled,
  withFilter,
  withFiltersCleared,
  withProportion,
  withReset,
  withSetting,
  withSettingOptions,
  withSettingVariant,
  withSortSelection,
  withStone,
  withView,
} from './ring-builder-transitions';

const setting: BuilderSetting = {
  id: 'gid://shopify/Product/1',
  title: 'Solitaire',
  slug: 'solitaire',
  variantId: 'gid://shopify/ProductVariant/11',
  price: 1200,
  imageUrl: null,
  metal: '14K White Gold',
  shape: 'Oval',
  stoneSizeBegin: 0.75,
  stoneSizeEnd: 2,
  options: {},
  shapeVariants: {
    Oval: {variantId: 'gid://shopify/ProductVariant/11', price: 1200, imageUrl: null},
    Pear: {variantId: 'gid://shopify/ProductVariant/12', price: 1300, imageUrl: null},
  },
};

const stone: BuilderStone = {
  objectID: 'd1',
  type: 'natural',
  stockNumber: 'S1',
  certNumber: 'C1',
  lab: 'GIA',
  variantId: 'gid://shopify/ProductVariant/99',
  shape: 'Oval',
  carat: 1.1,
  color: 'F',
  clarity: 'VS1',
  price: 5400,
  imagePath: '/images/diamonds/oval.svg',
};

const hit: DiamondHit = {
  objectID: 'd1', stockNumber: 'S1', certNumber: 'C1', variantId: 'gid://shopify/ProductVariant/99', handle: 'd1', type: 'natural', shape: 'Oval', carat: 1.1, color: 'F', clarity: 'VS1', cut: 'Ideal',
  polish: 'Excellent', symmetry: 'Excellent', fluorescence: 'None', lab: 'GIA', measurements: {length: 8, width: 6, depth: 4}, depthPercent: 62, tablePercent: 57, lengthWidthRatio: 1.33, total_sales_price: 5400, imagePath: '/images/diamonds/oval.svg',
};

const good = {setting, stone, stoneType: 'natural', shapes: ['Oval'], filters: defaultDiamondFilters(setting), sort: DEFAULT_SORT, advanced: {cut: ['Ideal']}, proportions: {tablePercent: [55, 60]}, view: 'table', compared: [hit]};

describe('restoreRingBuilder', () => {
  it('keeps valid stored data as it is', () => {
    expect(restoreRingBuilder(good)).toEqual(good);
  });

  it('falls back to the empty builder for data that is not an object', () => {
    for (const bad of [null, 'x', 42, [], true]) expect(restoreRingBuilder(bad)).toEqual(emptyRingBuilder());
  });

  it('keeps a stone remembered before its lab was stored, with no lab', () => {
    const {lab: _lab, ...olderStone} = stone;
    expect(restoreRingBuilder({...good, stone: olderStone}).stone).toEqual({...stone, lab: ''});
  });

  it('keeps a setting remembered before its metal and variant images were stored, without them', () => {
    const {metal: _metal, ...olderSetting} = setting;
    const olderShapes = {Oval: {variantId: 'gid://shopify/ProductVariant/11', price: 1200}};
    const restored = restoreRingBuilder({...good, setting: {...olderSetting, shapeVariants: olderShapes}}).setting;
    expect(restored).toEqual({...setting, metal: null, shapeVariants: {Oval: {...olderShapes.Oval, imageUrl: null}}});
  });

  it('falls back to a null setting or stone when only that field is broken', () => {
    const restored = restoreRingBuilder({...good, setting: {title: 3}, stone: {carat: -1}});
    expect(restored.setting).toBeNull();
    expect(restored.stone).toBeNull();
    expect(restored.stoneType).toBe('natural');
  });

  it('falls back to the lab stone type for an unknown or missing type', () => {
    expect(restoreRingBuilder({...good, stoneType: 'glass'}).stoneType).toBe('lab');
    expect(restoreRingBuilder({...good, stoneType: undefined}).stoneType).toBe('lab');
  });

  it('falls back to the default filters of the stored setting for broken filters', () => {
    for (const filters of [{carat: [2, 1]}, 'x', {...good.filters, price: [0]}, undefined]) {
      expect(restoreRingBuilder({...good, filters}).filters).toEqual(defaultDiamondFilters(setting));
    }
    expect(restoreRingBuilder({...good, setting: null, filters: 7}).filters.carat).toEqual([0, 5]);
  });

  it('holds stored filters to the setting\'s stone range and the sliders\' bounds, keeping an inverted carat to report', () => {
    const restored = restoreRingBuilder({...good, filters: {carat: [0, 99], color: [0, 9], clarity: [0, 6], price: [0, 1e9]}, proportions: {depthPercent: [0, 99]}});
    expect(restored.filters).toEqual({carat: [0.75, 2], color: [0, 4], clarity: [0, 6], price: [0, 50_000]});
    expect(restored.proportions).toEqual({depthPercent: [35, 80]});
    expect(restoreRingBuilder({...good, filters: {...good.filters, carat: [1.5, 1]}}).filters.carat).toEqual([1.5, 1]);
  });

  it('reads a build stored without a sort (the removed "Best match") back sorted by price', () => {
    expect(restoreRingBuilder({...good, sort: []}).sort).toEqual(DEFAULT_SORT);
    expect(restoreRingBuilder({...good, sort: [{id: 'total_sales_price', desc: true}]}).sort).toEqual([{id: 'total_sales_price', desc: true}]);
  });

  it('reads back every sort Sort By offers, and no other (issue 19)', () => {
    for (const entry of [{id: 'carat', desc: true}, {id: 'colorIndex', desc: false}, {id: 'clarityIndex', desc: true}, {id: 'cutIndex', desc: false}, {id: 'pricePerCarat', desc: true}]) {
      expect(restoreRingBuilder({...good, sort: [entry]}).sort).toEqual([entry]);
    }
    for (const sort of [[{id: 'polish', desc: false}], [{id: 'carat', desc: 'yes'}], [{id: 'carat', desc: true}, {id: 'cutIndex', desc: false}], 'carat-desc', [{id: '__proto__', desc: true}]]) {
      expect(restoreRingBuilder({...good, sort}).sort).toEqual(DEFAULT_SORT);
    }
    expect(restoreRingBuilder({...good, sort: [{id: 'carat', desc: true}]}).setting).toEqual(good.setting);
  });

  it('falls back to the default sort, no shapes and no advanced filters for broken values', () => {
    const restored = restoreRingBuilder({...good, sort: [{id: 'shape', desc: true}], shapes: 'Oval', advanced: {colour: ['D']}});
    expect(restored.sort).toEqual(DEFAULT_SORT);
    expect(restored.shapes).toEqual([]);
    expect(restored.advanced).toEqual({});
  });

  it('falls back to no proportion filters and the grid for broken values, and keeps a build stored before them', () => {
    const broken = restoreRingBuilder({...good, proportions: {tablePercent: [70, 50]}, view: 'list'});
    expect(broken.proportions).toEqual({});
    expect(broken.view).toBe('grid');
    const {proportions: _p, view: _v, ...older} = good;
    const {options: _o, ...olderSetting} = setting;
    const restored = restoreRingBuilder({...older, setting: olderSetting});
    expect(restored.setting).toEqual({...setting, options: {}});
    expect(restored.proportions).toEqual({});
    expect(restored.view).toBe('grid');
  });

  it('keeps the stones chosen to compare, and falls back to none when they are unreadable', () => {
    expect(restoreRingBuilder(good).compared).toEqual([hit]);
    for (const compared of [[{objectID: 7}], 'x', [hit, hit, hit, hit, hit], undefined]) expect(restoreRingBuilder({...good, compared}).compared).toEqual([]);
  });

  it('falls back to no setting options when they are broken, keeping the setting', () => {
    const restored = restoreRingBuilder({...good, setting: {...setting, options: {'ring-size': 6}}});
    expect(restored.setting).toEqual({...setting, options: {}});
  });
});

describe('ring builder transitions', () => {
  it('choosing a setting resets the filters to its stone size range', () => {
    const narrowed = withFilter(emptyRingBuilder(), 'color', [1, 2]);
    const next = withSetting(narrowed, setting);
    expect(next.filters).toEqual({carat: [0.75, 2], color: [0, 4], clarity: [0, 6], price: [0, 50000]});
  });

  it('a setting without a stone size range gives the 0-5 carat default', () => {
    const next = withSetting(emptyRingBuilder(), {...setting, stoneSizeBegin: null, stoneSizeEnd: null});
    expect(next.filters.carat).toEqual([0, 5]);
  });

  it('Clear all restores the chosen setting\'s defaults', () => {
    let state = withSetting(emptyRingBuilder(), setting);
    state = withFilter(withFilter(state, 'price', [100, 900]), 'carat', [1, 1.5]);
    state = withAdvancedToggled(state, 'cut', 'Ideal');
    expect(state.advanced).toEqual({cut: ['Ideal']});
    expect(withFiltersCleared(state).filters).toEqual(defaultDiamondFilters(setting));
    expect(withFiltersCleared(state).advanced).toEqual({});
    expect(withAdvancedToggled(state, 'cut', 'Ideal').advanced).toEqual({cut: []});
  });

  it('Clear all also drops the proportion filters', () => {
    const state = withProportion(withSetting(emptyRingBuilder(), setting), 'lengthWidthRatio', [1.3, 1.5]);
    expect(state.proportions).toEqual({lengthWidthRatio: [1.3, 1.5]});
    expect(withFiltersCleared(state).proportions).toEqual({});
  });

  it('a proportion range is kept in order, and null stops filtering on it', () => {
    const state = withProportion(emptyRingBuilder(), 'depthPercent', [64, 58]);
    expect(state.proportions).toEqual({depthPercent: [58, 64]});
    expect(withProportion(state, 'depthPercent', null).proportions).toEqual({});
  });

  it('setting options change the options only, never the filters', () => {
    const state = withFilter(withSetting(emptyRingBuilder(), setting), 'color', [1, 2]);
    const next = withSettingOptions(state, {'ring-size': 'ring-size-6'});
    expect(next.setting?.options).toEqual({'ring-size': 'ring-size-6'});
    expect(next.filters).toEqual(state.filters);
    expect(withSettingOptions(emptyRingBuilder(), {'ring-size': 'ring-size-6'}).setting).toBeNull();
  });

  it("another metal of the chosen setting changes its variant, price and image and keeps the shopper's options, stone and filters", () => {
    const state = withStone(withSettingOptions(withFilter(withSetting(emptyRingBuilder(), setting), 'color', [1, 2]), {'ring-size': 'ring-size-6'}), stone);
    const platinum = {...setting, variantId: 'gid://shopify/ProductVariant/21', price: 1740, metal: 'Platinum', imageUrl: 'https://cdn.example/platinum.svg'};
    const next = withSettingVariant(state, platinum);
    expect(next.setting).toEqual({...platinum, options: {'ring-size': 'ring-size-6'}});
    expect(next.stone).toBe(state.stone);
    expect(next.filters).toEqual(state.filters);
    expect(withSettingVariant(state, {...platinum, id: 'gid://shopify/Product/2'})).toBe(state);
    expect(withSettingVariant(emptyRingBuilder(), platinum).setting).toBeNull();
  });

  it('the results view is remembered', () => {
    expect(withView(emptyRingBuilder(), 'table').view).toBe('table');
  });

  it('a range given upside down is stored in order', () => {
    expect(withFilter(emptyRingBuilder(), 'clarity', [5, 2]).filters.clarity).toEqual([2, 5]);
  });

  it('choosing a stone takes its stone type', () => {
    expect(withStone(emptyRingBuilder(), stone).stoneType).toBe('natural');
  });

  it('sort selections map to the price sort or none', () => {
    expect(withSortSelection(emptyRingBuilder(), 'High to Low').sort).toEqual([{id: 'total_sales_price', desc: true}]);
    expect(withSortSelection(emptyRingBuilder(), 'Featured').sort).toEqual([]);
  });

  it('choosing a setting narrows the shapes to its centre stone shape, in the filter icons\' spelling', () => {
    expect(withSetting({...emptyRingBuilder(), shapes: ['Round', 'Pear']}, {...setting, shape: 'oval'}).shapes).toEqual(['Oval']);
    // A setting without a shape option leaves the shopper's shapes alone.
    expect(withSetting({...emptyRingBuilder(), shapes: ['Pear']}, {...setting, shape: null}).shapes).toEqual(['Pear']);
  });

  it('a stone of another shape the setting is made for switches the setting to that variant, keeping its options', () => {
    const built = withSettingOptions(withSetting(emptyRingBuilder(), setting), {'ring-size': '7'});
    const next = withStone(built, {...stone, shape: 'Pear'});
    expect(next.setting).toMatchObject({variantId: 'gid://shopify/ProductVariant/12', price: 1300, shape: 'Pear', options: {'ring-size': '7'}});
    expect(next.stone?.shape).toBe('Pear');
  });

  it('a stone of a shape the setting is not made for leaves the setting as it is', () => {
    const next = withStone(withSetting(emptyRingBuilder(), setting), {...stone, shape: 'Round'});
    expect(next.setting).toEqual(setting);
  });

  it('toggles a stone to compare in and out, at most four', () => {
    let state = withComparedToggled(emptyRingBuilder(), hit);
    expect(state.compared).toEqual([hit]);
    state = withComparedToggled(state, hit);
    expect(state.compared).toEqual([]);
  });

  it('reset clears setting and stone and returns the carat filter to 0-5', () => {
    const built = withStone(withSetting(emptyRingBuilder(), setting), stone);
    const reset = withReset(built);
    expect(reset.setting).toBeNull();
    expect(reset.stone).toBeNull();
    expect(reset.filters.carat).toEqual([0, 5]);
  });

  it('reset clears the shape and keeps the shopper\'s other filters, stone type and sort', () => {
    let built = withStone(withSetting(emptyRingBuilder(), setting), stone);
    built = withFilter(withFilter(withFilter(built, 'color', [1, 3]), 'clarity', [2, 5]), 'price', [1000, 9000]);
    built = withAdvancedToggled(withSortSelection({...built, shapes: ['Oval']}, 'High to Low'), 'cut', 'Ideal');
    const reset = withReset(built);
    expect(reset.filters).toEqual({carat: [0, 5], color: [1, 3], clarity: [2, 5], price: [1000, 9000]});
    expect(reset).toMatchObject({stoneType: 'natural', shapes: [], sort: [{id: 'total_sales_price', desc: true}], advanced: {cut: ['Ideal']}});
  });
});

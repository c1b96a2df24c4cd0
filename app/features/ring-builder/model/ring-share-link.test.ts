import {describe, expect, it} from 'vitest';
import {readSharedRing, ringShareSearch, withSharedRing} from './ring-share-link';
import {emptyRingBuilder, type RingBuilderSnapshot} from './ring-builder-snapshot';
import {builtRing} from './ring-builder.fixture';

const built: RingBuilderSnapshot = {
  ...builtRing,
  shapes: ['Oval', 'Elongated Oval'],
  filters: {carat: [0.75, 2.5], color: [1, 3], clarity: [0, 6], price: [1200, 31000]},
  sort: [{id: 'total_sales_price', desc: true}],
};

describe('ring share link', () => {
  it('round-trips every choice', () => {
    const shared = readSharedRing(new URLSearchParams(ringShareSearch(built)));
    expect(shared).toEqual({
      settingHandle: 'classic-halo',
      variant: '31',
      stockNumber: 'NAT-000004',
      stoneType: 'natural',
      shapes: ['Oval', 'Elongated Oval'],
      filters: built.filters,
      advanced: {},
      proportions: {},
      settingOptions: {},
      sortSelection: 'High to Low',
    });
  });

  it('round-trips the setting options and every advanced filter', () => {
    const state: RingBuilderSnapshot = {
      ...built,
      setting: {...built.setting!, options: {'ring-size': 'ring-size-6-5', engraving: 'Always & forever'}},
      advanced: {cut: ['Ideal', 'Excellent'], polish: ['Excellent'], symmetry: ['Very Good'], fluorescence: ['None', 'Faint'], lab: ['GIA']},
      proportions: {lengthWidthRatio: [1.35, 1.5], tablePercent: [55, 62], depthPercent: [58.5, 63.2]},
    };
    const search = ringShareSearch(state);
    expect(search).toContain('opt.ring-size=ring-size-6-5');
    expect(search).toContain('ratio=1.35-1.5');
    const shared = readSharedRing(new URLSearchParams(search));
    expect(shared.settingOptions).toEqual(state.setting!.options);
    expect(shared.advanced).toEqual(state.advanced);
    expect(shared.proportions).toEqual(state.proportions);
    // Applied to someone else's builder, the link gives the sender's choices.
    const linked = {...state.setting!, options: {}};
    const recipient = withSharedRing({...emptyRingBuilder(), advanced: {lab: ['IGI']}, proportions: {tablePercent: [60, 70]}}, shared, linked);
    expect(recipient.setting).toEqual(state.setting);
    expect(recipient.advanced).toEqual(state.advanced);
    expect(recipient.proportions).toEqual(state.proportions);
    expect(recipient.filters).toEqual(state.filters);
    expect(recipient.shapes).toEqual(state.shapes);
    expect(recipient.stoneType).toBe(state.stoneType);
    expect(recipient.sort).toEqual(state.sort);
  });

  it.each([
    [{id: 'carat', desc: true}, 'carat-desc', 'Carat: High to Low'],
    [{id: 'colorIndex', desc: false}, 'color-asc', 'Color: Best First'],
    [{id: 'clarityIndex', desc: true}, 'clarity-desc', 'Clarity: Best Last'],
    [{id: 'cutIndex', desc: false}, 'cut-asc', 'Cut: Best First'],
    [{id: 'pricePerCarat', desc: true}, 'price_per_carat-desc', 'Price per carat: High to Low'],
    [{id: 'total_sales_price', desc: false}, 'asc', 'Low to High'],
    [{id: 'total_sales_price', desc: true}, 'desc', 'High to Low'],
  ] as const)('keeps the sort %o as sort=%s', (entry, param, selection) => {
    const search = ringShareSearch({...built, sort: [entry]});
    expect(new URLSearchParams(search).get('sort')).toBe(param);
    const shared = readSharedRing(new URLSearchParams(search));
    expect(shared.sortSelection).toBe(selection);
    expect(withSharedRing(emptyRingBuilder(), shared, null).sort).toEqual([entry]);
  });

  it('leaves an unknown sort to the recipient', () => {
    for (const bad of ['carat', 'carat-up', 'shape-asc', 'price-asc', 'constructor', 'toString', '__proto__', 'Carat: High to Low']) {
      const shared = readSharedRing(new URLSearchParams({sort: bad}));
      expect(shared.sortSelection).toBeNull();
      expect(withSharedRing({...emptyRingBuilder(), sort: [{id: 'cutIndex', desc: true}]}, shared, null).sort).toEqual([{id: 'cutIndex', desc: true}]);
    }
  });

  it('a link from the builder that names no advanced filters clears the recipient\'s', () => {
    const shared = readSharedRing(new URLSearchParams(ringShareSearch(built)));
    const recipient = withSharedRing({...emptyRingBuilder(), advanced: {lab: ['IGI']}, proportions: {tablePercent: [60, 70]}}, shared, null);
    expect(recipient.advanced).toEqual({});
    expect(recipient.proportions).toEqual({});
  });

  it('a link without a sort (a menu link) leaves advanced filters alone', () => {
    const shared = readSharedRing(new URLSearchParams('type=lab&shape=Oval'));
    expect(shared.advanced).toBeNull();
    expect(shared.proportions).toBeNull();
    const mine = {...emptyRingBuilder(), advanced: {lab: ['IGI']}};
    expect(withSharedRing(mine, shared, null).advanced).toEqual({lab: ['IGI']});
  });

  it('drops unknown facet values, malformed ranges and overlong option text', () => {
    const shared = readSharedRing(new URLSearchParams(`cut=Ideal,Superb&lab=XYZ&ratio=1.5-1.2&table=abc&depth=58-62&sort=asc&opt.engraving=${'x'.repeat(101)}&opt.=y`));
    expect(shared.advanced).toEqual({cut: ['Ideal']});
    expect(shared.proportions).toEqual({depthPercent: [58, 62]});
    expect(shared.settingOptions).toEqual({});
  });

  it('says no sort as none and leaves out a missing setting and stone', () => {
    const shared = readSharedRing(new URLSearchParams(ringShareSearch({...emptyRingBuilder(), sort: []})));
    // Links made while "Best match" cleared the sort open sorted by price, the one sort there is.
    expect(shared.sortSelection).toBe('Low to High');
    expect(shared.settingHandle).toBeNull();
    expect(shared.stockNumber).toBeNull();
    expect(shared.shapes).toBeNull();
  });

  it('keeps a carat minimum above the maximum, to be reported, and clamps a link\'s filters to the setting', () => {
    const shared = readSharedRing(new URLSearchParams('carat=0-99&price=0-9000000&table=10-99&sort=asc'));
    const opened = withSharedRing(emptyRingBuilder(), shared, null);
    expect(opened.filters.carat).toEqual([0, 5]);
    expect(opened.filters.price).toEqual([0, 50_000]);
    expect(opened.proportions).toEqual({tablePercent: [50, 80]});
    expect(withSharedRing(emptyRingBuilder(), readSharedRing(new URLSearchParams('carat=3-1')), null).filters.carat).toEqual([3, 1]);
  });

  it('drops malformed values instead of failing', () => {
    const shared = readSharedRing(new URLSearchParams('type=glass&carat=3-1&color=a-b&price=0-900&sort=sideways'));
    expect(shared.stoneType).toBeNull();
    expect(shared.filters).toEqual({price: [0, 900], carat: [3, 1]});
    expect(shared.sortSelection).toBeNull();
  });
});

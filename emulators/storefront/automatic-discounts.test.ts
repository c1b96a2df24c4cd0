import {describe, expect, it} from 'vitest';
import {generateContentMetaobjects} from '../catalog/content-metaobjects';
import {CATALOG_EPOCH} from '../catalog/dates';
import {IdAllocator} from '../catalog/ids';
import type {SeedMetaobject} from '../catalog/model';
import {automaticDiscountsFrom, discountFor, parseAutomaticDiscount, priceLine, type AutomaticDiscount} from './automatic-discounts';

let n = 0;
function rule(fields: Record<string, string>, type = 'discount_rule'): SeedMetaobject {
  return {
    id: `gid://shopify/Metaobject/${++n}`,
    type,
    handle: `rule-${n}`,
    updatedAt: '2024-01-01T00:00:00Z',
    fields: Object.entries(fields).map(([key, value]) => ({key, type: 'single_line_text_field', value})),
  };
}

const values = (...list: string[]) => JSON.stringify(list.map((value) => ({value})));
const band = {tags: ['stacking'], productType: 'Wedding Band', title: 'Classic Comfort Fit Wedding Band'};

describe('automaticDiscountsFrom', () => {
  it('reads discount_rule metaobjects in position order, then stored order, skipping malformed ones and other types', () => {
    const discounts = automaticDiscountsFrom([
      rule({title: 'Second', field: 'tags', values: values('b'), op: 'equals', percent: '10', position: '2'}),
      rule({title: 'Bad op', field: 'tags', values: values('x'), op: 'startsWith', percent: '10'}),
      rule({title: 'Bad percent', field: 'tags', values: values('x'), op: 'equals', percent: '0'}),
      rule({title: 'Bad values', field: 'tags', values: '{not json', op: 'equals', percent: '5'}),
      rule({title: 'Bad cap', field: 'tags', values: values('x'), op: 'equals', percent: '5', priceMax: '-1'}),
      rule({title: 'Unplaced', field: 'tags', values: values('c'), op: 'includes', percent: '5'}),
      rule({title: 'First', field: 'productType', values: values('band'), op: 'includes', percent: '20', position: '1', priceMax: '2000.00', universal: 'false'}),
      rule({title: 'Banner', field: 'tags', values: values('x'), op: 'equals', percent: '50'}, 'banner'),
    ]);
    expect(discounts.map((d) => d.title)).toEqual(['First', 'Second', 'Unplaced']);
    expect(discounts[0]).toEqual({title: 'First', field: 'productType', values: ['band'], op: 'includes', percent: 20, priceMax: 2000, universal: false});
  });

  it('titles an untitled discount by its percent', () => {
    expect(parseAutomaticDiscount(rule({field: 'tags', values: values('a'), op: 'equals', percent: '15'}))?.title).toBe('15% off');
  });

  it('reads the seeded rules: the sale tag first, then bands under $2,000, then gemstones', () => {
    const discounts = automaticDiscountsFrom(generateContentMetaobjects(new IdAllocator(), CATALOG_EPOCH));
    expect(discounts.map((d) => [d.field, d.percent, d.priceMax])).toEqual([
      ['tags', 20, null],
      ['productType', 10, 2000],
      ['tags', 15, 1500],
    ]);
    expect(discounts.every((d) => d.title.length > 0)).toBe(true);
  });
});

describe('discountFor', () => {
  const discount = (overrides: Partial<AutomaticDiscount>): AutomaticDiscount => ({
    title: 't', field: 'tags', values: [], op: 'equals', percent: 10, priceMax: null, universal: false, ...overrides,
  });

  it('matches tags and fields case-insensitively: equals exactly, includes as a substring', () => {
    expect(discountFor([discount({values: ['STACKING']})], band, 59_000)).not.toBeNull();
    expect(discountFor([discount({values: ['stack']})], band, 59_000)).toBeNull();
    expect(discountFor([discount({op: 'includes', values: ['stack']})], band, 59_000)).not.toBeNull();
    expect(discountFor([discount({field: 'productType', op: 'includes', values: ['BAND']})], band, 59_000)).not.toBeNull();
    expect(discountFor([discount({field: 'title', op: 'includes', values: ['comfort fit']})], band, 59_000)).not.toBeNull();
    expect(discountFor([discount({field: 'vendor', values: ['Wedding Band']})], band, 59_000)).toBeNull();
  });

  it('respects priceMax on the unit price, universal rules included', () => {
    const capped = discount({universal: true, priceMax: 590});
    expect(discountFor([capped], band, 59_000)).toBe(capped);
    expect(discountFor([capped], band, 59_001)).toBeNull();
  });

  it('takes the first matching discount, never stacking them', () => {
    const first = discount({title: 'first', universal: true, percent: 5});
    const second = discount({title: 'second', values: ['stacking'], percent: 50});
    expect(discountFor([first, second], band, 59_000)?.title).toBe('first');
  });
});

describe('priceLine', () => {
  const tenOffBands = [{title: 'Bands', field: 'productType', values: ['band'], op: 'includes' as const, percent: 10, priceMax: 2000, universal: false}];

  it('charges the whole-dollar price the storefront shows: 10% off $590 is $531 a unit', () => {
    expect(priceLine(tenOffBands, band, 59_000, 3)).toMatchObject({unitCents: 59_000, subtotalCents: 177_000, discountCents: 17_700, totalCents: 159_300});
  });

  it('rounds each unit to whole dollars the way the storefront does (Math.round of the dollar price)', () => {
    // 10% off $455.50 is $409.95, shown and charged as $410.
    expect(priceLine(tenOffBands, band, 45_550, 2)).toMatchObject({discountCents: 2 * 4_550, totalCents: 82_000});
    // 15% off $1,290 is $1,096.50, rounded up to $1,097.
    const gem = [{...tenOffBands[0]!, percent: 15}];
    expect(priceLine(gem, band, 129_000, 1).totalCents).toBe(109_700);
  });

  it('leaves lines no discount matches at their price, with no discount named', () => {
    expect(priceLine(tenOffBands, {...band, productType: 'Earrings'}, 59_000, 2)).toEqual({
      unitCents: 59_000, quantity: 2, subtotalCents: 118_000, discountCents: 0, totalCents: 118_000, discount: null,
    });
    expect(priceLine(tenOffBands, band, 250_000, 1).discount).toBeNull();
  });
});

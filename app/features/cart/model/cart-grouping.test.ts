import {describe, expect, it} from 'vitest';
import {CART_DETAILS_ATTRIBUTE} from '~/config/cart-attributes';
import {GIFT_TAGS, NOTE_TAGS, PLANS, SETTING_OPTIONS, line, platformCart} from './cart-fixtures';
import {countEntries, toCartView} from './cart-grouping';
import {entryLineAttributes} from './cart-line-details';

const context = {carePlans: PLANS, carePlansAvailable: true};
const ring = entryLineAttributes({entry: 'ring-1', role: 'setting', lineTitle: 'Custom Oval Engagement Ring', productId: 'gid://shopify/Product/setting'});
const ringStone = entryLineAttributes({entry: 'ring-1', role: 'stone', lineTitle: 'Custom Oval Engagement Ring', productId: 'gid://shopify/Product/setting'});

const setting = (attributes = ring) =>
  line({
    id: 'gid://shopify/CartLine/s1',
    productId: 'gid://shopify/Product/setting',
    title: 'The Eloise Halo Setting',
    productType: 'Engagement Ring Setting',
    price: 300,
    isStatic: false,
    options: SETTING_OPTIONS,
    attributes: [...attributes, {key: 'Ring Size', value: '6'}],
    variantTitle: '14K White Gold / Oval',
  });
const stone = line({
  id: 'gid://shopify/CartLine/d1',
  productId: 'gid://shopify/Product/9000000001',
  title: '1.20 Carat Oval Lab Diamond',
  productType: 'Lab Diamond',
  price: 150,
  diamondType: 'lab',
  attributes: ringStone,
});

describe('toCartView', () => {
  it('groups a setting and its stone into one ring entry titled by the reserved line title', () => {
    const view = toCartView(platformCart([setting(), stone]), context);
    expect(view.lines).toHaveLength(1);
    const [entry] = view.lines;
    expect(entry?.id).toBe('ring-1');
    expect(entry?.title).toBe('Custom Oval Engagement Ring');
    expect(entry?.items.map((i) => i.name)).toEqual(['The Eloise Halo Setting', '1.20 Carat Oval Lab Diamond']);
    expect(entry?.image?.url).toBe('https://img.test/setting.svg');
    expect(entry?.items[0]).toMatchObject({isStatic: false, description: '14K White Gold / Oval', estimatedShipDaysBegin: 3, estimatedShipDaysEnd: 6});
    expect(entry?.items[1]).toMatchObject({isStatic: true, options: []});
    // 300 + 150 = $450: the first band.
    expect(entry?.applicableCarePlans).toEqual([
      {shopifyProductVariantId: 'gid://shopify/ProductVariant/3y-1', name: '3-Year Protection Plan', coverageTerm: '3 years', price: {amount: '49.0', currencyCode: 'USD'}},
    ]);
  });

  it("dates a ring as its setting's ship days plus the days its stone needs to be set, a piece by its own", () => {
    expect(toCartView(platformCart([setting(), stone]), context).lines[0]?.leadTime).toEqual({start: 5, end: 8});
    const natural = {...stone, merchandise: {...stone.merchandise, product: {...stone.merchandise.product, diamondType: {value: 'natural'}}}};
    expect(toCartView(platformCart([setting(), natural]), context).lines[0]?.leadTime).toEqual({start: 7, end: 10});
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 790, isStatic: true});
    expect(toCartView(platformCart([studs]), context).lines[0]?.leadTime).toEqual({start: 3, end: 6});
  });

  it('hides every reserved attribute and reads options with their selected values', () => {
    const [item] = toCartView(platformCart([setting()]), context).lines[0]!.items;
    expect(item?.attributes).toEqual([{key: 'Ring Size', value: '6'}]);
    expect(JSON.stringify(item)).not.toContain('__');
    expect(item?.options.map((o) => [o.name, o.format, o.selected])).toEqual([
      ['Ring Size', 'choice', {value: '6', label: 'US 6'}],
      ['Engraving', 'input', null],
    ]);
    expect(item?.options[0]?.values[1]?.displayAttributes).toEqual({});
  });

  it('keeps each line without grouping attributes as its own static entry', () => {
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 790, isStatic: true, options: SETTING_OPTIONS});
    const band = line({id: 'gid://shopify/CartLine/b1', productId: 'gid://shopify/Product/b', title: 'Band', price: 1200, quantity: 2, isStatic: true});
    const view = toCartView(platformCart([studs, band]), context);
    expect(view.lines.map((e) => [e.id, e.title, e.items.length])).toEqual([
      ['gid://shopify/CartLine/e1', 'Studs', 1],
      ['gid://shopify/CartLine/b1', 'Band', 1],
    ]);
    expect(view.lines[0]?.items[0]).toMatchObject({isStatic: true, options: []});
    expect(view.lines[1]?.items[0]).toMatchObject({quantity: 2, totalPrice: {amount: '2400.0'}});
    // $1,200 is above the fixture's bands: no paid plan covers it.
    expect(view.lines[1]?.applicableCarePlans).toEqual([]);
    expect(view.subtotalAmount.amount).toBe('3190.0');
  });

  it('shows what each line charges after the shop\'s automatic discounts, the list price struck through, and the cart\'s own subtotal', () => {
    // Three bands at 10% off $590: $531 each, as the cards show them.
    const bands = [1, 2, 3].map((n) => line({id: `gid://shopify/CartLine/w${n}`, productId: `gid://shopify/Product/w${n}`, title: `Band ${n}`, price: 590, discountPerUnit: 59, isStatic: true}));
    const full = line({id: 'gid://shopify/CartLine/f1', productId: 'gid://shopify/Product/f', title: 'Studs', price: 790, isStatic: true});
    const view = toCartView(platformCart([...bands, full]), context);
    expect(view.lines.slice(0, 3).map((e) => [e.items[0]?.totalPrice.amount, e.items[0]?.originalTotalPrice?.amount])).toEqual([
      ['531.0', '590.0'],
      ['531.0', '590.0'],
      ['531.0', '590.0'],
    ]);
    expect(view.lines[3]?.items[0]).toMatchObject({totalPrice: {amount: '790.0'}, originalTotalPrice: null});
    expect(view.subtotalAmount.amount).toBe('2383.0');
  });

  it('puts a care-plan line into the entry it names, marked as a care plan', () => {
    const plan = line({
      id: 'gid://shopify/CartLine/p1',
      productId: 'gid://shopify/Product/3y',
      title: '3-Year Protection Plan',
      price: 49,
      coverageTerm: '3 years',
      isStatic: true,
      attributes: entryLineAttributes({entry: 'gid://shopify/CartLine/e1', role: 'care-plan'}),
    });
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 300, isStatic: true});
    const view = toCartView(platformCart([studs, plan]), context);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]?.items.map((i) => [i.name, i.isCarePlan])).toEqual([
      ['Studs', false],
      ['3-Year Protection Plan', true],
    ]);
    expect(view.lines[0]?.title).toBe('Studs');
  });

  it('shows a free gift as its own entry without care plans, and keeps the love-note line out of the entries', () => {
    const gift = line({id: 'gid://shopify/CartLine/g1', productId: 'gid://shopify/Product/gift', title: 'Care Kit', price: 0, tags: GIFT_TAGS, isStatic: true});
    const note = line({id: 'gid://shopify/CartLine/n1', productId: 'gid://shopify/Product/note', title: 'Love Note', price: 0, tags: NOTE_TAGS, isStatic: true});
    const view = toCartView(platformCart([gift, note], 'Forever yours'), context);
    expect(view.lines).toHaveLength(1);
    expect(view.lines[0]?.items[0]).toMatchObject({isFreeGift: true, options: []});
    expect(view.lines[0]?.applicableCarePlans).toEqual([]);
    expect(view.requestedLoveNote).toBe('Forever yours');
  });

  it('counts for the badge the entries the drawer shows: a ring is one, the love note none', () => {
    const note = line({id: 'gid://shopify/CartLine/n1', productId: 'gid://shopify/Product/note', title: 'Love Note', price: 0, tags: NOTE_TAGS, isStatic: true});
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 300, isStatic: true});
    for (const lines of [[note], [setting(), stone, note], [setting(), stone, studs, note], []]) {
      const cart = platformCart(lines, 'Forever yours');
      expect(countEntries(cart)).toBe(toCartView(cart, context).lines.length);
    }
    expect(countEntries(platformCart([note]))).toBe(0);
    expect(countEntries(platformCart([setting(), stone, note]))).toBe(1);
    expect(countEntries(null)).toBe(0);
  });

  it('fixes the quantity of a ring, a loose stone and the free gift at 1; a ready-made piece goes to 10', () => {
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 300, isStatic: true});
    const loose = line({id: 'gid://shopify/CartLine/d2', productId: 'gid://shopify/Product/d2', title: 'Oval Lab Diamond', price: 900, diamondType: 'lab'});
    const gift = line({id: 'gid://shopify/CartLine/g1', productId: 'gid://shopify/Product/gift', title: 'Care Kit', price: 0, tags: GIFT_TAGS, isStatic: true});
    const view = toCartView(platformCart([setting(), stone, studs, loose, gift]), context);
    expect(view.lines.map((e) => [e.title, e.maxQuantity])).toEqual([
      ['Custom Oval Engagement Ring', 1],
      ['Studs', 10],
      ['Oval Lab Diamond', 1],
      ['Care Kit', 1],
    ]);
  });

  it('offers no care plans outside the U.S., and lists the plans the dialog compares, free first', () => {
    const abroad = toCartView(platformCart([setting()]), {...context, carePlansAvailable: false});
    expect(abroad.lines[0]?.applicableCarePlans).toEqual([]);
    expect(abroad.carePlansAvailable).toBe(false);
    const home = toCartView(platformCart([setting()]), context);
    expect(home.carePlanSummaries.map((p) => [p.name, p.isFree, p.features])).toEqual([
      ['Limited Warranty', true, ['Manufacturing defects']],
      ['3-Year Protection Plan', false, ['Prong retipping', 'Chain & clasp repair']],
    ]);
  });

  it('ignores unreadable grouping details and keeps the line as its own entry', () => {
    const broken = setting([{key: CART_DETAILS_ATTRIBUTE, value: '{not json'}]);
    const view = toCartView(platformCart([broken, stone]), context);
    expect(view.lines.map((e) => e.id)).toEqual(['gid://shopify/CartLine/s1', 'ring-1']);
    expect(view.lines[0]?.items[0]?.attributes).toEqual([{key: 'Ring Size', value: '6'}]);
  });
});

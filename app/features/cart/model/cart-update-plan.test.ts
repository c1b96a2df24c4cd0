import {describe, expect, it} from 'vitest';
import {CART_DETAILS_ATTRIBUTE} from '~/config/cart-attributes';
import {GIFT_TAGS, NOTE_TAGS, PLANS, line, platformCart} from './cart-fixtures';
import {entryLineAttributes} from './cart-line-details';
import {planEntryRemoval, planLineChanges, planLoveNoteLine} from './cart-update-plan';

const context = {carePlans: PLANS, carePlansAvailable: true};
const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 300, quantity: 2, isStatic: true, attributes: [{key: 'Gift wrap', value: 'yes'}]});
const plan = line({
  id: 'gid://shopify/CartLine/p1',
  productId: 'gid://shopify/Product/3y',
  title: '3-Year Protection Plan',
  price: 49,
  quantity: 2,
  coverageTerm: '3 years',
  attributes: entryLineAttributes({entry: 'gid://shopify/CartLine/e1', role: 'care-plan', productId: 'gid://shopify/Product/e'}),
});
const band = line({id: 'gid://shopify/CartLine/b1', productId: 'gid://shopify/Product/b', title: 'Band', price: 600, isStatic: true});
const PLAN_A = 'gid://shopify/ProductVariant/3y-1';
const PLAN_B = 'gid://shopify/ProductVariant/3y-2';

describe('planLineChanges', () => {
  it('adds a care plan to an entry with the entry key, at the piece quantity', () => {
    const result = planLineChanges(platformCart([studs]), [{id: studs.id, carePlanVariantId: PLAN_A}], context);
    expect(result).toEqual({
      ok: true,
      mutations: {
        updates: [],
        removes: [],
        adds: [{merchandiseId: PLAN_A, quantity: 2, attributes: entryLineAttributes({entry: studs.id, role: 'care-plan', productId: 'gid://shopify/Product/e'})}],
      },
      emptied: false,
    });
  });

  it('changes or removes the existing plan line', () => {
    const cart = platformCart([studs, plan]);
    const change = planLineChanges(cart, [{id: studs.id, carePlanVariantId: PLAN_A}], context);
    expect(change.ok && change.mutations.updates).toEqual([{id: plan.id, merchandiseId: PLAN_A, quantity: 2}]);
    const remove = planLineChanges(cart, [{id: studs.id, carePlanVariantId: null}], context);
    expect(remove.ok && remove.mutations).toEqual({updates: [], adds: [], removes: [plan.id]});
  });

  it('keeps the plan quantity with the piece, and keeps reserved attributes when shoppers change theirs', () => {
    const cart = platformCart([studs, plan]);
    const quantity = planLineChanges(cart, [{id: studs.id, quantity: 3}], context);
    expect(quantity.ok && quantity.mutations.updates).toEqual([
      {id: studs.id, quantity: 3},
      {id: plan.id, quantity: 3},
    ]);
    const grouped = line({...{id: 'gid://shopify/CartLine/s1', productId: 'p', title: 'S', price: 1}, attributes: entryLineAttributes({entry: 'ring', role: 'setting'})});
    const attributes = planLineChanges(platformCart([grouped]), [{id: grouped.id, attributes: [{key: 'Ring Size', value: '6'}]}], context);
    expect(attributes.ok && attributes.mutations.updates[0]?.attributes).toEqual([
      {key: CART_DETAILS_ATTRIBUTE, value: '{"entry":"ring","role":"setting"}'},
      {key: 'Ring Size', value: '6'},
    ]);
  });

  it('refuses unknown lines, plans that do not cover the piece, and plans outside the U.S.', () => {
    const cart = platformCart([studs, band]);
    expect(planLineChanges(cart, [{id: 'gid://shopify/CartLine/nope', quantity: 1}], context)).toEqual({ok: false, code: 'LINE_NOT_FOUND', lineId: 'gid://shopify/CartLine/nope'});
    // The band costs $600: the $0-$499.99 band's variant does not cover it.
    expect(planLineChanges(cart, [{id: band.id, carePlanVariantId: PLAN_A}], context)).toMatchObject({ok: false, code: 'CARE_PLAN_NOT_APPLICABLE'});
    expect(planLineChanges(cart, [{id: band.id, carePlanVariantId: PLAN_B}], context)).toMatchObject({ok: true});
    expect(planLineChanges(cart, [{id: band.id, carePlanVariantId: PLAN_B}], {...context, carePlansAvailable: false})).toMatchObject({ok: false, code: 'CARE_PLANS_UNAVAILABLE'});
  });
});

describe('planEntryRemoval', () => {
  it('removes every line of the entry, its care plan included', () => {
    expect(planEntryRemoval(platformCart([studs, plan, band]), [studs.id])).toEqual({ok: true, mutations: {updates: [], adds: [], removes: [studs.id, plan.id]}, emptied: false});
    expect(planEntryRemoval(platformCart([studs]), ['gid://shopify/CartLine/other'])).toMatchObject({ok: false, code: 'LINE_NOT_FOUND'});
  });
});

const note = line({id: 'gid://shopify/CartLine/n1', productId: 'gid://shopify/Product/note', title: 'Love Note', price: 0, tags: NOTE_TAGS});
const gift = line({id: 'gid://shopify/CartLine/g1', productId: 'gid://shopify/Product/gift', title: 'Care Kit', price: 0, tags: GIFT_TAGS});

describe('a cart left with nothing paid for', () => {
  it('loses the love-note card and the free gift with its last entry, by Remove or by quantity 0', () => {
    const cart = platformCart([studs, plan, note, gift], 'Yours');
    expect(planEntryRemoval(cart, [studs.id])).toEqual({ok: true, mutations: {updates: [], adds: [], removes: [studs.id, plan.id, note.id, gift.id]}, emptied: true});
    const zero = planLineChanges(cart, [{id: studs.id, quantity: 0}], context);
    expect(zero).toMatchObject({ok: true, emptied: true});
    expect(zero.ok && zero.mutations.removes).toEqual([plan.id, note.id, gift.id]);
    expect(planEntryRemoval(platformCart([studs, band, note]), [studs.id])).toMatchObject({ok: true, emptied: false});
  });
});

describe('quantity limits', () => {
  it('refuses more than one of a ring, and more than ten of a ready-made piece', () => {
    const ringSetting = line({id: 'gid://shopify/CartLine/s1', productId: 'p', title: 'S', price: 1, attributes: entryLineAttributes({entry: 'ring', role: 'setting'})});
    const ringStone = line({id: 'gid://shopify/CartLine/d1', productId: 'd', title: 'D', price: 1, diamondType: 'lab', attributes: entryLineAttributes({entry: 'ring', role: 'stone'})});
    const cart = platformCart([ringSetting, ringStone, band]);
    expect(planLineChanges(cart, [{id: ringSetting.id, quantity: 2}], context)).toEqual({ok: false, code: 'QUANTITY_LIMIT', lineId: ringSetting.id});
    expect(planLineChanges(cart, [{id: band.id, quantity: 10}], context)).toMatchObject({ok: true});
    expect(planLineChanges(cart, [{id: band.id, quantity: 11}], context)).toMatchObject({ok: false, code: 'QUANTITY_LIMIT'});
  });
});

describe('planLoveNoteLine', () => {
  it('adds the love-note card while there is a note, and removes it when the note is cleared', () => {
    expect(planLoveNoteLine(platformCart([studs]), 'Yours', 'v-note').adds).toEqual([{merchandiseId: 'v-note', quantity: 1, attributes: []}]);
    expect(planLoveNoteLine(platformCart([studs, note]), 'Yours', 'v-note')).toEqual({updates: [], adds: [], removes: []});
    expect(planLoveNoteLine(platformCart([studs, note]), '  ', 'v-note').removes).toEqual([note.id]);
  });

  it('adds no card to a cart with nothing paid for', () => {
    expect(planLoveNoteLine(platformCart([]), 'Yours', 'v-note').adds).toEqual([]);
    expect(planLoveNoteLine(platformCart([gift]), 'Yours', 'v-note').adds).toEqual([]);
  });
});

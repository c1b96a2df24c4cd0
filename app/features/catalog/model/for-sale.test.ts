import {describe, expect, it} from 'vitest';
import {CARE_PLAN_TAG, FREE_GIFT_TAG, LOVE_NOTE_TAG} from '~/config/cart-attributes';
import {GIFT_VOUCHER_TAG} from '~/config/gift-voucher';
import {holdsAnOrder, holdsNothingForSale, isListed, LISTED_SEARCH_FILTER, refuseAdd, saleKind} from './for-sale';

const ON = {gfVoucherCustomPage: true};
const OFF = {gfVoucherCustomPage: false};

describe('saleKind and isListed', () => {
  it('reads the reserved markers, care plans and the gift card flag', () => {
    expect(saleKind({tags: [FREE_GIFT_TAG]})).toBe('free-gift');
    expect(saleKind({tags: [LOVE_NOTE_TAG]})).toBe('love-note');
    expect(saleKind({tags: [CARE_PLAN_TAG, 'warranty']})).toBe('care-plan');
    expect(saleKind({tags: [], isGiftCard: true})).toBe('gift-voucher');
    expect(saleKind({tags: [GIFT_VOUCHER_TAG]})).toBe('gift-voucher');
    expect(saleKind({tags: ['sale', 'BADGE_NEW_ARRIVAL']})).toBe('piece');
  });

  it('lists only pieces: no internal product and no voucher has a product page or a listing', () => {
    expect(isListed({tags: ['sale']})).toBe(true);
    for (const tags of [[FREE_GIFT_TAG], [LOVE_NOTE_TAG], [CARE_PLAN_TAG], [GIFT_VOUCHER_TAG]]) expect(isListed({tags})).toBe(false);
    expect(isListed({tags: [], isGiftCard: true})).toBe(false);
  });

  it('gives no page to a collection holding only products that are not listed', () => {
    expect(holdsNothingForSale([{tags: [CARE_PLAN_TAG]}, {tags: [CARE_PLAN_TAG, 'warranty']}])).toBe(true);
    expect(holdsNothingForSale([{tags: [CARE_PLAN_TAG]}, {tags: []}])).toBe(false);
    expect(holdsNothingForSale([])).toBe(false);
  });

  it('filters search by every marker isListed refuses', () => {
    for (const tag of [FREE_GIFT_TAG, LOVE_NOTE_TAG, CARE_PLAN_TAG, GIFT_VOUCHER_TAG]) expect(LISTED_SEARCH_FILTER).toContain(`NOT tags:"${tag}"`);
  });
});

describe('refuseAdd', () => {
  it('lets pieces in and refuses care plans and the love note, which attach another way', () => {
    expect(refuseAdd([{kind: 'piece', quantity: 2}], [], OFF)).toBeNull();
    expect(refuseAdd([{kind: 'care-plan', quantity: 1}], ['piece'], ON)?.code).toBe('NOT_FOR_SALE');
    expect(refuseAdd([{kind: 'love-note', quantity: 1}], ['piece'], ON)?.code).toBe('NOT_FOR_SALE');
  });

  it('sells the gift voucher only while its page is on', () => {
    expect(refuseAdd([{kind: 'gift-voucher', quantity: 1}], [], OFF)?.code).toBe('NOT_FOR_SALE');
    expect(refuseAdd([{kind: 'gift-voucher', quantity: 1}], [], ON)).toBeNull();
  });

  it('adds the free gift once, with quantity 1, only alongside something paid for', () => {
    expect(refuseAdd([{kind: 'free-gift', quantity: 1}], [], ON)?.code).toBe('FREE_GIFT_NOT_ELIGIBLE');
    expect(refuseAdd([{kind: 'free-gift', quantity: 1}], ['love-note'], ON)?.code).toBe('FREE_GIFT_NOT_ELIGIBLE');
    expect(refuseAdd([{kind: 'free-gift', quantity: 1}], ['piece'], OFF)).toBeNull();
    expect(refuseAdd([{kind: 'piece', quantity: 1}, {kind: 'free-gift', quantity: 1}], [], OFF)).toBeNull();
    expect(refuseAdd([{kind: 'free-gift', quantity: 2}], ['piece'], OFF)?.code).toBe('FREE_GIFT_NOT_ELIGIBLE');
    expect(refuseAdd([{kind: 'free-gift', quantity: 1}], ['piece', 'free-gift'], OFF)?.code).toBe('FREE_GIFT_NOT_ELIGIBLE');
  });
});

describe('holdsAnOrder', () => {
  const item = (tags: string[], isCarePlan = false) => ({tags, isCarePlan});
  it('needs an item paid for: a free gift or plan alone is not an order', () => {
    expect(holdsAnOrder(null)).toBe(false);
    expect(holdsAnOrder({lines: []})).toBe(false);
    expect(holdsAnOrder({lines: [{items: [item([FREE_GIFT_TAG])]}]})).toBe(false);
    expect(holdsAnOrder({lines: [{items: [item([], true)]}]})).toBe(false);
    expect(holdsAnOrder({lines: [{items: [item([FREE_GIFT_TAG])]}, {items: [item(['sale']), item([], true)]}]})).toBe(true);
  });
});

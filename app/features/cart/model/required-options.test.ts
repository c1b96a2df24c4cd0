import {describe, expect, it} from 'vitest';
import {GIFT_TAGS, PLANS, SETTING_OPTIONS, line, platformCart} from './cart-fixtures';
import {toCartView} from './cart-grouping';
import {withItemOption} from './cart-optimistic';
import {canCheckout, itemsMissingOptions, missingOptions} from './required-options';

const context = {carePlans: PLANS, carePlansAvailable: true};
const setting = (attributes: {key: string; value: string}[]) =>
  line({id: 'gid://shopify/CartLine/s1', productId: 'gid://shopify/Product/s', title: 'Setting', price: 300, isStatic: false, options: SETTING_OPTIONS, attributes});

describe('required options', () => {
  it('blocks checkout until every required option has a value; the engraving is optional', () => {
    let view = toCartView(platformCart([setting([])]), context);
    expect(canCheckout(view)).toBe(false);
    expect(missingOptions(view.lines[0]!.items[0]!).map((o) => o.name)).toEqual(['Ring Size']);

    view = withItemOption(view, 'gid://shopify/CartLine/s1', 'Ring Size', '7');
    expect(canCheckout(view)).toBe(true);
    view = withItemOption(view, 'gid://shopify/CartLine/s1', 'Engraving', 'A & B');
    expect(canCheckout(view)).toBe(true);
    expect(itemsMissingOptions(view)).toEqual([]);
  });

  it('a choice that is not one of the values does not count', () => {
    const view = toCartView(platformCart([setting([{key: 'Ring Size', value: '99'}])]), context);
    expect(missingOptions(view.lines[0]!.items[0]!).map((o) => o.name)).toEqual(['Ring Size']);
  });

  it('static pieces never block, and an empty cart cannot check out', () => {
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 10, isStatic: true, options: SETTING_OPTIONS});
    expect(canCheckout(toCartView(platformCart([studs]), context))).toBe(true);
    expect(canCheckout(toCartView(platformCart([]), context))).toBe(false);
    expect(canCheckout(null)).toBe(false);
  });

  it('a free gift alone is not an order: checkout waits for something paid for', () => {
    const gift = line({id: 'gid://shopify/CartLine/g1', productId: 'gid://shopify/Product/gift', title: 'Care Kit', price: 0, tags: GIFT_TAGS, isStatic: true});
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 10, isStatic: true});
    expect(canCheckout(toCartView(platformCart([gift]), context))).toBe(false);
    expect(canCheckout(toCartView(platformCart([gift, studs]), context))).toBe(true);
  });
});

import {describe, expect, it} from 'vitest';
import {PLANS, SETTING_OPTIONS, line, platformCart} from './cart-fixtures';
import {toCartView} from './cart-grouping';
import {withItemOption} from './cart-optimistic';
import {canCheckout, itemsMissingOptions, missingOptions} from './required-options';

const context = {carePlans: PLANS, carePlansAvailable: true};
const setting = (attributes: {key: string; value: string}[]) =>
  line({id: 'gid://shopify/CartLine/s1', productId: 'gid://shopify/Product/s', title: 'Setting', price: 300, isStatic: false, options: SETTING_OPTIONS, attributes});

describe('required options', () => {
  it('blocks checkout until every option of every item has a value', () => {
    let view = toCartView(platformCart([setting([])]), context);
    expect(canCheckout(view)).toBe(false);
    expect(missingOptions(view.lines[0]!.items[0]!).map((o) => o.name)).toEqual(['Ring Size', 'Engraving']);

    view = withItemOption(view, 'gid://shopify/CartLine/s1', 'Ring Size', '7');
    expect(canCheckout(view)).toBe(false);
    view = withItemOption(view, 'gid://shopify/CartLine/s1', 'Engraving', '  ');
    expect(canCheckout(view)).toBe(false);
    view = withItemOption(view, 'gid://shopify/CartLine/s1', 'Engraving', 'A & B');
    expect(canCheckout(view)).toBe(true);
    expect(itemsMissingOptions(view)).toEqual([]);
  });

  it('a choice that is not one of the values does not count', () => {
    const view = toCartView(platformCart([setting([{key: 'Ring Size', value: '99'}, {key: 'Engraving', value: 'x'}])]), context);
    expect(missingOptions(view.lines[0]!.items[0]!).map((o) => o.name)).toEqual(['Ring Size']);
  });

  it('static pieces never block, and an empty cart cannot check out', () => {
    const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 10, isStatic: true, options: SETTING_OPTIONS});
    expect(canCheckout(toCartView(platformCart([studs]), context))).toBe(true);
    expect(canCheckout(toCartView(platformCart([]), context))).toBe(false);
    expect(canCheckout(null)).toBe(false);
  });
});

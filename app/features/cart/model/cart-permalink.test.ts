import {describe, expect, it} from 'vitest';
import {MAX_LINES_PER_CART_CHANGE, MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {cartPermalink} from './cart-permalink';

const gid = (n: string) => `gid://shopify/ProductVariant/${n}`;

describe('cartPermalink', () => {
  it('reads variant ids as the numeric tail of the gid with their quantities', () => {
    expect(cartPermalink.parse('44611390001:2,44611390002:1')).toEqual([
      {merchandiseId: gid('44611390001'), quantity: 2},
      {merchandiseId: gid('44611390002'), quantity: 1},
    ]);
  });

  it('takes a missing quantity as one, as Shopify does', () => {
    expect(cartPermalink.parse('44611390001')).toEqual([{merchandiseId: gid('44611390001'), quantity: 1}]);
  });

  it('clamps quantities to the per-line limit and to at least one', () => {
    expect(cartPermalink.parse('1:999999,2:0')).toEqual([
      {merchandiseId: gid('1'), quantity: MAX_QUANTITY_PER_LINE},
      {merchandiseId: gid('2'), quantity: 1},
    ]);
  });

  it('adds up the same variant named twice into one line', () => {
    expect(cartPermalink.parse('7:2,7:3')).toEqual([{merchandiseId: gid('7'), quantity: 5}]);
  });

  it('ignores a trailing comma', () => {
    expect(cartPermalink.parse('7:1,')).toEqual([{merchandiseId: gid('7'), quantity: 1}]);
  });

  it.each([
    ['empty', ''],
    ['only commas', ',,'],
    ['a full gid', 'gid://shopify/ProductVariant/1:1'],
    ['letters', 'abc:1'],
    ['a negative quantity', '1:-2'],
    ['a fractional quantity', '1:1.5'],
    ['a missing id', ':2'],
    ['an overlong id', `${'9'.repeat(21)}:1`],
    ['an overlong quantity', `1:${'9'.repeat(10)}`],
    ['script', '<script>:1'],
    ['too many products', Array.from({length: MAX_LINES_PER_CART_CHANGE + 1}, (_, i) => `${i + 1}:1`).join(',')],
  ])('refuses %s', (_name, segment) => {
    expect(cartPermalink.safeParse(segment).success).toBe(false);
  });
});

import {describe, expect, it} from 'vitest';
import {analyticsCartOf} from './analytics-cart';
import type {PlatformCart, PlatformCartLine} from './platform-cart';

const usd = (amount: string) => ({amount, currencyCode: 'USD'});

function line(id: string, quantity: number): PlatformCartLine {
  return {
    id,
    quantity,
    attributes: [{key: '__cartDetails', value: '{}'}],
    cost: {totalAmount: usd('100.00'), subtotalAmount: usd('100.00'), amountPerQuantity: usd('50.00')},
    merchandise: {
      id: `gid://shopify/ProductVariant/${id}`,
      title: '14k White Gold',
      sku: `SKU-${id}`,
      image: {url: 'https://cdn.example/ring.png', altText: null},
      price: usd('50.00'),
      product: {id: `gid://shopify/Product/${id}`, handle: 'ring', title: 'Ring', vendor: 'Maison', productType: 'Setting', tags: ['engagement'], storeOptions: {value: '[]'}},
    },
  };
}

const cart = (lines: PlatformCartLine[], extra: Partial<PlatformCart> = {}): PlatformCart => ({
  id: 'gid://shopify/Cart/c1',
  updatedAt: '2026-11-26T03:00:00Z',
  attributes: [],
  lines: {nodes: lines},
  cost: {subtotalAmount: usd('150.00'), totalAmount: usd('135.00')},
  discountCodes: [{code: 'WELCOME10', applicable: true}],
  ...extra,
});

describe('the cart as Hydrogen analytics follows it', () => {
  it('keeps what the provider compares and reports: ids, updatedAt, quantities, each line product with its vendor and sku, the codes', () => {
    const followed = analyticsCartOf(cart([line('1', 2), line('2', 1)], {totalQuantity: 3}));
    expect(followed).toEqual({
      id: 'gid://shopify/Cart/c1',
      updatedAt: '2026-11-26T03:00:00Z',
      totalQuantity: 3,
      cost: {subtotalAmount: usd('150.00'), totalAmount: usd('135.00')},
      discountCodes: [{code: 'WELCOME10', applicable: true}],
      lines: {
        nodes: [
          expect.objectContaining({id: '1', quantity: 2, merchandise: expect.objectContaining({sku: 'SKU-1', product: {id: 'gid://shopify/Product/1', handle: 'ring', title: 'Ring', vendor: 'Maison', productType: 'Setting'}})}),
          expect.objectContaining({id: '2', quantity: 1}),
        ],
      },
    });
  });

  it('leaves out what only the cart view needs (attributes, images, metafields, tags)', () => {
    const text = JSON.stringify(analyticsCartOf(cart([line('1', 1)])));
    for (const left of ['__cartDetails', 'cdn.example', 'storeOptions', 'engagement']) expect(text).not.toContain(left);
  });

  it('counts the quantity from the lines when the cart does not say it', () => {
    expect(analyticsCartOf(cart([line('1', 2), line('2', 3)])).totalQuantity).toBe(5);
  });
});

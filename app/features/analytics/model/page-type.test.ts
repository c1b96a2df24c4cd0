import {describe, expect, it} from 'vitest';
import {pageTypeForPath} from './page-type';

describe('pageTypeForPath', () => {
  it.each([
    ['/', 'Homepage'],
    ['/shop/products/classic-solitaire', 'Product'],
    ['/shop/collections/engagement-rings', 'Collection'],
    ['/shop/collections/wedding-bands/eternity-bands', 'Collection'],
    ['/shop/categories/jewelry/earrings', 'Category'],
    ['/support/faq', 'Custom Page'],
    ['/learn/diamond/attributes', 'Custom Page'],
    ['/shop/cart', 'Custom Page'],
    ['/shop/productsx', 'Custom Page'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeForPath(path)).toBe(type);
  });
});

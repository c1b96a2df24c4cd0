import {describe, expect, it} from 'vitest';
import type {DiscountRule} from './discount-rules';
import {breadcrumbJsonLd, organizationJsonLd, productJsonLd, type StructuredProduct} from './structured-data';

const origin = 'https://shop.example';
const product: StructuredProduct = {
  title: 'Halo Studs',
  handle: 'halo-studs',
  description: 'Plain text.',
  vendor: 'Aurelia',
  productType: 'Earrings',
  tags: ['sale'],
  images: [{url: '/images/products/halo.svg'}],
  variants: [
    {id: 'gid://shopify/ProductVariant/7', sku: 'HS-1', availableForSale: true, price: {amount: '1000.0', currencyCode: 'USD'}},
    {id: 'gid://shopify/ProductVariant/8', availableForSale: false, price: {amount: '1200.0', currencyCode: 'USD'}, compareAtPrice: {amount: '1500.0', currencyCode: 'USD'}},
  ],
};
const saleRule: DiscountRule = {field: 'tags', values: [{value: 'sale'}], op: 'equals', percent: 20, priceMax: null, universal: false};

describe('productJsonLd', () => {
  it('offers each variant at the price the page shows after the discount rules, with its availability', () => {
    const json = productJsonLd(product, [saleRule], origin);
    expect(json).toMatchObject({'@type': 'Product', name: 'Halo Studs', url: 'https://shop.example/shop/products/halo-studs', image: ['https://shop.example/images/products/halo.svg'], brand: {name: 'Aurelia'}});
    expect(json.offers).toEqual([
      {'@type': 'Offer', sku: 'HS-1', price: '800.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'https://shop.example/shop/products/halo-studs?variant=7'},
      {'@type': 'Offer', price: '960.00', priceCurrency: 'USD', availability: 'https://schema.org/OutOfStock', url: 'https://shop.example/shop/products/halo-studs?variant=8'},
    ]);
  });

  it('offers the plain price when no rule matches (a compare-at price is only the was-price)', () => {
    const offers = productJsonLd(product, [], origin).offers as {price: string}[];
    expect(offers.map((offer) => offer.price)).toEqual(['1000.00', '1200.00']);
  });
});

describe('breadcrumbJsonLd and organizationJsonLd', () => {
  it('lists crumbs with positions and absolute URLs', () => {
    expect(breadcrumbJsonLd([{name: 'Home', path: '/'}, {name: 'Rings', path: '/shop/collections/rings'}], origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/'},
        {'@type': 'ListItem', position: 2, name: 'Rings', item: 'https://shop.example/shop/collections/rings'},
      ],
    });
  });

  it('names the store with its logo and social profiles', () => {
    expect(organizationJsonLd({name: 'Aurelia', logoPath: '/logo.svg', sameAs: ['https://instagram.com/x']}, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Aurelia',
      url: 'https://shop.example/',
      logo: 'https://shop.example/logo.svg',
      sameAs: ['https://instagram.com/x'],
    });
  });
});

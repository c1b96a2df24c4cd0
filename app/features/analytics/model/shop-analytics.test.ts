import {describe, expect, it} from 'vitest';
import {shopAnalyticsOf} from './shop-analytics';

describe('shopAnalyticsOf', () => {
  const localization = {country: {currency: {isoCode: 'USD' as const}}, language: {isoCode: 'EN' as const}};

  it('reports the shop, its language and currency, and the storefront it runs as', () => {
    expect(shopAnalyticsOf('gid://shopify/Shop/1', localization, '1000012345')).toEqual({
      shopId: 'gid://shopify/Shop/1',
      acceptedLanguage: 'EN',
      currency: 'USD',
      hydrogenSubchannelId: '1000012345',
    });
  });

  it('reports storefront 0 without a storefront id, as Hydrogen does', () => {
    expect(shopAnalyticsOf('gid://shopify/Shop/1', localization).hydrogenSubchannelId).toBe('0');
  });
});

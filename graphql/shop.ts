/** The currency and language Shopify's analytics report a page view in (Hydrogen's `getShopAnalytics` reads the same). */
export const SHOP_LOCALIZATION_FRAGMENT = `#graphql
  fragment ShopLocalization on Localization {
    country {
      currency {
        isoCode
      }
    }
    language {
      isoCode
    }
  }
` as const;

export const SHOP_QUERY = `#graphql
  query ShopLayout($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      id
      name
      description
    }
    localization {
      ...ShopLocalization
    }
  }
  ${SHOP_LOCALIZATION_FRAGMENT}
` as const;

export const SHOP_QUERY = `#graphql
  query ShopLayout($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      id
      name
      description
    }
  }
` as const;

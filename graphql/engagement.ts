/** Drop a hint names the piece from the catalogue, never from what the browser sends. */
export const HINT_PRODUCT_QUERY = `#graphql
  query HintProduct($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(id: $id) {
      title
      handle
    }
  }
` as const;

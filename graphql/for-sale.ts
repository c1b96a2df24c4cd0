// What the for-sale rule (app/features/catalog/model/for-sale.ts) reads when it is not already in a page's data:
// the products behind variants a shopper asks to add, and the store's unlisted products.

/** The product behind each variant of an add to cart: its markers and gift card flag. */
export const VARIANT_SALE_FACTS_QUERY = `#graphql
  query VariantSaleFacts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        product {
          tags
          isGiftCard
        }
      }
    }
  }
` as const;

/** Products carrying a marker the rule refuses (the query narrows; the rule decides). */
export const MARKED_PRODUCTS_QUERY = `#graphql
  query MarkedProducts($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 250, query: $query) {
      nodes {
        handle
        tags
        isGiftCard
      }
    }
  }
` as const;

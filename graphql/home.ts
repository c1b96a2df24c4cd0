import {COLLECTION_CARD_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

export const HOME_QUERY = `#graphql
  query Home($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    featured: collection(handle: "frontpage") {
      id
      title
      description
      products(first: 8) {
        nodes {
          ...ProductCard
        }
      }
    }
    collections(first: 100) {
      nodes {
        ...CollectionCard
        collectionType: metafield(namespace: "store", key: "collectionType") {
          value
        }
      }
    }
    education: pages(first: 20) {
      nodes {
        id
        handle
        title
        bodySummary
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${COLLECTION_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** The store's ranked best-seller collection (care plans and gifts never rank there). */
export const BEST_SELLERS_QUERY = `#graphql
  query BestSellers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: "best-sellers") {
      id
      handle
      products(first: 8) {
        nodes {
          ...ProductCard
        }
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

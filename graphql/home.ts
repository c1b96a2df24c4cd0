import {COLLECTION_CARD_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

export const HOME_QUERY = `#graphql
  query Home($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    featured: collection(handle: "frontpage") {
      id
      title
      products(first: 8) {
        nodes {
          ...ProductCard
        }
      }
    }
    collections(first: 6, sortKey: UPDATED_AT) {
      nodes {
        ...CollectionCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${COLLECTION_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

export const BEST_SELLERS_QUERY = `#graphql
  query BestSellers($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 8, sortKey: BEST_SELLING) {
      nodes {
        ...ProductCard
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

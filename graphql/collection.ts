import {COLLECTION_CARD_FRAGMENT, IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

/** A listing's facet as the filter panel shows it: the same for a collection and for all products. */
const LISTING_FILTER_FRAGMENT = `#graphql
  fragment ListingFilter on Filter {
    id
    label
    type
    values {
      id
      label
      count
      input
      swatch {
        color
      }
    }
  }
` as const;

export const COLLECTION_LISTING_QUERY = `#graphql
  query CollectionListing(
    $handle: String!
    $filters: [ProductFilter!]
    $sortKey: ProductCollectionSortKeys
    $reverse: Boolean
    $first: Int
    $last: Int
    $after: String
    $before: String
    $countFirst: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      ...CollectionCard
      descriptionHtml
      seo {
        title
        description
      }
      collectionType: metafield(namespace: "store", key: "collectionType") {
        value
      }
      products(
        filters: $filters
        sortKey: $sortKey
        reverse: $reverse
        first: $first
        last: $last
        after: $after
        before: $before
      ) {
        filters {
          ...ListingFilter
        }
        nodes {
          ...ProductCard
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          startCursor
          endCursor
        }
      }
      # How many products the listing holds under the same filters. The Storefront API has no total
      # count, so this asks for ids only, up to the API's page limit, and says whether there are more.
      listingCount: products(first: $countFirst, filters: $filters) {
        nodes {
          id
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
  ${COLLECTION_CARD_FRAGMENT}
  ${PRODUCT_CARD_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${LISTING_FILTER_FRAGMENT}
` as const;

/** An ancestor in a nested collection path: enough for its breadcrumb. */
export const COLLECTION_CRUMB_QUERY = `#graphql
  query CollectionCrumb($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      id
      handle
      title
    }
  }
` as const;

/** A collection's type, so a legacy /collections/{handle} link can be sent to its /shop page. */
export const LEGACY_COLLECTION_QUERY = `#graphql
  query LegacyCollection($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      handle
      collectionType: metafield(namespace: "store", key: "collectionType") {
        value
      }
    }
  }
` as const;

/** Each collection's type, so the sitemap can put categories under /shop/categories. */
export const SITEMAP_COLLECTION_TYPES_QUERY = `#graphql
  query SitemapCollectionTypes($after: String, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collections(first: 250, after: $after) {
      nodes {
        handle
        collectionType: metafield(namespace: "store", key: "collectionType") {
          value
        }
        products(first: 20) {
          nodes {
            tags
            isGiftCard
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
` as const;

/**
 * `/shop/collections/all` on a store without an `all` collection: the Storefront API's product
 * search for everything, which offers the same facets (`productFilters`) as a collection.
 */
export const ALL_PRODUCTS_LISTING_QUERY = `#graphql
  query AllProductsListing(
    $query: String!
    $filters: [ProductFilter!]
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $first: Int
    $last: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $query
      types: [PRODUCT]
      productFilters: $filters
      sortKey: $sortKey
      reverse: $reverse
      first: $first
      last: $last
      after: $after
      before: $before
    ) {
      productFilters {
        ...ListingFilter
      }
      nodes {
        ... on Product {
          ...ProductCard
        }
      }
      pageInfo {
        hasPreviousPage
        hasNextPage
        startCursor
        endCursor
      }
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${MONEY_FRAGMENT}
  ${LISTING_FILTER_FRAGMENT}
` as const;

/**
 * What the all-products search holds under the same filters, up to the API's page limit: enough to
 * count only what is for sale and to tell product types that only internal products have.
 */
export const ALL_PRODUCTS_COUNT_QUERY = `#graphql
  query AllProductsCount(
    $query: String!
    $filters: [ProductFilter!]
    $first: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(query: $query, types: [PRODUCT], productFilters: $filters, first: $first) {
      nodes {
        ... on Product {
          productType
          tags
          isGiftCard
        }
      }
      pageInfo {
        hasNextPage
      }
    }
  }
` as const;

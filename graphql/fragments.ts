// Fragments shared by several operations. Each operation interpolates only what it spreads,
// once, so no document carries a fragment twice.

export const MONEY_FRAGMENT = `#graphql
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
` as const;

export const IMAGE_FRAGMENT = `#graphql
  fragment ImageFields on Image {
    id
    url
    altText
    width
    height
  }
` as const;

/**
 * What a product card shows: the images its carousel steps through, one representative variant per
 * colour value for the swatches, and the ship estimate behind the ship-date notice.
 */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    id
    handle
    title
    productType
    tags
    featuredImage {
      ...ImageFields
    }
    images(first: 8) {
      nodes {
        ...ImageFields
      }
    }
    priceRange {
      minVariantPrice {
        ...MoneyFields
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        ...MoneyFields
      }
    }
    options(first: 3) {
      name
      optionValues {
        name
        swatch {
          color
        }
        firstSelectableVariant {
          id
          image {
            ...ImageFields
          }
          price {
            ...MoneyFields
          }
          compareAtPrice {
            ...MoneyFields
          }
        }
      }
    }
    estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {
      value
    }
    isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {
      value
    }
  }
` as const;

export const COLLECTION_CARD_FRAGMENT = `#graphql
  fragment CollectionCard on Collection {
    id
    handle
    title
    description
    image {
      ...ImageFields
    }
  }
` as const;

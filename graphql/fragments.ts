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
 * What a product card is made from (the loader turns it into the card's view, see
 * app/features/catalog/model/product-card-view.ts): the images its carousel steps through, one representative variant
 * per option value for the swatches, the fields discount rules and the badge read, and the ship
 * estimate behind the ship-date notice. Variant prices carry no currency: the card has one.
 */
export const PRODUCT_CARD_FRAGMENT = `#graphql
  fragment ProductCard on Product {
    handle
    title
    productType
    tags
    isGiftCard
    # The card shows the first image; of the others the carousel's count needs only the addresses.
    featuredImage {
      ...CardImage
    }
    images(first: 8) {
      nodes {
        url
      }
    }
    priceRange {
      minVariantPrice {
        ...MoneyFields
      }
    }
    compareAtPriceRange {
      minVariantPrice {
        amount
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
            ...CardImage
          }
          price {
            amount
          }
          compareAtPrice {
            amount
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
  fragment CardImage on Image {
    url
    altText
    width
    height
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

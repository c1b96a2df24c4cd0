import {IMAGE_FRAGMENT, MONEY_FRAGMENT, PRODUCT_CARD_FRAGMENT} from './fragments';

export const PRODUCT_VARIANT_FRAGMENT = `#graphql
  fragment ProductVariantFields on ProductVariant {
    id
    title
    availableForSale
    quantityAvailable
    sku
    image {
      ...ImageFields
    }
    price {
      ...MoneyFields
    }
    compareAtPrice {
      ...MoneyFields
    }
    selectedOptions {
      name
      value
    }
  }
` as const;

export const PRODUCT_QUERY = `#graphql
  query Product(
    $handle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      handle
      title
      description
      descriptionHtml
      productType
      vendor
      tags
      isGiftCard
      seo {
        title
        description
      }
      options {
        name
        optionValues {
          name
          swatch {
            color
          }
        }
      }
      images(first: 12) {
        nodes {
          ...ImageFields
        }
      }
      variants(first: 100) {
        nodes {
          ...ProductVariantFields
        }
      }
      estimatedDeliveryDaysStart: metafield(namespace: "store", key: "estimatedDeliveryDaysStart") {
        value
      }
      estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {
        value
      }
      isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {
        value
      }
      storeOptions: metafield(namespace: "store", key: "options") {
        value
      }
    }
    shop {
      shopPayInstallmentsPricing {
        financingPlans {
          id
          minPrice {
            ...MoneyFields
          }
          maxPrice {
            ...MoneyFields
          }
          terms {
            id
            apr
            frequency
            loanType
            installmentsCount {
              count
              precision
            }
          }
        }
      }
    }
  }
  ${PRODUCT_VARIANT_FRAGMENT}
  ${IMAGE_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/** Related products section (flag relatedProductsSection): Shopify's recommendations for a product. */
export const PRODUCT_RECOMMENDATIONS_QUERY = `#graphql
  query ProductRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    productRecommendations(productId: $productId, intent: RELATED) {
      ...ProductCard
    }
  }
  ${PRODUCT_CARD_FRAGMENT}
  ${MONEY_FRAGMENT}
` as const;

/**
 * A product card's carousel images, read when a shopper reaches for the carousel: the page carries
 * only the first (app/features/catalog/model/product-card-view.ts). As many as the ProductCard
 * fragment's images(first: 8).
 */
export const PRODUCT_CARD_IMAGES_QUERY = `#graphql
  query ProductCardImages($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      images(first: 8) {
        nodes {
          url
          altText
          width
          height
        }
      }
    }
  }
` as const;

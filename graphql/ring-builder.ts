// The ring builder's settings: the settings collection for the setting step, and one setting by
// handle when a product page's "Choose this setting" opens the diamond step or the review step
// needs its details.
const RING_BUILDER_SETTING_FRAGMENT = `#graphql
  fragment RingBuilderSetting on Product {
    id
    handle
    title
    tags
    productType
    featuredImage {
      url
    }
    stoneSizeBegin: metafield(namespace: "store", key: "stoneSizeBegin") {
      value
    }
    stoneSizeEnd: metafield(namespace: "store", key: "stoneSizeEnd") {
      value
    }
    variants(first: 100) {
      nodes {
        id
        availableForSale
        price {
          amount
        }
        image {
          url
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
` as const;

export const RING_BUILDER_SETTINGS_QUERY = `#graphql
  query RingBuilderSettings($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    collection(handle: $handle) {
      products(first: 60) {
        nodes {
          ...RingBuilderSetting
        }
      }
    }
  }
  ${RING_BUILDER_SETTING_FRAGMENT}
` as const;

/** One setting with what the review step shows besides: its own options, ship days and discount fields. */
export const RING_BUILDER_SETTING_QUERY = `#graphql
  query RingBuilderSettingByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      ...RingBuilderSetting
      storeOptions: metafield(namespace: "store", key: "options") {
        value
      }
      estimatedDeliveryDaysStart: metafield(namespace: "store", key: "estimatedDeliveryDaysStart") {
        value
      }
      estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {
        value
      }
    }
  }
  ${RING_BUILDER_SETTING_FRAGMENT}
` as const;

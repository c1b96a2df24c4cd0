// Store content read through metaobjects, pages and shop policies: the chrome (menu, banners) and the
// support, legal and education pages.

export const MENU_METAOBJECT_QUERY = `#graphql
  query MenuMetaobject($type: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    metaobject(handle: {type: $type, handle: $handle}) {
      id
      handle
      headers: field(key: "headers") {
        value
      }
    }
  }
` as const;

export const BANNER_METAOBJECTS_QUERY = `#graphql
  query BannerMetaobjects($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    metaobjects(type: $type, first: $first) {
      nodes {
        id
        handle
        fields {
          key
          value
        }
      }
    }
  }
` as const;

export const PAGE_QUERY = `#graphql
  query ContentPage($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    page(handle: $handle) {
      id
      handle
      title
      body
      bodySummary
      updatedAt
      seo {
        title
        description
      }
    }
  }
` as const;

export const SHOP_POLICIES_QUERY = `#graphql
  fragment PolicyFields on ShopPolicy {
    id
    handle
    title
    body
  }
  query ShopPolicies($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      name
      privacyPolicy {
        ...PolicyFields
      }
      termsOfService {
        ...PolicyFields
      }
    }
  }
` as const;

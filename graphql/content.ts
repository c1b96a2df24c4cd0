// Store content read through metaobjects, pages and shop policies: the page shell (shop, menu,
// banners) and the support, legal and education pages.

import {SHOP_LOCALIZATION_FRAGMENT} from './shop';

const MENU_METAOBJECT_FRAGMENT = `#graphql
  fragment MenuMetaobject on Metaobject {
    id
    handle
    headers: field(key: "headers") {
      value
    }
  }
` as const;

const BANNER_METAOBJECT_FRAGMENT = `#graphql
  fragment BannerMetaobject on Metaobject {
    id
    handle
    fields {
      key
      value
    }
  }
` as const;

export const MENU_METAOBJECT_QUERY = `#graphql
  query MenuMetaobject($type: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    metaobject(handle: {type: $type, handle: $handle}) {
      ...MenuMetaobject
    }
  }
  ${MENU_METAOBJECT_FRAGMENT}
` as const;

export const BANNER_METAOBJECTS_QUERY = `#graphql
  query BannerMetaobjects($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    metaobjects(type: $type, first: $first) {
      nodes {
        ...BannerMetaobject
      }
    }
  }
  ${BANNER_METAOBJECT_FRAGMENT}
` as const;

/** What every page's shell reads, in one request: the shop (with what its analytics report), the menu and the banners. */
export const PAGE_SHELL_QUERY = `#graphql
  query PageShell(
    $menuType: String!
    $menuHandle: String!
    $bannerType: String!
    $bannersFirst: Int!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    shop {
      id
      name
      description
    }
    localization {
      ...ShopLocalization
    }
    menu: metaobject(handle: {type: $menuType, handle: $menuHandle}) {
      ...MenuMetaobject
    }
    banners: metaobjects(type: $bannerType, first: $bannersFirst) {
      nodes {
        ...BannerMetaobject
      }
    }
  }
  ${SHOP_LOCALIZATION_FRAGMENT}
  ${MENU_METAOBJECT_FRAGMENT}
  ${BANNER_METAOBJECT_FRAGMENT}
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

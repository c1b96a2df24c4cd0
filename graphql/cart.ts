// The cart handler's fragments and the cart's own reads. Line attributes carry the storefront's
// reserved grouping keys; the product metafields (namespace `store`) carry the ship-date estimates,
// the storefront's own options, and what marks static pieces, stones and care plans.

/**
 * What the cart view needs of a cart, shared by the cart query and the cart mutations' answers, so a
 * mutation's answer is the whole cart it produced and nothing reads the cart again after it.
 */
export const CART_FIELDS_FRAGMENT = `#graphql
  fragment CartMoney on MoneyV2 {
    amount
    currencyCode
  }
  fragment CartLineFields on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...CartMoney
      }
      subtotalAmount {
        ...CartMoney
      }
      amountPerQuantity {
        ...CartMoney
      }
    }
    discountAllocations {
      discountedAmount {
        ...CartMoney
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
        sku
        availableForSale
        quantityAvailable
        image {
          id
          url
          altText
          width
          height
        }
        price {
          ...CartMoney
        }
        selectedOptions {
          name
          value
        }
        product {
          id
          handle
          title
          vendor
          productType
          tags
          estimatedDeliveryDaysStart: metafield(
            namespace: "store"
            key: "estimatedDeliveryDaysStart"
          ) {
            value
          }
          estimatedDeliveryDaysEnd: metafield(
            namespace: "store"
            key: "estimatedDeliveryDaysEnd"
          ) {
            value
          }
          isStaticConfiguration: metafield(
            namespace: "store"
            key: "isStaticConfiguration"
          ) {
            value
          }
          storeOptions: metafield(namespace: "store", key: "options") {
            value
          }
          coverageTerm: metafield(namespace: "store", key: "coverageTerm") {
            value
          }
          diamondType: metafield(namespace: "store", key: "diamondType") {
            value
          }
        }
      }
    }
  }
  fragment CartFields on Cart {
    id
    updatedAt
    checkoutUrl
    totalQuantity
    note
    attributes {
      key
      value
    }
    buyerIdentity {
      countryCode
      email
    }
    cost {
      checkoutChargeAmount {
        ...CartMoney
      }
      subtotalAmount {
        ...CartMoney
      }
      subtotalAmountEstimated
      totalAmount {
        ...CartMoney
      }
      totalAmountEstimated
      totalTaxAmount {
        ...CartMoney
      }
      totalTaxAmountEstimated
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...CartMoney
      }
      ... on CartCodeDiscountAllocation {
        code
      }
      ... on CartAutomaticDiscountAllocation {
        title
      }
    }
    appliedGiftCards {
      id
      lastCharacters
      amountUsed {
        ...CartMoney
      }
    }
  }
` as const;

/** The cart handler's `cart.get()`: the cart's fields and its first `$numCartLines` lines. */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    ...CartFields
    lines(first: $numCartLines) {
      nodes {
        ...CartLineFields
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;

/**
 * Every cart mutation answers with the same cart as `cart.get()` would read. Mutations declare no
 * `$numCartLines`, so the count is written out: CART_LINES_FETCHED (spec §9), checked by a test.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    ...CartFields
    lines(first: 20) {
      nodes {
        ...CartLineFields
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;

/** Spec §4 "check that a cart still exists": only the id, so a stale cookie is cheap to detect. */
export const CART_EXISTS_QUERY = `#graphql
  query CartExists($cartId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      id
    }
  }
` as const;

/** The protection plans and their price bands; the same for every shopper, so cached long. */
/** The codes a cart holds, so a discount link adds its code to them rather than replacing them. */
export const CART_DISCOUNT_CODES_QUERY = `#graphql
  query CartDiscountCodes($cartId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      discountCodes {
        code
      }
    }
  }
` as const;

export const CARE_PLANS_QUERY = `#graphql
  query CarePlans($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 10, query: $query) {
      nodes {
        id
        title
        descriptionHtml
        coverageTerm: metafield(namespace: "store", key: "coverageTerm") {
          value
        }
        priceBands: metafield(namespace: "store", key: "priceBands") {
          value
        }
        variants(first: 20) {
          nodes {
            id
            price {
              amount
              currencyCode
            }
          }
        }
      }
    }
  }
` as const;

/** The product the love-note request is fulfilled with (tagged with the love-note marker). */
export const MARKER_PRODUCT_QUERY = `#graphql
  query MarkerProduct($query: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    products(first: 1, query: $query) {
      nodes {
        id
        variants(first: 1) {
          nodes {
            id
          }
        }
      }
    }
  }
` as const;

/** Spec §7 shop instalment pricing: the financing hint under the cart's subtotal. */
export const FINANCING_PLANS_QUERY = `#graphql
  query FinancingPlans($country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    shop {
      shopPayInstallmentsPricing {
        financingPlans {
          id
          minPrice {
            amount
            currencyCode
          }
          maxPrice {
            amount
            currencyCode
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
` as const;

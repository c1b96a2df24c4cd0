// The cart handler's fragments. Line attributes carry the storefront's reserved grouping keys;
// the product metafields (namespace `store`) carry the ship-date estimates.

export const CART_QUERY_FRAGMENT = `#graphql
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
      amountPerQuantity {
        ...CartMoney
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        title
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
        }
      }
    }
  }
  fragment CartApiQuery on Cart {
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
    lines(first: $numCartLines) {
      nodes {
        ...CartLineFields
      }
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
  }
` as const;

/** Mutations answer with this much; pages read the full cart through `cart.get()`. */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    note
  }
` as const;

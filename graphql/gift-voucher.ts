import {MONEY_FRAGMENT} from './fragments';

/** The gift card product the gift voucher page sells: one variant per amount. */
export const GIFT_VOUCHER_QUERY = `#graphql
  query GiftVoucher($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      title
      description
      isGiftCard
      variants(first: 20) {
        nodes {
          id
          title
          availableForSale
          price {
            ...MoneyFields
          }
        }
      }
    }
  }
  ${MONEY_FRAGMENT}
` as const;

/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type CartMoneyFragment = Pick<
  StorefrontAPI.MoneyV2,
  'amount' | 'currencyCode'
>;

export type CartLineFieldsFragment = Pick<
  StorefrontAPI.CartLine,
  'id' | 'quantity'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  cost: {
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  discountAllocations: Array<
    | {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>}
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
  >;
  merchandise: Pick<
    StorefrontAPI.ProductVariant,
    'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
  > & {
    image?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
    >;
    price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    selectedOptions: Array<
      Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
    >;
    product: Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'
    > & {
      estimatedDeliveryDaysStart?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      isStaticConfiguration?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      storeOptions?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      coverageTerm?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      diamondType?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
    };
  };
};

export type CartFieldsFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'updatedAt' | 'checkoutUrl' | 'totalQuantity' | 'note'
> & {
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: Pick<
    StorefrontAPI.CartCost,
    | 'subtotalAmountEstimated'
    | 'totalAmountEstimated'
    | 'totalTaxAmountEstimated'
  > & {
    checkoutChargeAmount: Pick<
      StorefrontAPI.MoneyV2,
      'amount' | 'currencyCode'
    >;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
  };
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
    | {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>}
  >;
  appliedGiftCards: Array<
    Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'> & {
      amountUsed: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    }
  >;
};

export type CartApiQueryFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'updatedAt' | 'checkoutUrl' | 'totalQuantity' | 'note'
> & {
  lines: {
    nodes: Array<
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
        attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
        cost: {
          totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          subtotalAmount: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          amountPerQuantity: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        discountAllocations: Array<
          | {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            }
          | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            })
        >;
        merchandise: Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
        > & {
          image?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
          product: Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'
          > & {
            estimatedDeliveryDaysStart?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            isStaticConfiguration?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            storeOptions?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            coverageTerm?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            diamondType?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          };
        };
      }
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: Pick<
    StorefrontAPI.CartCost,
    | 'subtotalAmountEstimated'
    | 'totalAmountEstimated'
    | 'totalTaxAmountEstimated'
  > & {
    checkoutChargeAmount: Pick<
      StorefrontAPI.MoneyV2,
      'amount' | 'currencyCode'
    >;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
  };
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
    | {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>}
  >;
  appliedGiftCards: Array<
    Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'> & {
      amountUsed: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    }
  >;
};

export type CartApiMutationFragment = Pick<
  StorefrontAPI.Cart,
  'id' | 'updatedAt' | 'checkoutUrl' | 'totalQuantity' | 'note'
> & {
  lines: {
    nodes: Array<
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'> & {
        attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
        cost: {
          totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          subtotalAmount: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
          amountPerQuantity: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        discountAllocations: Array<
          | {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            }
          | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
              discountedAmount: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            })
        >;
        merchandise: Pick<
          StorefrontAPI.ProductVariant,
          'id' | 'title' | 'sku' | 'availableForSale' | 'quantityAvailable'
        > & {
          image?: StorefrontAPI.Maybe<
            Pick<
              StorefrontAPI.Image,
              'id' | 'url' | 'altText' | 'width' | 'height'
            >
          >;
          price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          selectedOptions: Array<
            Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
          >;
          product: Pick<
            StorefrontAPI.Product,
            'id' | 'handle' | 'title' | 'vendor' | 'productType' | 'tags'
          > & {
            estimatedDeliveryDaysStart?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            isStaticConfiguration?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            storeOptions?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            coverageTerm?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            diamondType?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          };
        };
      }
    >;
  };
  attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>;
  buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode' | 'email'>;
  cost: Pick<
    StorefrontAPI.CartCost,
    | 'subtotalAmountEstimated'
    | 'totalAmountEstimated'
    | 'totalTaxAmountEstimated'
  > & {
    checkoutChargeAmount: Pick<
      StorefrontAPI.MoneyV2,
      'amount' | 'currencyCode'
    >;
    subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    totalTaxAmount?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
    >;
  };
  discountCodes: Array<
    Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>
  >;
  discountAllocations: Array<
    | (Pick<StorefrontAPI.CartAutomaticDiscountAllocation, 'title'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
    | (Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'> & {
        discountedAmount: Pick<
          StorefrontAPI.MoneyV2,
          'amount' | 'currencyCode'
        >;
      })
    | {discountedAmount: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>}
  >;
  appliedGiftCards: Array<
    Pick<StorefrontAPI.AppliedGiftCard, 'id' | 'lastCharacters'> & {
      amountUsed: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
    }
  >;
};

export type CartExistsQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartExistsQuery = {
  cart?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Cart, 'id'>>;
};

export type CartDiscountCodesQueryVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CartDiscountCodesQuery = {
  cart?: StorefrontAPI.Maybe<{
    discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code'>>;
  }>;
};

export type CarePlansQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CarePlansQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'descriptionHtml'> & {
        coverageTerm?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        priceBands?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        variants: {
          nodes: Array<
            Pick<StorefrontAPI.ProductVariant, 'id'> & {
              price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            }
          >;
        };
      }
    >;
  };
};

export type MarkerProductQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type MarkerProductQuery = {
  products: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'id'> & {
        variants: {nodes: Array<Pick<StorefrontAPI.ProductVariant, 'id'>>};
      }
    >;
  };
};

export type FinancingPlansQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type FinancingPlansQuery = {
  shop: {
    shopPayInstallmentsPricing?: StorefrontAPI.Maybe<{
      financingPlans: Array<
        Pick<StorefrontAPI.ShopPayInstallmentsFinancingPlan, 'id'> & {
          minPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          maxPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          terms: Array<
            Pick<
              StorefrontAPI.ShopPayInstallmentsFinancingPlanTerm,
              'id' | 'apr' | 'frequency' | 'loanType'
            > & {
              installmentsCount?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Count, 'count' | 'precision'>
              >;
            }
          >;
        }
      >;
    }>;
  };
};

export type ListingFilterFragment = Pick<
  StorefrontAPI.Filter,
  'id' | 'label' | 'type'
> & {
  values: Array<
    Pick<StorefrontAPI.FilterValue, 'id' | 'label' | 'count' | 'input'> & {
      swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Swatch, 'color'>>;
    }
  >;
};

export type CollectionListingQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.ProductCollectionSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  countFirst: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionListingQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Collection,
      'descriptionHtml' | 'id' | 'handle' | 'title' | 'description'
    > & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      collectionType?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      products: {
        filters: Array<
          Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
            values: Array<
              Pick<
                StorefrontAPI.FilterValue,
                'id' | 'label' | 'count' | 'input'
              > & {
                swatch?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.Swatch, 'color'>
                >;
              }
            >;
          }
        >;
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'handle' | 'title' | 'productType' | 'tags' | 'isGiftCard'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            };
            compareAtPriceRange: {
              minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'>;
            };
            options: Array<
              Pick<StorefrontAPI.ProductOption, 'name'> & {
                optionValues: Array<
                  Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
                    swatch?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
                    >;
                    firstSelectableVariant?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.ProductVariant, 'id'> & {
                        image?: StorefrontAPI.Maybe<
                          Pick<
                            StorefrontAPI.Image,
                            'url' | 'altText' | 'width' | 'height'
                          >
                        >;
                        price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                        compareAtPrice?: StorefrontAPI.Maybe<
                          Pick<StorefrontAPI.MoneyV2, 'amount'>
                        >;
                      }
                    >;
                  }
                >;
              }
            >;
            estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            isStaticConfiguration?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          }
        >;
        pageInfo: Pick<
          StorefrontAPI.PageInfo,
          'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
        >;
      };
      listingCount: {
        nodes: Array<Pick<StorefrontAPI.Product, 'id'>>;
        pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'>;
      };
      image?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
      >;
    }
  >;
};

export type CollectionCrumbQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type CollectionCrumbQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle' | 'title'>
  >;
};

export type LegacyCollectionQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type LegacyCollectionQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'handle'> & {
      collectionType?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
    }
  >;
};

export type SitemapCollectionTypesQueryVariables = StorefrontAPI.Exact<{
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type SitemapCollectionTypesQuery = {
  collections: {
    nodes: Array<
      Pick<StorefrontAPI.Collection, 'handle'> & {
        collectionType?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        products: {
          nodes: Array<Pick<StorefrontAPI.Product, 'tags' | 'isGiftCard'>>;
        };
      }
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'endCursor'>;
  };
};

export type AllProductsListingQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type AllProductsListingQuery = {
  search: {
    productFilters: Array<
      Pick<StorefrontAPI.Filter, 'id' | 'label' | 'type'> & {
        values: Array<
          Pick<
            StorefrontAPI.FilterValue,
            'id' | 'label' | 'count' | 'input'
          > & {
            swatch?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Swatch, 'color'>>;
          }
        >;
      }
    >;
    nodes: Array<
      Pick<
        StorefrontAPI.Product,
        'handle' | 'title' | 'productType' | 'tags' | 'isGiftCard'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        compareAtPriceRange: {
          minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'>;
        };
        options: Array<
          Pick<StorefrontAPI.ProductOption, 'name'> & {
            optionValues: Array<
              Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
                swatch?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
                >;
                firstSelectableVariant?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductVariant, 'id'> & {
                    image?: StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Image,
                        'url' | 'altText' | 'width' | 'height'
                      >
                    >;
                    price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                    compareAtPrice?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.MoneyV2, 'amount'>
                    >;
                  }
                >;
              }
            >;
          }
        >;
        estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        isStaticConfiguration?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >;
    pageInfo: Pick<
      StorefrontAPI.PageInfo,
      'hasPreviousPage' | 'hasNextPage' | 'startCursor' | 'endCursor'
    >;
  };
};

export type AllProductsCountQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  filters?: StorefrontAPI.InputMaybe<
    Array<StorefrontAPI.ProductFilter> | StorefrontAPI.ProductFilter
  >;
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type AllProductsCountQuery = {
  search: {
    nodes: Array<
      Pick<StorefrontAPI.Product, 'productType' | 'tags' | 'isGiftCard'>
    >;
    pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage'>;
  };
};

export type MenuMetaobjectFragment = Pick<
  StorefrontAPI.Metaobject,
  'id' | 'handle'
> & {
  headers?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MetaobjectField, 'value'>>;
};

export type BannerMetaobjectFragment = Pick<
  StorefrontAPI.Metaobject,
  'id' | 'handle'
> & {fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>>};

export type MenuMetaobjectQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.Scalars['String']['input'];
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type MenuMetaobjectQuery = {
  metaobject?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Metaobject, 'id' | 'handle'> & {
      headers?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.MetaobjectField, 'value'>
      >;
    }
  >;
};

export type BannerMetaobjectsQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BannerMetaobjectsQuery = {
  metaobjects: {
    nodes: Array<
      Pick<StorefrontAPI.Metaobject, 'id' | 'handle'> & {
        fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>>;
      }
    >;
  };
};

export type PageShellQueryVariables = StorefrontAPI.Exact<{
  menuType: StorefrontAPI.Scalars['String']['input'];
  menuHandle: StorefrontAPI.Scalars['String']['input'];
  bannerType: StorefrontAPI.Scalars['String']['input'];
  bannersFirst: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type PageShellQuery = {
  shop: Pick<StorefrontAPI.Shop, 'id' | 'name' | 'description'>;
  localization: {
    country: {currency: Pick<StorefrontAPI.Currency, 'isoCode'>};
    language: Pick<StorefrontAPI.Language, 'isoCode'>;
  };
  menu?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Metaobject, 'id' | 'handle'> & {
      headers?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.MetaobjectField, 'value'>
      >;
    }
  >;
  banners: {
    nodes: Array<
      Pick<StorefrontAPI.Metaobject, 'id' | 'handle'> & {
        fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>>;
      }
    >;
  };
};

export type ContentPageQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ContentPageQuery = {
  page?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Page,
      'id' | 'handle' | 'title' | 'body' | 'bodySummary' | 'updatedAt'
    > & {
      seo?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Seo, 'title' | 'description'>
      >;
    }
  >;
};

export type PolicyFieldsFragment = Pick<
  StorefrontAPI.ShopPolicy,
  'id' | 'handle' | 'title' | 'body'
>;

export type ShopPoliciesQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ShopPoliciesQuery = {
  shop: Pick<StorefrontAPI.Shop, 'name'> & {
    privacyPolicy?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>
    >;
    termsOfService?: StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ShopPolicy, 'id' | 'handle' | 'title' | 'body'>
    >;
  };
};

export type DiscountRulesQueryVariables = StorefrontAPI.Exact<{
  type: StorefrontAPI.Scalars['String']['input'];
  first: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type DiscountRulesQuery = {
  metaobjects: {
    nodes: Array<
      Pick<StorefrontAPI.Metaobject, 'id' | 'handle'> & {
        fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>>;
      }
    >;
  };
};

export type HintProductQueryVariables = StorefrontAPI.Exact<{
  id: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HintProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Product, 'title' | 'handle'>
  >;
};

export type VariantSaleFactsQueryVariables = StorefrontAPI.Exact<{
  ids:
    | Array<StorefrontAPI.Scalars['ID']['input']>
    | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type VariantSaleFactsQuery = {
  nodes: Array<
    StorefrontAPI.Maybe<
      Pick<StorefrontAPI.ProductVariant, 'id'> & {
        product: Pick<StorefrontAPI.Product, 'tags' | 'isGiftCard'>;
      }
    >
  >;
};

export type MarkedProductsQueryVariables = StorefrontAPI.Exact<{
  query: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type MarkedProductsQuery = {
  products: {
    nodes: Array<Pick<StorefrontAPI.Product, 'handle' | 'tags' | 'isGiftCard'>>;
  };
};

export type MoneyFieldsFragment = Pick<
  StorefrontAPI.MoneyV2,
  'amount' | 'currencyCode'
>;

export type ImageFieldsFragment = Pick<
  StorefrontAPI.Image,
  'id' | 'url' | 'altText' | 'width' | 'height'
>;

export type ProductCardFragment = Pick<
  StorefrontAPI.Product,
  'handle' | 'title' | 'productType' | 'tags' | 'isGiftCard'
> & {
  featuredImage?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
  >;
  images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
  priceRange: {
    minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  };
  compareAtPriceRange: {minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'>};
  options: Array<
    Pick<StorefrontAPI.ProductOption, 'name'> & {
      optionValues: Array<
        Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
          swatch?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
          >;
          firstSelectableVariant?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.ProductVariant, 'id'> & {
              image?: StorefrontAPI.Maybe<
                Pick<
                  StorefrontAPI.Image,
                  'url' | 'altText' | 'width' | 'height'
                >
              >;
              price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
              compareAtPrice?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.MoneyV2, 'amount'>
              >;
            }
          >;
        }
      >;
    }
  >;
  estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Metafield, 'value'>
  >;
  isStaticConfiguration?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Metafield, 'value'>
  >;
};

export type CardImageFragment = Pick<
  StorefrontAPI.Image,
  'url' | 'altText' | 'width' | 'height'
>;

export type CollectionCardFragment = Pick<
  StorefrontAPI.Collection,
  'id' | 'handle' | 'title' | 'description'
> & {
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
  >;
};

export type GiftVoucherQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type GiftVoucherQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      'id' | 'title' | 'description' | 'isGiftCard'
    > & {
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'availableForSale'
          > & {price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>}
        >;
      };
    }
  >;
};

export type HomeQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type HomeQuery = {
  featured?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'title' | 'description'> & {
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'handle' | 'title' | 'productType' | 'tags' | 'isGiftCard'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            };
            compareAtPriceRange: {
              minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'>;
            };
            options: Array<
              Pick<StorefrontAPI.ProductOption, 'name'> & {
                optionValues: Array<
                  Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
                    swatch?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
                    >;
                    firstSelectableVariant?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.ProductVariant, 'id'> & {
                        image?: StorefrontAPI.Maybe<
                          Pick<
                            StorefrontAPI.Image,
                            'url' | 'altText' | 'width' | 'height'
                          >
                        >;
                        price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                        compareAtPrice?: StorefrontAPI.Maybe<
                          Pick<StorefrontAPI.MoneyV2, 'amount'>
                        >;
                      }
                    >;
                  }
                >;
              }
            >;
            estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            isStaticConfiguration?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          }
        >;
      };
    }
  >;
  collections: {
    nodes: Array<
      Pick<
        StorefrontAPI.Collection,
        'id' | 'handle' | 'title' | 'description'
      > & {
        collectionType?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        image?: StorefrontAPI.Maybe<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
      }
    >;
  };
  education: {
    nodes: Array<
      Pick<StorefrontAPI.Page, 'id' | 'handle' | 'title' | 'bodySummary'>
    >;
  };
};

export type BestSellersQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type BestSellersQuery = {
  collection?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Collection, 'id' | 'handle'> & {
      products: {
        nodes: Array<
          Pick<
            StorefrontAPI.Product,
            'handle' | 'title' | 'productType' | 'tags' | 'isGiftCard'
          > & {
            featuredImage?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
            >;
            images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
            priceRange: {
              minVariantPrice: Pick<
                StorefrontAPI.MoneyV2,
                'amount' | 'currencyCode'
              >;
            };
            compareAtPriceRange: {
              minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'>;
            };
            options: Array<
              Pick<StorefrontAPI.ProductOption, 'name'> & {
                optionValues: Array<
                  Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
                    swatch?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
                    >;
                    firstSelectableVariant?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.ProductVariant, 'id'> & {
                        image?: StorefrontAPI.Maybe<
                          Pick<
                            StorefrontAPI.Image,
                            'url' | 'altText' | 'width' | 'height'
                          >
                        >;
                        price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                        compareAtPrice?: StorefrontAPI.Maybe<
                          Pick<StorefrontAPI.MoneyV2, 'amount'>
                        >;
                      }
                    >;
                  }
                >;
              }
            >;
            estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
            isStaticConfiguration?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.Metafield, 'value'>
            >;
          }
        >;
      };
    }
  >;
};

export type ProductVariantFieldsFragment = Pick<
  StorefrontAPI.ProductVariant,
  'id' | 'title' | 'availableForSale' | 'quantityAvailable' | 'sku'
> & {
  image?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.Image, 'id' | 'url' | 'altText' | 'width' | 'height'>
  >;
  price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
  compareAtPrice?: StorefrontAPI.Maybe<
    Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
  >;
  selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>;
};

export type ProductQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      | 'id'
      | 'handle'
      | 'title'
      | 'description'
      | 'descriptionHtml'
      | 'productType'
      | 'vendor'
      | 'tags'
      | 'isGiftCard'
    > & {
      seo: Pick<StorefrontAPI.Seo, 'title' | 'description'>;
      options: Array<
        Pick<StorefrontAPI.ProductOption, 'name'> & {
          optionValues: Array<
            Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
              swatch?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
              >;
            }
          >;
        }
      >;
      images: {
        nodes: Array<
          Pick<
            StorefrontAPI.Image,
            'id' | 'url' | 'altText' | 'width' | 'height'
          >
        >;
      };
      variants: {
        nodes: Array<
          Pick<
            StorefrontAPI.ProductVariant,
            'id' | 'title' | 'availableForSale' | 'quantityAvailable' | 'sku'
          > & {
            image?: StorefrontAPI.Maybe<
              Pick<
                StorefrontAPI.Image,
                'id' | 'url' | 'altText' | 'width' | 'height'
              >
            >;
            price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
            compareAtPrice?: StorefrontAPI.Maybe<
              Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>
            >;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
          }
        >;
      };
      estimatedDeliveryDaysStart?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      isStaticConfiguration?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      storeOptions?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
    }
  >;
  shop: {
    shopPayInstallmentsPricing?: StorefrontAPI.Maybe<{
      financingPlans: Array<
        Pick<StorefrontAPI.ShopPayInstallmentsFinancingPlan, 'id'> & {
          minPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          maxPrice: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>;
          terms: Array<
            Pick<
              StorefrontAPI.ShopPayInstallmentsFinancingPlanTerm,
              'id' | 'apr' | 'frequency' | 'loanType'
            > & {
              installmentsCount?: StorefrontAPI.Maybe<
                Pick<StorefrontAPI.Count, 'count' | 'precision'>
              >;
            }
          >;
        }
      >;
    }>;
  };
};

export type ProductRecommendationsQueryVariables = StorefrontAPI.Exact<{
  productId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductRecommendationsQuery = {
  productRecommendations?: StorefrontAPI.Maybe<
    Array<
      Pick<
        StorefrontAPI.Product,
        'handle' | 'title' | 'productType' | 'tags' | 'isGiftCard'
      > & {
        featuredImage?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
        >;
        images: {nodes: Array<Pick<StorefrontAPI.Image, 'url'>>};
        priceRange: {
          minVariantPrice: Pick<
            StorefrontAPI.MoneyV2,
            'amount' | 'currencyCode'
          >;
        };
        compareAtPriceRange: {
          minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'>;
        };
        options: Array<
          Pick<StorefrontAPI.ProductOption, 'name'> & {
            optionValues: Array<
              Pick<StorefrontAPI.ProductOptionValue, 'name'> & {
                swatch?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductOptionValueSwatch, 'color'>
                >;
                firstSelectableVariant?: StorefrontAPI.Maybe<
                  Pick<StorefrontAPI.ProductVariant, 'id'> & {
                    image?: StorefrontAPI.Maybe<
                      Pick<
                        StorefrontAPI.Image,
                        'url' | 'altText' | 'width' | 'height'
                      >
                    >;
                    price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                    compareAtPrice?: StorefrontAPI.Maybe<
                      Pick<StorefrontAPI.MoneyV2, 'amount'>
                    >;
                  }
                >;
              }
            >;
          }
        >;
        estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
        isStaticConfiguration?: StorefrontAPI.Maybe<
          Pick<StorefrontAPI.Metafield, 'value'>
        >;
      }
    >
  >;
};

export type ProductCardImagesQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ProductCardImagesQuery = {
  product?: StorefrontAPI.Maybe<{
    images: {
      nodes: Array<
        Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>
      >;
    };
  }>;
};

export type RingBuilderSettingFragment = Pick<
  StorefrontAPI.Product,
  'id' | 'handle' | 'title' | 'tags' | 'productType'
> & {
  featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
  stoneSizeBegin?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  stoneSizeEnd?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Metafield, 'value'>>;
  variants: {
    nodes: Array<
      Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
        price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
        image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
        selectedOptions: Array<
          Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
        >;
      }
    >;
  };
};

export type RingBuilderSettingsQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type RingBuilderSettingsQuery = {
  collection?: StorefrontAPI.Maybe<{
    products: {
      nodes: Array<
        Pick<
          StorefrontAPI.Product,
          'id' | 'handle' | 'title' | 'tags' | 'productType'
        > & {
          featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
          stoneSizeBegin?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          stoneSizeEnd?: StorefrontAPI.Maybe<
            Pick<StorefrontAPI.Metafield, 'value'>
          >;
          variants: {
            nodes: Array<
              Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
                price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
                image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
                selectedOptions: Array<
                  Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
                >;
              }
            >;
          };
        }
      >;
    };
  }>;
};

export type RingBuilderSettingByHandleQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type RingBuilderSettingByHandleQuery = {
  product?: StorefrontAPI.Maybe<
    Pick<
      StorefrontAPI.Product,
      'id' | 'handle' | 'title' | 'tags' | 'productType'
    > & {
      storeOptions?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      estimatedDeliveryDaysStart?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      estimatedDeliveryDaysEnd?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      featuredImage?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
      stoneSizeBegin?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      stoneSizeEnd?: StorefrontAPI.Maybe<
        Pick<StorefrontAPI.Metafield, 'value'>
      >;
      variants: {
        nodes: Array<
          Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'> & {
            price: Pick<StorefrontAPI.MoneyV2, 'amount'>;
            image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url'>>;
            selectedOptions: Array<
              Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>
            >;
          }
        >;
      };
    }
  >;
};

export type ShopLocalizationFragment = {
  country: {currency: Pick<StorefrontAPI.Currency, 'isoCode'>};
  language: Pick<StorefrontAPI.Language, 'isoCode'>;
};

export type ShopLayoutQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;

export type ShopLayoutQuery = {
  shop: Pick<StorefrontAPI.Shop, 'id' | 'name' | 'description'>;
  localization: {
    country: {currency: Pick<StorefrontAPI.Currency, 'isoCode'>};
    language: Pick<StorefrontAPI.Language, 'isoCode'>;
  };
};

interface GeneratedQueryTypes {
  '#graphql\n  query CartExists($cartId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      id\n    }\n  }\n': {
    return: CartExistsQuery;
    variables: CartExistsQueryVariables;
  };
  '#graphql\n  query CartDiscountCodes($cartId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    cart(id: $cartId) {\n      discountCodes {\n        code\n      }\n    }\n  }\n': {
    return: CartDiscountCodesQuery;
    variables: CartDiscountCodesQueryVariables;
  };
  '#graphql\n  query CarePlans($query: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 10, query: $query) {\n      nodes {\n        id\n        title\n        descriptionHtml\n        coverageTerm: metafield(namespace: "store", key: "coverageTerm") {\n          value\n        }\n        priceBands: metafield(namespace: "store", key: "priceBands") {\n          value\n        }\n        variants(first: 20) {\n          nodes {\n            id\n            price {\n              amount\n              currencyCode\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: CarePlansQuery;
    variables: CarePlansQueryVariables;
  };
  '#graphql\n  query MarkerProduct($query: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 1, query: $query) {\n      nodes {\n        id\n        variants(first: 1) {\n          nodes {\n            id\n          }\n        }\n      }\n    }\n  }\n': {
    return: MarkerProductQuery;
    variables: MarkerProductQueryVariables;
  };
  '#graphql\n  query FinancingPlans($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      shopPayInstallmentsPricing {\n        financingPlans {\n          id\n          minPrice {\n            amount\n            currencyCode\n          }\n          maxPrice {\n            amount\n            currencyCode\n          }\n          terms {\n            id\n            apr\n            frequency\n            loanType\n            installmentsCount {\n              count\n              precision\n            }\n          }\n        }\n      }\n    }\n  }\n': {
    return: FinancingPlansQuery;
    variables: FinancingPlansQueryVariables;
  };
  '#graphql\n  query CollectionListing(\n    $handle: String!\n    $filters: [ProductFilter!]\n    $sortKey: ProductCollectionSortKeys\n    $reverse: Boolean\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $countFirst: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      ...CollectionCard\n      descriptionHtml\n      seo {\n        title\n        description\n      }\n      collectionType: metafield(namespace: "store", key: "collectionType") {\n        value\n      }\n      products(\n        filters: $filters\n        sortKey: $sortKey\n        reverse: $reverse\n        first: $first\n        last: $last\n        after: $after\n        before: $before\n      ) {\n        filters {\n          ...ListingFilter\n        }\n        nodes {\n          ...ProductCard\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          startCursor\n          endCursor\n        }\n      }\n      # How many products the listing holds under the same filters. The Storefront API has no total\n      # count, so this asks for ids only, up to the API\'s page limit, and says whether there are more.\n      listingCount: products(first: $countFirst, filters: $filters) {\n        nodes {\n          id\n        }\n        pageInfo {\n          hasNextPage\n        }\n      }\n    }\n  }\n  #graphql\n  fragment CollectionCard on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      ...ImageFields\n    }\n  }\n\n  #graphql\n  fragment ProductCard on Product {\n    handle\n    title\n    productType\n    tags\n    isGiftCard\n    # The card shows the first image; of the others the carousel\'s count needs only the addresses.\n    featuredImage {\n      ...CardImage\n    }\n    images(first: 8) {\n      nodes {\n        url\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        amount\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n        swatch {\n          color\n        }\n        firstSelectableVariant {\n          id\n          image {\n            ...CardImage\n          }\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n        }\n      }\n    }\n    estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n      value\n    }\n    isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {\n      value\n    }\n  }\n  fragment CardImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ListingFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n      swatch {\n        color\n      }\n    }\n  }\n\n': {
    return: CollectionListingQuery;
    variables: CollectionListingQueryVariables;
  };
  '#graphql\n  query CollectionCrumb($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      id\n      handle\n      title\n    }\n  }\n': {
    return: CollectionCrumbQuery;
    variables: CollectionCrumbQueryVariables;
  };
  '#graphql\n  query LegacyCollection($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      handle\n      collectionType: metafield(namespace: "store", key: "collectionType") {\n        value\n      }\n    }\n  }\n': {
    return: LegacyCollectionQuery;
    variables: LegacyCollectionQueryVariables;
  };
  '#graphql\n  query SitemapCollectionTypes($after: String, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collections(first: 250, after: $after) {\n      nodes {\n        handle\n        collectionType: metafield(namespace: "store", key: "collectionType") {\n          value\n        }\n        products(first: 20) {\n          nodes {\n            tags\n            isGiftCard\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n': {
    return: SitemapCollectionTypesQuery;
    variables: SitemapCollectionTypesQueryVariables;
  };
  '#graphql\n  query AllProductsListing(\n    $query: String!\n    $filters: [ProductFilter!]\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $query\n      types: [PRODUCT]\n      productFilters: $filters\n      sortKey: $sortKey\n      reverse: $reverse\n      first: $first\n      last: $last\n      after: $after\n      before: $before\n    ) {\n      productFilters {\n        ...ListingFilter\n      }\n      nodes {\n        ... on Product {\n          ...ProductCard\n        }\n      }\n      pageInfo {\n        hasPreviousPage\n        hasNextPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    handle\n    title\n    productType\n    tags\n    isGiftCard\n    # The card shows the first image; of the others the carousel\'s count needs only the addresses.\n    featuredImage {\n      ...CardImage\n    }\n    images(first: 8) {\n      nodes {\n        url\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        amount\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n        swatch {\n          color\n        }\n        firstSelectableVariant {\n          id\n          image {\n            ...CardImage\n          }\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n        }\n      }\n    }\n    estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n      value\n    }\n    isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {\n      value\n    }\n  }\n  fragment CardImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n  #graphql\n  fragment ListingFilter on Filter {\n    id\n    label\n    type\n    values {\n      id\n      label\n      count\n      input\n      swatch {\n        color\n      }\n    }\n  }\n\n': {
    return: AllProductsListingQuery;
    variables: AllProductsListingQueryVariables;
  };
  '#graphql\n  query AllProductsCount(\n    $query: String!\n    $filters: [ProductFilter!]\n    $first: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(query: $query, types: [PRODUCT], productFilters: $filters, first: $first) {\n      nodes {\n        ... on Product {\n          productType\n          tags\n          isGiftCard\n        }\n      }\n      pageInfo {\n        hasNextPage\n      }\n    }\n  }\n': {
    return: AllProductsCountQuery;
    variables: AllProductsCountQueryVariables;
  };
  '#graphql\n  query MenuMetaobject($type: String!, $handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    metaobject(handle: {type: $type, handle: $handle}) {\n      ...MenuMetaobject\n    }\n  }\n  #graphql\n  fragment MenuMetaobject on Metaobject {\n    id\n    handle\n    headers: field(key: "headers") {\n      value\n    }\n  }\n\n': {
    return: MenuMetaobjectQuery;
    variables: MenuMetaobjectQueryVariables;
  };
  '#graphql\n  query BannerMetaobjects($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    metaobjects(type: $type, first: $first) {\n      nodes {\n        ...BannerMetaobject\n      }\n    }\n  }\n  #graphql\n  fragment BannerMetaobject on Metaobject {\n    id\n    handle\n    fields {\n      key\n      value\n    }\n  }\n\n': {
    return: BannerMetaobjectsQuery;
    variables: BannerMetaobjectsQueryVariables;
  };
  '#graphql\n  query PageShell(\n    $menuType: String!\n    $menuHandle: String!\n    $bannerType: String!\n    $bannersFirst: Int!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    shop {\n      id\n      name\n      description\n    }\n    localization {\n      ...ShopLocalization\n    }\n    menu: metaobject(handle: {type: $menuType, handle: $menuHandle}) {\n      ...MenuMetaobject\n    }\n    banners: metaobjects(type: $bannerType, first: $bannersFirst) {\n      nodes {\n        ...BannerMetaobject\n      }\n    }\n  }\n  #graphql\n  fragment ShopLocalization on Localization {\n    country {\n      currency {\n        isoCode\n      }\n    }\n    language {\n      isoCode\n    }\n  }\n\n  #graphql\n  fragment MenuMetaobject on Metaobject {\n    id\n    handle\n    headers: field(key: "headers") {\n      value\n    }\n  }\n\n  #graphql\n  fragment BannerMetaobject on Metaobject {\n    id\n    handle\n    fields {\n      key\n      value\n    }\n  }\n\n': {
    return: PageShellQuery;
    variables: PageShellQueryVariables;
  };
  '#graphql\n  query ContentPage($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    page(handle: $handle) {\n      id\n      handle\n      title\n      body\n      bodySummary\n      updatedAt\n      seo {\n        title\n        description\n      }\n    }\n  }\n': {
    return: ContentPageQuery;
    variables: ContentPageQueryVariables;
  };
  '#graphql\n  fragment PolicyFields on ShopPolicy {\n    id\n    handle\n    title\n    body\n  }\n  query ShopPolicies($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      name\n      privacyPolicy {\n        ...PolicyFields\n      }\n      termsOfService {\n        ...PolicyFields\n      }\n    }\n  }\n': {
    return: ShopPoliciesQuery;
    variables: ShopPoliciesQueryVariables;
  };
  '#graphql\n  query DiscountRules($type: String!, $first: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    metaobjects(type: $type, first: $first) {\n      nodes {\n        id\n        handle\n        fields {\n          key\n          value\n        }\n      }\n    }\n  }\n': {
    return: DiscountRulesQuery;
    variables: DiscountRulesQueryVariables;
  };
  '#graphql\n  query HintProduct($id: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(id: $id) {\n      title\n      handle\n    }\n  }\n': {
    return: HintProductQuery;
    variables: HintProductQueryVariables;
  };
  '#graphql\n  query VariantSaleFacts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        product {\n          tags\n          isGiftCard\n        }\n      }\n    }\n  }\n': {
    return: VariantSaleFactsQuery;
    variables: VariantSaleFactsQueryVariables;
  };
  '#graphql\n  query MarkedProducts($query: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    products(first: 250, query: $query) {\n      nodes {\n        handle\n        tags\n        isGiftCard\n      }\n    }\n  }\n': {
    return: MarkedProductsQuery;
    variables: MarkedProductsQueryVariables;
  };
  '#graphql\n  query GiftVoucher($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      title\n      description\n      isGiftCard\n      variants(first: 20) {\n        nodes {\n          id\n          title\n          availableForSale\n          price {\n            ...MoneyFields\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: GiftVoucherQuery;
    variables: GiftVoucherQueryVariables;
  };
  '#graphql\n  query Home($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    featured: collection(handle: "frontpage") {\n      id\n      title\n      description\n      products(first: 8) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n    collections(first: 100) {\n      nodes {\n        ...CollectionCard\n        collectionType: metafield(namespace: "store", key: "collectionType") {\n          value\n        }\n      }\n    }\n    education: pages(first: 20) {\n      nodes {\n        id\n        handle\n        title\n        bodySummary\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    handle\n    title\n    productType\n    tags\n    isGiftCard\n    # The card shows the first image; of the others the carousel\'s count needs only the addresses.\n    featuredImage {\n      ...CardImage\n    }\n    images(first: 8) {\n      nodes {\n        url\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        amount\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n        swatch {\n          color\n        }\n        firstSelectableVariant {\n          id\n          image {\n            ...CardImage\n          }\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n        }\n      }\n    }\n    estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n      value\n    }\n    isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {\n      value\n    }\n  }\n  fragment CardImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment CollectionCard on Collection {\n    id\n    handle\n    title\n    description\n    image {\n      ...ImageFields\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: HomeQuery;
    variables: HomeQueryVariables;
  };
  '#graphql\n  query BestSellers($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: "best-sellers") {\n      id\n      handle\n      products(first: 8) {\n        nodes {\n          ...ProductCard\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    handle\n    title\n    productType\n    tags\n    isGiftCard\n    # The card shows the first image; of the others the carousel\'s count needs only the addresses.\n    featuredImage {\n      ...CardImage\n    }\n    images(first: 8) {\n      nodes {\n        url\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        amount\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n        swatch {\n          color\n        }\n        firstSelectableVariant {\n          id\n          image {\n            ...CardImage\n          }\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n        }\n      }\n    }\n    estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n      value\n    }\n    isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {\n      value\n    }\n  }\n  fragment CardImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: BestSellersQuery;
    variables: BestSellersQueryVariables;
  };
  '#graphql\n  query Product(\n    $handle: String!\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      handle\n      title\n      description\n      descriptionHtml\n      productType\n      vendor\n      tags\n      isGiftCard\n      seo {\n        title\n        description\n      }\n      options {\n        name\n        optionValues {\n          name\n          swatch {\n            color\n          }\n        }\n      }\n      images(first: 12) {\n        nodes {\n          ...ImageFields\n        }\n      }\n      variants(first: 100) {\n        nodes {\n          ...ProductVariantFields\n        }\n      }\n      estimatedDeliveryDaysStart: metafield(namespace: "store", key: "estimatedDeliveryDaysStart") {\n        value\n      }\n      estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n        value\n      }\n      isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {\n        value\n      }\n      storeOptions: metafield(namespace: "store", key: "options") {\n        value\n      }\n    }\n    shop {\n      shopPayInstallmentsPricing {\n        financingPlans {\n          id\n          minPrice {\n            ...MoneyFields\n          }\n          maxPrice {\n            ...MoneyFields\n          }\n          terms {\n            id\n            apr\n            frequency\n            loanType\n            installmentsCount {\n              count\n              precision\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductVariantFields on ProductVariant {\n    id\n    title\n    availableForSale\n    quantityAvailable\n    sku\n    image {\n      ...ImageFields\n    }\n    price {\n      ...MoneyFields\n    }\n    compareAtPrice {\n      ...MoneyFields\n    }\n    selectedOptions {\n      name\n      value\n    }\n  }\n\n  #graphql\n  fragment ImageFields on Image {\n    id\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: ProductQuery;
    variables: ProductQueryVariables;
  };
  '#graphql\n  query ProductRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    productRecommendations(productId: $productId, intent: RELATED) {\n      ...ProductCard\n    }\n  }\n  #graphql\n  fragment ProductCard on Product {\n    handle\n    title\n    productType\n    tags\n    isGiftCard\n    # The card shows the first image; of the others the carousel\'s count needs only the addresses.\n    featuredImage {\n      ...CardImage\n    }\n    images(first: 8) {\n      nodes {\n        url\n      }\n    }\n    priceRange {\n      minVariantPrice {\n        ...MoneyFields\n      }\n    }\n    compareAtPriceRange {\n      minVariantPrice {\n        amount\n      }\n    }\n    options(first: 3) {\n      name\n      optionValues {\n        name\n        swatch {\n          color\n        }\n        firstSelectableVariant {\n          id\n          image {\n            ...CardImage\n          }\n          price {\n            amount\n          }\n          compareAtPrice {\n            amount\n          }\n        }\n      }\n    }\n    estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n      value\n    }\n    isStaticConfiguration: metafield(namespace: "store", key: "isStaticConfiguration") {\n      value\n    }\n  }\n  fragment CardImage on Image {\n    url\n    altText\n    width\n    height\n  }\n\n  #graphql\n  fragment MoneyFields on MoneyV2 {\n    amount\n    currencyCode\n  }\n\n': {
    return: ProductRecommendationsQuery;
    variables: ProductRecommendationsQueryVariables;
  };
  '#graphql\n  query ProductCardImages($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      images(first: 8) {\n        nodes {\n          url\n          altText\n          width\n          height\n        }\n      }\n    }\n  }\n': {
    return: ProductCardImagesQuery;
    variables: ProductCardImagesQueryVariables;
  };
  '#graphql\n  query RingBuilderSettings($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    collection(handle: $handle) {\n      products(first: 60) {\n        nodes {\n          ...RingBuilderSetting\n        }\n      }\n    }\n  }\n  #graphql\n  fragment RingBuilderSetting on Product {\n    id\n    handle\n    title\n    tags\n    productType\n    featuredImage {\n      url\n    }\n    stoneSizeBegin: metafield(namespace: "store", key: "stoneSizeBegin") {\n      value\n    }\n    stoneSizeEnd: metafield(namespace: "store", key: "stoneSizeEnd") {\n      value\n    }\n    variants(first: 100) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n        }\n        image {\n          url\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n\n': {
    return: RingBuilderSettingsQuery;
    variables: RingBuilderSettingsQueryVariables;
  };
  '#graphql\n  query RingBuilderSettingByHandle($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      ...RingBuilderSetting\n      storeOptions: metafield(namespace: "store", key: "options") {\n        value\n      }\n      estimatedDeliveryDaysStart: metafield(namespace: "store", key: "estimatedDeliveryDaysStart") {\n        value\n      }\n      estimatedDeliveryDaysEnd: metafield(namespace: "store", key: "estimatedDeliveryDaysEnd") {\n        value\n      }\n    }\n  }\n  #graphql\n  fragment RingBuilderSetting on Product {\n    id\n    handle\n    title\n    tags\n    productType\n    featuredImage {\n      url\n    }\n    stoneSizeBegin: metafield(namespace: "store", key: "stoneSizeBegin") {\n      value\n    }\n    stoneSizeEnd: metafield(namespace: "store", key: "stoneSizeEnd") {\n      value\n    }\n    variants(first: 100) {\n      nodes {\n        id\n        availableForSale\n        price {\n          amount\n        }\n        image {\n          url\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n\n': {
    return: RingBuilderSettingByHandleQuery;
    variables: RingBuilderSettingByHandleQueryVariables;
  };
  '#graphql\n  query ShopLayout($country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    shop {\n      id\n      name\n      description\n    }\n    localization {\n      ...ShopLocalization\n    }\n  }\n  #graphql\n  fragment ShopLocalization on Localization {\n    country {\n      currency {\n        isoCode\n      }\n    }\n    language {\n      isoCode\n    }\n  }\n\n': {
    return: ShopLayoutQuery;
    variables: ShopLayoutQueryVariables;
  };
}

interface GeneratedMutationTypes {}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}

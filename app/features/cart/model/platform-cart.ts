// The platform cart as the cart handler returns it (graphql/cart.ts), reduced to what the cart
// view needs. Declared here so the domain stays free of generated types; the generated fragment
// satisfies it structurally.
import type {Money} from '~/features/catalog/model/money';

type Metafield = {value: string} | null | undefined;

/** Shopify allows an attribute without a value. */
export interface PlatformAttribute {
  key: string;
  value?: string | null;
}

export interface PlatformCartLine {
  id: string;
  quantity: number;
  attributes: readonly PlatformAttribute[];
  /**
   * `subtotalAmount` is the line before line-level discounts (the shop's automatic discounts);
   * `totalAmount` is what the line charges.
   */
  cost: {totalAmount: Money; subtotalAmount: Money; amountPerQuantity: Money};
  /** What discounts took off the line; `code` only on a discount code's allocation. */
  discountAllocations?: readonly PlatformDiscountAllocation[];
  merchandise: {
    id: string;
    title: string;
    sku?: string | null;
    image?: {url: string; altText?: string | null} | null;
    price: Money;
    product: {
      id: string;
      handle: string;
      title: string;
      vendor?: string;
      productType: string;
      tags: readonly string[];
      estimatedDeliveryDaysStart?: Metafield;
      estimatedDeliveryDaysEnd?: Metafield;
      isStaticConfiguration?: Metafield;
      storeOptions?: Metafield;
      coverageTerm?: Metafield;
      diamondType?: Metafield;
    };
  };
}

export interface PlatformDiscountAllocation {
  discountedAmount: Money;
  code?: string;
  title?: string;
}

export interface PlatformCart {
  id: string;
  /** Hydrogen's analytics provider tells one cart from the next by it. */
  updatedAt?: string;
  totalQuantity?: number;
  /** Every code entered, with whether it takes anything off (Shopify keeps codes that do not apply). */
  discountCodes?: readonly {code: string; applicable: boolean}[];
  /** Discounts on the whole cart (an order code), taken off after the lines' own. */
  discountAllocations?: readonly PlatformDiscountAllocation[];
  appliedGiftCards?: readonly {id: string; lastCharacters: string; amountUsed: Money}[];
  note?: string | null;
  attributes: readonly PlatformAttribute[];
  buyerIdentity?: {countryCode?: string | null} | null;
  lines: {nodes: readonly PlatformCartLine[]};
  /** `subtotalAmount`: before cart-level discounts; `totalAmount`: what is left to pay after them and gift cards. */
  cost: {subtotalAmount: Money; totalAmount?: Money};
}

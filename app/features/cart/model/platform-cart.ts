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
  merchandise: {
    id: string;
    title: string;
    image?: {url: string; altText?: string | null} | null;
    price: Money;
    product: {
      id: string;
      handle: string;
      title: string;
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

export interface PlatformCart {
  id: string;
  note?: string | null;
  attributes: readonly PlatformAttribute[];
  buyerIdentity?: {countryCode?: string | null} | null;
  lines: {nodes: readonly PlatformCartLine[]};
  cost: {subtotalAmount: Money};
}

// The product's own cart view (spec §3): what /api/cart answers and what the drawer and the cart
// page render. Platform lines are grouped into entries; each entry holds one or more items.
import type {LeadTime} from '~/features/catalog/model/delivery-promise';
import type {Money} from '~/features/catalog/model/money';
import type {AnalyticsCart} from './analytics-cart';

export interface Attribute {
  key: string;
  value: string;
}

export interface OptionValue {
  id: string;
  value: string;
  /** Parsed leniently from the store's JSON text: empty or invalid text yields `{}`. */
  displayAttributes: Record<string, unknown>;
}

export interface SelectedOption {
  value: string;
  label: string;
}

/** Spec §3 item option: `input` (free text) or `choice` (one of `values`) in the cart. */
export interface ItemOption {
  id: string;
  name: string;
  displayName: string;
  description: string;
  format: 'input' | 'choice';
  values: OptionValue[];
  displayAttributes: Record<string, unknown>;
  selected: SelectedOption | null;
}

export interface CarePlan {
  shopifyProductVariantId: string;
  name: string;
  coverageTerm: string;
  price: Money;
}

/** A plan as the Protection Plans dialog compares it, whatever the piece costs. */
export interface CarePlanSummary {
  productId: string;
  name: string;
  coverageTerm: string;
  isFree: boolean;
  features: string[];
}

export interface CartItem {
  /** The cart line id, or a temporary id while an added care plan is being saved. */
  id: string;
  name: string;
  type: string;
  description: string;
  quantity: number;
  /** The unit price before discounts. */
  price: Money;
  /** What the cart charges for the item: the line's cost after its discounts. */
  totalPrice: Money;
  /** The line before its discounts, when they took the charge lower (shown struck through). */
  originalTotalPrice: Money | null;
  variantId: string;
  productHandle: string;
  image: {url: string; altText: string} | null;
  isStatic: boolean;
  isCarePlan: boolean;
  isFreeGift: boolean;
  options: ItemOption[];
  /** Shopper-visible attributes only; reserved ones never leave the server mapping. */
  attributes: Attribute[];
  tags: string[];
  estimatedShipDaysBegin: number | null;
  estimatedShipDaysEnd: number | null;
  /** What discount codes took off this line; absent on a care plan shown before the cart answers. */
  discounts?: CartDiscount[];
}

/** A discount the cart applied: a code's (`code`) or the shop's automatic one (`title`). */
export interface CartDiscount {
  code: string | null;
  title: string | null;
  amount: Money;
}

export interface AppliedGiftCard {
  /** The applied card's id, which removes it; the full code never comes back from the platform. */
  id: string;
  lastCharacters: string;
  amountUsed: Money;
}

/** One entry of the cart: a piece, or a ring built from a setting and a stone, with its care plan. */
export interface CartEntry {
  /** Stable key of the entry: its grouping id, or its only line's id. */
  id: string;
  title: string;
  items: CartItem[];
  image: {url: string; altText: string} | null;
  /** The most the shopper may have of it; 1 means its quantity is fixed (a ring, a stone, the free gift). */
  maxQuantity: number;
  /** Business days to make and ship the entry; the delivery promise dates it. Null when unknown. */
  leadTime: LeadTime | null;
  applicableCarePlans: CarePlan[];
}

export interface CartView {
  id: string;
  lines: CartEntry[];
  /** Before cart-level discounts (an order code) and gift cards. */
  subtotalAmount: Money;
  /** The cart's amount due: after every discount and what gift cards cover. */
  totalAmount: Money;
  discountCodes: {code: string; applicable: boolean}[];
  /** Discounts on the whole cart, taken off the subtotal. */
  cartDiscounts: CartDiscount[];
  giftCards: AppliedGiftCard[];
  requestedLoveNote: string;
  carePlansAvailable: boolean;
  carePlanSummaries: CarePlanSummary[];
  /** The cart as Hydrogen's analytics provider follows it (analytics-cart.ts). */
  analytics: AnalyticsCart;
}

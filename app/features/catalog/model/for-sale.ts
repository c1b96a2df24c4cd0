// What is for sale, and how (docs/cart.md "What is for sale"): one rule read by the product page,
// listings, search, the sitemap and every cart entry point. Pieces are sold on their own pages; the
// gift voucher only on its page while its flag is on; care plans, the free gift and the love note
// are internal products that ride along with an order, each attached one way only.
import {CARE_PLAN_TAG, FREE_GIFT_TAG, LOVE_NOTE_TAG} from '~/config/cart-attributes';
import type {FeatureFlags} from '~/config/feature-flags';
import {GIFT_VOUCHER_TAG} from '~/config/gift-voucher';

/** What a product is to the shop, from its markers (spec §9) and Shopify's gift card flag. */
export type SaleKind = 'piece' | 'gift-voucher' | 'care-plan' | 'free-gift' | 'love-note';

export interface SaleFacts {
  tags: readonly string[];
  isGiftCard?: boolean | null;
}

export function saleKind({tags, isGiftCard}: SaleFacts): SaleKind {
  if (tags.includes(LOVE_NOTE_TAG)) return 'love-note';
  if (tags.includes(FREE_GIFT_TAG)) return 'free-gift';
  if (tags.includes(CARE_PLAN_TAG)) return 'care-plan';
  if (isGiftCard || tags.includes(GIFT_VOUCHER_TAG)) return 'gift-voucher';
  return 'piece';
}

/** Has a product page and shows in listings, search and the sitemap. */
export const isListed = (product: SaleFacts) => saleKind(product) === 'piece';

/** A collection holding products but none listed (the protection plans) has no page either. */
export const holdsNothingForSale = (products: readonly SaleFacts[]) => products.length > 0 && !products.some(isListed);

/** Kinds a shopper pays for: a cart needs one of these to be an order. */
export const isPaidKind = (kind: SaleKind) => kind === 'piece' || kind === 'gift-voucher';

const UNLISTED_TAGS = [LOVE_NOTE_TAG, FREE_GIFT_TAG, CARE_PLAN_TAG, GIFT_VOUCHER_TAG] as const;

/** The search service's `filters` that leave out every product `isListed` refuses. */
export const LISTED_SEARCH_FILTER = UNLISTED_TAGS.map((tag) => `NOT tags:"${tag}"`).join(' AND ');

/** A Storefront API product query for every product carrying one of those markers. */
export const MARKED_PRODUCTS_SEARCH = UNLISTED_TAGS.map((tag) => `tag:${tag}`).join(' OR ');

export type AddRefusalCode = 'NOT_FOR_SALE' | 'FREE_GIFT_NOT_ELIGIBLE';

export interface AddRefusal {
  code: AddRefusalCode;
  message: string;
}

const REFUSALS: Record<Exclude<SaleKind, 'piece'>, AddRefusal> = {
  'love-note': {code: 'NOT_FOR_SALE', message: 'The love note is added by writing it in the note box.'},
  'care-plan': {code: 'NOT_FOR_SALE', message: 'Protection plans are added to a piece in your cart.'},
  'gift-voucher': {code: 'NOT_FOR_SALE', message: 'Gift vouchers are not sold here.'},
  'free-gift': {code: 'FREE_GIFT_NOT_ELIGIBLE', message: 'The complimentary gift comes with an order, once.'},
};

export interface AddedLine {
  /** null: merchandise the platform does not know; the platform refuses it itself. */
  kind: SaleKind | null;
  quantity: number;
}

/**
 * Whether a shopper's add (product page, gift voucher page, ring builder) may put these lines in a
 * cart whose lines are of `cartKinds`. The free gift's rule: "a gift with every order", so one, with
 * quantity 1, into a cart that holds (or receives in the same add) something paid for.
 */
export function refuseAdd(adding: readonly AddedLine[], cartKinds: readonly SaleKind[], flags: Pick<FeatureFlags, 'gfVoucherCustomPage'>): AddRefusal | null {
  for (const {kind} of adding) {
    if (kind === 'love-note' || kind === 'care-plan') return REFUSALS[kind];
    if (kind === 'gift-voucher' && !flags.gfVoucherCustomPage) return REFUSALS[kind];
  }
  const gifts = adding.filter(({kind}) => kind === 'free-gift');
  if (gifts.length === 0) return null;
  const paid = [...cartKinds, ...adding.flatMap(({kind}) => (kind ? [kind] : []))].some(isPaidKind);
  const once = gifts.length === 1 && gifts[0]!.quantity === 1 && !cartKinds.includes('free-gift');
  return paid && once ? null : REFUSALS['free-gift'];
}

interface ItemFacts {
  tags: readonly string[];
  isCarePlan: boolean;
}

/** A free gift (or a love note) alone is not an order: checkout needs something paid for. */
export function holdsAnOrder(cart: {lines: readonly {items: readonly ItemFacts[]}[]} | null): boolean {
  return !!cart && cart.lines.some((entry) => entry.items.some((item) => !item.isCarePlan && isPaidKind(saleKind(item))));
}

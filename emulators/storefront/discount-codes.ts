// Discount codes and gift cards as Shopify's cart applies them, as pure functions over priced lines.
// - Codes compare case-insensitively; a code is `applicable` only when it takes something off.
// - A product or collection code competes with the shop's automatic discount on each line it is
//   entitled to: the larger saving wins the line (product discounts do not stack on one line).
// - An order code combines with product discounts and is taken off the subtotal after them; only the
//   best order code applies, others are not honoured.
// - Gift cards pay what is left after discounts, in the order they were applied, up to each balance.
import type {SeedDiscountCode} from '../catalog/discount-codes';
import type {SeedGiftCard} from '../catalog/gift-cards';
import type {AutomaticDiscount, LinePrice} from './automatic-discounts';

export type DiscountWarningCode =
  | 'DISCOUNT_NOT_FOUND'
  | 'DISCOUNT_CURRENTLY_INACTIVE'
  | 'DISCOUNT_NO_ENTITLED_LINE_ITEMS'
  | 'DISCOUNT_PURCHASE_NOT_IN_RANGE'
  | 'DISCOUNT_CODE_NOT_HONOURED';

/** A code the store has, with its product or collection resolved to product ids. */
export interface StoreDiscountCode extends SeedDiscountCode {
  /** Products a product or collection code is entitled to; null for an order code. */
  entitledProductIds: ReadonlySet<string> | null;
}

export interface PricingLine {
  id: string;
  productId: string;
  /** The line after the cart transform and the automatic discount. */
  price: LinePrice;
}

export type LineDiscount =
  | {kind: 'automatic'; discount: AutomaticDiscount; cents: number}
  | {kind: 'code'; code: SeedDiscountCode; cents: number};

export interface PricedLine {
  id: string;
  subtotalCents: number;
  discount: LineDiscount | null;
  totalCents: number;
}

export interface CodeStatus {
  /** As the buyer entered it. */
  code: string;
  applicable: boolean;
  warning: DiscountWarningCode | null;
}

export interface AppliedCard {
  card: SeedGiftCard;
  balanceCents: number;
  usedCents: number;
}

export interface CartPricing {
  lines: PricedLine[];
  /** After product discounts, before order discounts. */
  subtotalCents: number;
  orderDiscount: {code: SeedDiscountCode; cents: number} | null;
  /** After all discounts, before gift cards. */
  discountedTotalCents: number;
  giftCards: AppliedCard[];
  /** What is left to pay after gift cards. */
  dueCents: number;
  codes: CodeStatus[];
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Gift card codes are typed with spaces or dashes between groups of four. */
export const normalizeGiftCardCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/** Unique codes (case-insensitively, first spelling kept), blanks dropped. */
export function uniqueCodes(codes: readonly string[], normalize: (code: string) => string = normalizeCode): string[] {
  const seen = new Set<string>();
  return codes.map((c) => c.trim()).filter((c) => {
    const key = normalize(c);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function codeActive(code: SeedDiscountCode, now: Date): boolean {
  return Date.parse(code.startsAt) <= now.getTime() && (code.endsAt === null || now.getTime() < Date.parse(code.endsAt));
}

function valueOff(code: SeedDiscountCode, cents: number): number {
  if (cents <= 0) return 0;
  if (code.value.kind === 'percentage') return Math.round((cents * code.value.percent) / 100);
  return Math.min(code.value.cents, cents);
}

export function giftCardBalanceCents(card: SeedGiftCard, spentSinceSeedCents: number): number {
  return Math.max(0, card.initialCents - card.spentCents - spentSinceSeedCents);
}

export function giftCardExpired(card: SeedGiftCard, now: Date): boolean {
  return card.expiresOn !== null && now.getTime() >= Date.parse(`${card.expiresOn}T00:00:00Z`) + 86_400_000;
}

export type GiftCardProblem = 'NOT_FOUND' | 'EXPIRED' | 'NO_BALANCE';

/** Why a gift card code cannot pay, or null when it can. */
export function giftCardProblem(card: SeedGiftCard | undefined, balanceCents: number, now: Date): GiftCardProblem | null {
  if (!card) return 'NOT_FOUND';
  if (giftCardExpired(card, now)) return 'EXPIRED';
  return balanceCents > 0 ? null : 'NO_BALANCE';
}

export interface PriceCartInput {
  lines: readonly PricingLine[];
  /** Codes on the cart, as entered. */
  codes: readonly string[];
  storeCodes: ReadonlyMap<string, StoreDiscountCode>;
  /** Usable gift cards on the cart, in the order applied, with their balances now. */
  giftCards: readonly {card: SeedGiftCard; balanceCents: number}[];
  now: Date;
}

export function priceCart(input: PriceCartInput): CartPricing {
  const entered = uniqueCodes(input.codes);
  const known = entered.map((code) => ({code, store: input.storeCodes.get(normalizeCode(code)) ?? null}));
  const active = known.filter((k) => k.store && codeActive(k.store, input.now)) as {code: string; store: StoreDiscountCode}[];
  const productCodes = active.filter((k) => k.store.entitledProductIds !== null);
  const orderCodes = active.filter((k) => k.store.entitledProductIds === null);

  const entitledSomewhere = new Set<string>();
  const wonSomewhere = new Set<string>();
  const lines: PricedLine[] = input.lines.map((line) => {
    const automatic = line.price.discount ? {kind: 'automatic' as const, discount: line.price.discount, cents: line.price.discountCents} : null;
    let best: LineDiscount | null = automatic;
    for (const {code, store} of productCodes) {
      if (!store.entitledProductIds?.has(line.productId)) continue;
      entitledSomewhere.add(code);
      const cents = valueOff(store, line.price.subtotalCents);
      if (cents > (best?.cents ?? 0)) best = {kind: 'code', code: store, cents};
    }
    if (best?.kind === 'code') wonSomewhere.add(productCodes.find((p) => p.store === best.code)?.code ?? '');
    const discountCents = best?.cents ?? 0;
    return {id: line.id, subtotalCents: line.price.subtotalCents, discount: best, totalCents: line.price.subtotalCents - discountCents};
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);

  const inRange = (store: StoreDiscountCode) => store.minimumSubtotalCents === null || subtotalCents >= store.minimumSubtotalCents;
  let orderDiscount: CartPricing['orderDiscount'] = null;
  let orderWinner: string | null = null;
  if (lines.length > 0) {
    for (const {code, store} of orderCodes) {
      if (!inRange(store)) continue;
      const cents = valueOff(store, subtotalCents);
      if (cents > (orderDiscount?.cents ?? 0)) {
        orderDiscount = {code: store, cents};
        orderWinner = code;
      }
    }
  }
  const discountedTotalCents = subtotalCents - (orderDiscount?.cents ?? 0);

  const codes = known.map(({code, store}): CodeStatus => {
    const status = (warning: DiscountWarningCode | null): CodeStatus => ({code, applicable: warning === null, warning});
    if (!store) return status('DISCOUNT_NOT_FOUND');
    if (!codeActive(store, input.now)) return status('DISCOUNT_CURRENTLY_INACTIVE');
    if (store.entitledProductIds !== null) {
      if (!entitledSomewhere.has(code)) return status('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
      return status(wonSomewhere.has(code) ? null : 'DISCOUNT_CODE_NOT_HONOURED');
    }
    if (lines.length === 0) return status('DISCOUNT_NO_ENTITLED_LINE_ITEMS');
    if (!inRange(store)) return status('DISCOUNT_PURCHASE_NOT_IN_RANGE');
    return status(code === orderWinner ? null : 'DISCOUNT_CODE_NOT_HONOURED');
  });

  let dueCents = discountedTotalCents;
  const giftCards = input.giftCards.map(({card, balanceCents}) => {
    const usedCents = Math.min(balanceCents, dueCents);
    dueCents -= usedCents;
    return {card, balanceCents, usedCents};
  });
  return {lines, subtotalCents, orderDiscount, discountedTotalCents, giftCards, dueCents, codes};
}

/** The sentence Shopify's warnings carry for a code that does not apply. */
export function discountWarningMessage(code: string, warning: DiscountWarningCode): string {
  switch (warning) {
    case 'DISCOUNT_NOT_FOUND':
      return `The discount code ${code} was not found.`;
    case 'DISCOUNT_CURRENTLY_INACTIVE':
      return `The discount code ${code} is not active.`;
    case 'DISCOUNT_NO_ENTITLED_LINE_ITEMS':
      return `The discount code ${code} does not apply to any item in the cart.`;
    case 'DISCOUNT_PURCHASE_NOT_IN_RANGE':
      return `The cart does not meet the minimum purchase for the discount code ${code}.`;
    case 'DISCOUNT_CODE_NOT_HONOURED':
      return `The discount code ${code} cannot be combined with a better discount already applied.`;
  }
}

// Spec §3 Price calculation and the discount labels shoppers see.

export interface PriceInput {
  totalPrice?: number | null;
  /** Replaces the total when present (a price fixed elsewhere, such as a builder total). */
  totalPriceOverride?: number | null;
}

const present = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/**
 * The override if present, else the total, else 0; times (1 - discount) where discount is a
 * fraction (0.2 for 20%); rounded to a whole number and returned as a string.
 */
export function calculatePrice(input: PriceInput, discount = 0): string {
  const total = present(input.totalPriceOverride) ? input.totalPriceOverride : present(input.totalPrice) ? input.totalPrice : 0;
  return String(Math.round(total * (1 - discount)));
}

/** A rule's percent as the fraction the calculation takes. */
export function discountFraction(percent: number | null | undefined): number {
  return present(percent) ? percent / 100 : 0;
}

/** Spec §2: `N% off`, rounded. */
export function percentOffLabel(percent: number): string {
  return `${Math.round(percent)}% off`;
}

/** How far below the compare-at price a price is, in percent; null when it is not lower. */
export function percentBelow(price: number, compareAt: number | null | undefined): number | null {
  if (!present(compareAt) || compareAt <= 0 || price >= compareAt) return null;
  return ((compareAt - price) / compareAt) * 100;
}

export interface ShownPrice {
  /** What the shopper pays. */
  price: number;
  /** The struck-through price, when lower than it. */
  wasPrice: number | null;
  /** The percent off shown on the label, unrounded. */
  percentOff: number | null;
}

/**
 * A matching discount rule takes the price down from the current price; without one, a compare-at
 * price above the price is the sale.
 */
export function shownPrice(price: number, compareAt: number | null | undefined, rulePercent: number | null): ShownPrice {
  if (rulePercent !== null && rulePercent > 0) {
    return {price: Number(calculatePrice({totalPrice: price}, discountFraction(rulePercent))), wasPrice: price, percentOff: rulePercent};
  }
  const below = percentBelow(price, compareAt);
  return below === null ? {price, wasPrice: null, percentOff: null} : {price, wasPrice: compareAt ?? null, percentOff: below};
}

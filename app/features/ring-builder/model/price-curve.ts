import {
  PRICE_CURVE_EXPONENT,
  PRICE_CURVE_INVERSE_EXPONENT,
  PRICE_SLIDER_POSITIONS,
} from '~/config/ring-builder';

// The price slider spends most of its travel on the prices most shoppers look at: a position p
// in 0-100 means max * (p/100)^2.5, and a price maps back with the 0.4 power (spec §9).

export function priceAtPosition(position: number, maxPrice: number): number {
  const p = Math.min(Math.max(position, 0), PRICE_SLIDER_POSITIONS) / PRICE_SLIDER_POSITIONS;
  return Math.round(maxPrice * p ** PRICE_CURVE_EXPONENT);
}

export function positionOfPrice(price: number, maxPrice: number): number {
  if (maxPrice <= 0) return 0;
  const ratio = Math.min(Math.max(price, 0), maxPrice) / maxPrice;
  return ratio ** PRICE_CURVE_INVERSE_EXPONENT * PRICE_SLIDER_POSITIONS;
}

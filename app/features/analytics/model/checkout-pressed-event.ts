// Apart from analytics-event-builders.ts, which the page shell loads (page views): only the cart's
// checkout form needs this, so it stays in that form's chunk.
import type {AnalyticsEvent} from './analytics-events';

/** checkout_pressed with the cart's applied discount codes and their amount, when any apply. */
export function checkoutPressedEvent(discounts: {codes: readonly string[]; amount: number}, currency: string): AnalyticsEvent {
  if (discounts.codes.length === 0) return {event: 'checkout_pressed'};
  return {event: 'checkout_pressed', discountCodes: [...discounts.codes], discountAmount: discounts.amount, currency};
}

// Apart from the catalogue (analytics-events.ts), so pages build events without loading its check.
import type {AnalyticsEvent} from './analytics-events';
import type {PageType} from './page-type';

/** Spec §3 page-view payload for a US storefront selling in USD through the headless channel. */
export function pageViewEvent(pageType: PageType, hasUserConsent: boolean, shopId: string): AnalyticsEvent {
  return {
    event: 'page_view',
    pageType,
    hasUserConsent,
    analyticsAllowed: hasUserConsent,
    salesChannel: 'headless',
    currency: 'USD',
    shopId,
  };
}

/** Spec §7: addToCart lists each content id with quantity 1, with the discount codes that took part. */
export function addToCartEvent(
  contentIds: readonly string[],
  value?: number,
  currency?: string,
  discounts?: {codes: readonly string[]; amount: number},
): AnalyticsEvent {
  return {
    event: 'addToCart',
    contents: contentIds.map((id) => ({id, quantity: 1 as const})),
    ...(value !== undefined ? {value} : {}),
    ...(currency ? {currency} : {}),
    ...(discounts && discounts.codes.length > 0 ? {discountCodes: [...discounts.codes], discountAmount: discounts.amount} : {}),
  };
}

import {INVALID, exactly, flag, list, nonEmptyText, nonNegative, object, oneOf, optional, refine, text, type Check} from '~/ui/shape-check';
import {PAGE_TYPES, type PageType} from './page-type';

// Spec §7 analytics events and the §3 page-view payload: the one catalogue every push is checked
// against, so a malformed event is caught here rather than in the tag manager's reports.
// Checked by hand, not with a zod schema: every page loads this module after it hydrates, and
// zod/mini's chunk (16 KB gzip) with the catalogue's schemas took 4-14 ms of main thread to
// evaluate on each load, unthrottled (docs/decisions/0014).

type Money = {value?: number; currency?: string};
type Discounts = {discountCodes?: string[]; discountAmount?: number};

export type AnalyticsEvent =
  | {
      event: 'page_view';
      pageType: PageType;
      hasUserConsent: boolean;
      analyticsAllowed: boolean;
      salesChannel: 'headless';
      currency: 'USD';
      shopId: string;
    }
  | {event: 'viewContent'; contentIds: string[]; contentName: string; contentType: string; value: number; currency: string}
  // The discount codes that took something off the added pieces, and what they took off one of each.
  | ({event: 'addToCart'; contents: {id: string; quantity: 1}[]} & Money & Discounts)
  // The cart's applied discount codes and what they take off in all (absent: none applied).
  | ({event: 'checkout_pressed'; currency?: string} & Discounts)
  | {event: 'drop_a_hint_submitted'};

export type AnalyticsEventName = AnalyticsEvent['event'];

const currencyCode = refine(text, (code) => code.length === 3);
const discounts = {discountCodes: optional(list(nonEmptyText, {min: 1})), discountAmount: optional(nonNegative)};

const CATALOGUE: Record<AnalyticsEventName, Check<unknown>> = {
  page_view: object({
    event: exactly('page_view'),
    pageType: oneOf(PAGE_TYPES),
    hasUserConsent: flag,
    analyticsAllowed: flag,
    salesChannel: exactly('headless'),
    currency: exactly('USD'),
    shopId: nonEmptyText,
  }),
  viewContent: object({
    event: exactly('viewContent'),
    contentIds: list(nonEmptyText, {min: 1}),
    contentName: text,
    contentType: text,
    value: nonNegative,
    currency: currencyCode,
  }),
  addToCart: object({
    event: exactly('addToCart'),
    contents: list(object({id: nonEmptyText, quantity: exactly(1)}), {min: 1}),
    value: optional(nonNegative),
    currency: optional(currencyCode),
    ...discounts,
  }),
  checkout_pressed: object({event: exactly('checkout_pressed'), ...discounts, currency: optional(currencyCode)}),
  drop_a_hint_submitted: object({event: exactly('drop_a_hint_submitted')}),
};

/** The event as the catalogue defines it (fields it does not name dropped), or null when it does not fit. */
export function validAnalyticsEvent(event: unknown): AnalyticsEvent | null {
  const name = (event as {event?: unknown} | null)?.event;
  if (typeof name !== 'string' || !Object.hasOwn(CATALOGUE, name)) return null;
  const kept = CATALOGUE[name as AnalyticsEventName](event);
  return kept === INVALID ? null : (kept as AnalyticsEvent);
}

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

/** A field's rule: the value it keeps, or `INVALID`. */
type Field = (value: unknown) => unknown;
const INVALID = Symbol('invalid');

const is =
  (test: (value: unknown) => boolean): Field =>
  (value) =>
    test(value) ? value : INVALID;
const optional =
  (field: Field): Field =>
  (value) =>
    value === undefined ? undefined : field(value);
/** A non-empty array whose every item passes `item`, as the items it keeps. */
const nonEmptyList =
  (item: Field): Field =>
  (value) => {
    if (!Array.isArray(value) || value.length === 0) return INVALID;
    const items = value.map(item);
    return items.includes(INVALID) ? INVALID : items;
  };
/** An object with these fields, keeping only them (unknown keys are dropped). */
const shape =
  (fields: Record<string, Field>): Field =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) {
      const result = field((value as Record<string, unknown>)[key]);
      if (result === INVALID) return INVALID;
      if (result !== undefined) kept[key] = result;
    }
    return kept;
  };

const text = is((value) => typeof value === 'string');
const nonEmptyText = is((value) => typeof value === 'string' && value.length > 0);
const currencyCode = is((value) => typeof value === 'string' && value.length === 3);
const amount = is((value) => typeof value === 'number' && Number.isFinite(value) && value >= 0);
const flag = is((value) => typeof value === 'boolean');
const exactly = (expected: unknown) => is((value) => value === expected);
const discounts = {discountCodes: optional(nonEmptyList(nonEmptyText)), discountAmount: optional(amount)};

const CATALOGUE: Record<AnalyticsEventName, Field> = {
  page_view: shape({
    event: exactly('page_view'),
    pageType: is((value) => (PAGE_TYPES as readonly unknown[]).includes(value)),
    hasUserConsent: flag,
    analyticsAllowed: flag,
    salesChannel: exactly('headless'),
    currency: exactly('USD'),
    shopId: nonEmptyText,
  }),
  viewContent: shape({
    event: exactly('viewContent'),
    contentIds: nonEmptyList(nonEmptyText),
    contentName: text,
    contentType: text,
    value: amount,
    currency: currencyCode,
  }),
  addToCart: shape({
    event: exactly('addToCart'),
    contents: nonEmptyList(shape({id: nonEmptyText, quantity: exactly(1)})),
    value: optional(amount),
    currency: optional(currencyCode),
    ...discounts,
  }),
  checkout_pressed: shape({event: exactly('checkout_pressed'), ...discounts, currency: optional(currencyCode)}),
  drop_a_hint_submitted: shape({event: exactly('drop_a_hint_submitted')}),
};

/** The event as the catalogue defines it (fields it does not name dropped), or null when it does not fit. */
export function validAnalyticsEvent(event: unknown): AnalyticsEvent | null {
  const name = (event as {event?: unknown} | null)?.event;
  if (typeof name !== 'string' || !Object.hasOwn(CATALOGUE, name)) return null;
  const kept = CATALOGUE[name as AnalyticsEventName](event);
  return kept === INVALID ? null : (kept as AnalyticsEvent);
}

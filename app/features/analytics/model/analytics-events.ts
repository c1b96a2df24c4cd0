import * as z from 'zod/mini';
import {PAGE_TYPES} from './page-type';

// Spec §7 analytics events and the §3 page-view payload: the one catalogue every push is checked
// against, so a malformed event is caught here rather than in the tag manager's reports.
// zod/mini, not zod: every page loads this module as it hydrates, and with zod's full build it was
// a 96 KB chunk whose evaluation took 73-86 ms at 4x CPU slowdown (now 42-64 ms, 60 KB).

const nonEmptyText = () => z.string().check(z.minLength(1));
const currencyCode = () => z.string().check(z.length(3));
const amount = () => z.number().check(z.nonnegative());
const discountCodes = () => z.optional(z.array(nonEmptyText()).check(z.minLength(1)));
const money = {value: z.optional(amount()), currency: z.optional(currencyCode())};

export const analyticsEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('page_view'),
    pageType: z.enum(PAGE_TYPES),
    hasUserConsent: z.boolean(),
    analyticsAllowed: z.boolean(),
    salesChannel: z.literal('headless'),
    currency: z.literal('USD'),
    shopId: nonEmptyText(),
  }),
  z.object({
    event: z.literal('viewContent'),
    contentIds: z.array(nonEmptyText()).check(z.minLength(1)),
    contentName: z.string(),
    contentType: z.string(),
    value: amount(),
    currency: currencyCode(),
  }),
  z.object({
    event: z.literal('addToCart'),
    contents: z.array(z.object({id: nonEmptyText(), quantity: z.literal(1)})).check(z.minLength(1)),
    ...money,
    // The discount codes that took something off the added pieces, and what they took off one of each.
    discountCodes: discountCodes(),
    discountAmount: z.optional(amount()),
  }),
  z.object({
    event: z.literal('checkout_pressed'),
    // The cart's applied discount codes and what they take off in all (absent: none applied).
    discountCodes: discountCodes(),
    discountAmount: z.optional(amount()),
    currency: z.optional(currencyCode()),
  }),
  z.object({event: z.literal('drop_a_hint_submitted')}),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
export type AnalyticsEventName = AnalyticsEvent['event'];

/** The event as the catalogue defines it, or null when it does not fit. */
export function validAnalyticsEvent(event: unknown): AnalyticsEvent | null {
  const result = analyticsEventSchema.safeParse(event);
  return result.success ? result.data : null;
}

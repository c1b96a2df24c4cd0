import {z} from 'zod';
import {PAGE_TYPES} from './page-type';

// Spec §7 analytics events and the §3 page-view payload: the one catalogue every push is checked
// against, so a malformed event is caught here rather than in the tag manager's reports.

const money = {value: z.number().nonnegative().optional(), currency: z.string().length(3).optional()};

export const analyticsEventSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('page_view'),
    pageType: z.enum(PAGE_TYPES),
    hasUserConsent: z.boolean(),
    analyticsAllowed: z.boolean(),
    salesChannel: z.literal('headless'),
    currency: z.literal('USD'),
    shopId: z.string().min(1),
  }),
  z.object({
    event: z.literal('viewContent'),
    contentIds: z.array(z.string().min(1)).min(1),
    contentName: z.string(),
    contentType: z.string(),
    value: z.number().nonnegative(),
    currency: z.string().length(3),
  }),
  z.object({
    event: z.literal('addToCart'),
    contents: z.array(z.object({id: z.string().min(1), quantity: z.literal(1)})).min(1),
    ...money,
    // The discount codes that took something off the added pieces, and what they took off one of each.
    discountCodes: z.array(z.string().min(1)).min(1).optional(),
    discountAmount: z.number().nonnegative().optional(),
  }),
  z.object({
    event: z.literal('checkout_pressed'),
    // The cart's applied discount codes and what they take off in all (absent: none applied).
    discountCodes: z.array(z.string().min(1)).min(1).optional(),
    discountAmount: z.number().nonnegative().optional(),
    currency: z.string().length(3).optional(),
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

import {z} from 'zod';

// Communication preferences form: one checkbox, sent as `acceptsMarketing=on` when ticked and
// absent when not (as browsers send checkboxes), with the form's name so no other post is mistaken for it.

export const MARKETING_CONSENT_INTENT = 'communication-preferences';

const formSchema = z
  .object({
    intent: z.literal(MARKETING_CONSENT_INTENT),
    acceptsMarketing: z.literal('on').optional(),
  })
  .strict();

/** The customer's choice, or null when the post is not this form. */
export function parseMarketingConsentForm(fields: Record<string, unknown>): boolean | null {
  const parsed = formSchema.safeParse(fields);
  return parsed.success ? parsed.data.acceptsMarketing === 'on' : null;
}

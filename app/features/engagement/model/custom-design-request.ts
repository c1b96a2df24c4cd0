// The custom design form (spec §1/§2): one schema checks the request in the browser and again in
// the resource route, so both sides agree on every message.
import {z} from 'zod';
import {STONE_SHAPES} from '~/features/ring-builder/model/stone-shapes';

export const CUSTOM_DESIGN_METALS = ['14K White Gold', '14K Yellow Gold', '14K Rose Gold', '18K White Gold', '18K Yellow Gold', 'Platinum'] as const;

// A field left out of the post gets the field's own message, never the validator's ("expected string").
const text = (message: string) => z.string({error: message});

const numberFrom = (message: string, min: number, max: number) =>
  text(message)
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(z.number({error: message}).min(min, message).max(max, message));

export const customDesignRequestSchema = z.object({
  name: text('Enter your name.').trim().min(1, 'Enter your name.').max(100, 'Use at most 100 characters for your name.'),
  email: text('Enter a valid email address.').trim().pipe(z.email('Enter a valid email address.')),
  phone: text('Enter a valid phone number, or leave it empty.')
    .trim()
    .regex(/^$|^\+?[\d\s().-]{7,20}$/, 'Enter a valid phone number, or leave it empty.')
    .optional()
    .transform((phone) => phone || undefined),
  shape: z.enum(STONE_SHAPES, {error: 'Choose a shape.'}),
  carat: numberFrom('Enter a carat weight between 0.1 and 20.', 0.1, 20),
  budget: numberFrom('Enter a budget between $500 and $1,000,000.', 500, 1_000_000),
  metal: z.enum(CUSTOM_DESIGN_METALS, {error: 'Choose a metal.'}),
  message: text('Tell us about the ring you have in mind.').trim().min(1, 'Tell us about the ring you have in mind.').max(2000, 'Use at most 2,000 characters.'),
});

export type CustomDesignRequest = z.output<typeof customDesignRequestSchema>;
export type CustomDesignField = keyof z.input<typeof customDesignRequestSchema>;
export type CustomDesignErrors = Partial<Record<CustomDesignField, string>>;

export type CustomDesignParse = {ok: true; request: CustomDesignRequest} | {ok: false; errors: CustomDesignErrors};

/** Form fields (strings) to a checked request, or the first message for each field that failed. */
export function parseCustomDesign(fields: Record<string, unknown>): CustomDesignParse {
  const parsed = customDesignRequestSchema.safeParse(fields);
  if (parsed.success) return {ok: true, request: parsed.data};
  const errors: CustomDesignErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CustomDesignField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return {ok: false, errors};
}

export type CustomDesignValues = Partial<Record<CustomDesignField, string>>;

/** Longest text kept per field when the form comes back to be fixed: the form's own limits. */
const KEPT_LENGTH: Record<CustomDesignField, number> = {name: 100, email: 254, phone: 20, shape: 40, carat: 10, budget: 10, metal: 40, message: 2000};

/**
 * What the shopper typed, for the form to show again when it comes back to be fixed without
 * JavaScript: the form's own fields only, as text, cut to the form's limits.
 */
export function customDesignValues(fields: Iterable<[string, unknown]>): CustomDesignValues {
  const values: CustomDesignValues = {};
  for (const [name, value] of fields) {
    if (typeof value === 'string' && Object.hasOwn(KEPT_LENGTH, name)) values[name as CustomDesignField] = value.slice(0, KEPT_LENGTH[name as CustomDesignField]);
  }
  return values;
}

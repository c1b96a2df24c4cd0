// The cart page's plain forms (no JavaScript): one field set per intent, checked like the JSON
// endpoints' input.
import {z} from 'zod';
import {gid, lineAttribute, lineQuantity} from '~/lib/cart-form-input';

const lineId = gid('CartLine');

export const cartPageForm = z.discriminatedUnion('intent', [
  // A blank field is not 0: coercing it would quietly remove the line.
  z.object({intent: z.literal('quantity'), lineId, quantity: z.string().trim().min(1).transform(Number).pipe(lineQuantity)}),
  z.object({intent: z.literal('remove'), lineId}),
  z.object({intent: z.literal('care-plan'), lineId, carePlanVariantId: z.union([z.literal(''), gid('ProductVariant')]).default('')}),
  // The option's name and value become a line attribute: checked as one.
  z.object({intent: z.literal('option'), lineId, name: z.string(), value: z.string()}).superRefine(({name, value}, context) => {
    const parsed = lineAttribute.safeParse({key: name, value});
    if (!parsed.success) for (const issue of parsed.error.issues) context.addIssue({code: 'custom', message: issue.message});
  }),
]);

export type CartPageForm = z.infer<typeof cartPageForm>;

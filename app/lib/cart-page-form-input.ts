// The cart page's plain forms (no JavaScript): one field set per intent, checked like the JSON
// endpoints' input.
import {z} from 'zod';
import {MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {gid} from '~/lib/cart-form-input';

const lineId = gid('CartLine');

export const cartPageForm = z.discriminatedUnion('intent', [
  // A blank field is not 0: coercing it would quietly remove the line.
  z.object({intent: z.literal('quantity'), lineId, quantity: z.string().trim().min(1).transform(Number).pipe(z.number().int().min(0).max(MAX_QUANTITY_PER_LINE))}),
  z.object({intent: z.literal('remove'), lineId}),
  z.object({intent: z.literal('care-plan'), lineId, carePlanVariantId: z.union([z.literal(''), gid('ProductVariant')]).default('')}),
  z.object({intent: z.literal('option'), lineId, name: z.string().min(1).max(255), value: z.string().max(1000)}),
]);

export type CartPageForm = z.infer<typeof cartPageForm>;

// The cart page's plain forms (no JavaScript): one field set per intent, read into the same cart
// operations (and checked by the same schemas) as the JSON endpoints'.
import {z} from 'zod';
import {
  applyDiscountCodeOperation,
  applyGiftCardOperation,
  cartLineId,
  lineChange,
  removeDiscountCodeOperation,
  removeEntriesOperation,
  removeGiftCardOperation,
  shopperAttribute,
} from '~/features/cart/cart-operations';

/** A typed number; a blank field is not 0 (coercing it would quietly remove the line). */
const typedNumber = z.string().trim().min(1).transform(Number);

/** A quantity or care-plan form is one line's change, checked as the JSON endpoint checks it. */
const lineChangeForm = z.object({intent: z.literal('change'), lineId: cartLineId, change: lineChange});
type LineChangeForm = z.input<typeof lineChangeForm>;

export const cartPageForm = z.discriminatedUnion('intent', [
  z
    .object({intent: z.literal('quantity'), lineId: cartLineId, quantity: typedNumber})
    .transform(({lineId, quantity}): LineChangeForm => ({intent: 'change', lineId, change: {id: lineId, quantity}}))
    .pipe(lineChangeForm),
  z
    .object({intent: z.literal('care-plan'), lineId: cartLineId, carePlanVariantId: z.string().default('')})
    .transform(({lineId, carePlanVariantId}): LineChangeForm => ({intent: 'change', lineId, change: {id: lineId, carePlanVariantId: carePlanVariantId || null}}))
    .pipe(lineChangeForm),
  z
    .object({intent: z.literal('remove'), lineId: cartLineId})
    .transform(({lineId}) => ({intent: 'remove' as const, lineId, lineIds: [lineId]}))
    .pipe(z.object({intent: z.literal('remove'), lineId: cartLineId, lineIds: removeEntriesOperation.shape.lineIds})),
  // The option's name and value become a shopper's line attribute: checked as one.
  z
    .object({intent: z.literal('option'), lineId: cartLineId, name: z.string(), value: z.string()})
    .transform(({lineId, name, value}) => ({intent: 'option' as const, lineId, attribute: {key: name, value}}))
    .pipe(z.object({intent: z.literal('option'), lineId: cartLineId, attribute: shopperAttribute})),
  // The code boxes: each field is its operation's, checked by the same schema as the JSON endpoints'.
  z.object({intent: z.literal('discount-apply'), discountCode: applyDiscountCodeOperation.shape.code}),
  z.object({intent: z.literal('discount-remove'), discountCode: removeDiscountCodeOperation.shape.code}),
  z.object({intent: z.literal('gift-card-apply'), giftCardCode: applyGiftCardOperation.shape.code}),
  z.object({intent: z.literal('gift-card-remove'), appliedGiftCardId: removeGiftCardOperation.shape.appliedGiftCardId}),
]);

export type CartPageForm = z.infer<typeof cartPageForm>;

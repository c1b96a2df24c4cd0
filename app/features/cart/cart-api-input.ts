// Input of the product's own cart endpoints (spec §7): the cart operations' schemas in the JSON
// envelopes the spec gives. Every field is checked; anything else in the body is refused, so a typo
// never silently does nothing.
import {z} from 'zod';
import {
  applyDiscountCodeOperation,
  applyGiftCardOperation,
  cartId,
  changeLinesOperation,
  loveNoteOperation,
  removeDiscountCodeOperation,
  removeEntriesOperation,
  removeGiftCardOperation,
} from '~/features/cart/cart-operations';

export const updateCartLinesInput = z
  .object({input: z.object({cartId, lines: changeLinesOperation.shape.lines}).strict()})
  .strict();

export const removeLinesInput = z
  .object({
    // Spec §7 sends only the line ids; the drawer also sends its cart id, checked when present.
    cartId: cartId.optional(),
    lineIds: removeEntriesOperation.shape.lineIds,
  })
  .strict();

/** The note length is its own code (§8 NOTE_TOO_LONG), so it is checked apart from the shape. */
export const loveNoteInput = z
  .object({
    input: z.object({cartId, requestedLoveNote: loveNoteOperation.shape.note}).strict(),
  })
  .strict();

/**
 * The code endpoint: `{input: {cartId, operation, ...}}`, each operation over its one schema. One
 * endpoint for the four, as every route adds to the route manifest each page loads first.
 */
const onCart = <S extends z.ZodRawShape, O extends string>(operation: O, schema: z.ZodObject<S>) =>
  schema.extend({cartId, operation: z.literal(operation)}).strict();

export const cartCodesInput = z
  .object({
    input: z.discriminatedUnion('operation', [
      onCart('applyDiscountCode', applyDiscountCodeOperation),
      onCart('removeDiscountCode', removeDiscountCodeOperation),
      onCart('applyGiftCard', applyGiftCardOperation),
      onCart('removeGiftCard', removeGiftCardOperation),
    ]),
  })
  .strict();

export type CartCodesInput = z.infer<typeof cartCodesInput>['input'];

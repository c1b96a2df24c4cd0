// Input of the product's own cart endpoints (spec §7). Every field is checked; anything else in the
// body is refused, so a typo never silently does nothing.
import {z} from 'zod';
import {LOVE_NOTE_MAX_LENGTH} from '~/config/cart';
import {isReservedAttribute} from '~/domain/cart-line-details';
import {checkEngravingAttribute} from '~/domain/engraving';
import {gid, lineQuantity} from '~/lib/cart-form-input';

const cartId = gid('Cart');
const lineId = gid('CartLine');

/** Shoppers' attributes only: the reserved grouping keys are the storefront's to set. */
const shopperAttribute = z
  .object({
    key: z
      .string()
      .min(1)
      .max(255)
      .refine((key) => !isReservedAttribute(key), 'Attribute keys starting with __ are reserved.'),
    value: z.string().max(1000),
  })
  .strict()
  .superRefine(checkEngravingAttribute);

export const updateCartLinesInput = z
  .object({
    input: z
      .object({
        cartId,
        lines: z
          .array(
            z
              .object({
                id: lineId,
                quantity: lineQuantity.optional(),
                attributes: z.array(shopperAttribute).max(50).optional(),
                carePlanVariantId: gid('ProductVariant').nullable().optional(),
              })
              .strict(),
          )
          .min(1)
          .max(20),
      })
      .strict(),
  })
  .strict();

export const removeLinesInput = z
  .object({
    // Spec §7 sends only the line ids; the drawer also sends its cart id, checked when present.
    cartId: cartId.optional(),
    lineIds: z.array(lineId).min(1).max(20),
  })
  .strict();

/** The note length is its own code (§8 NOTE_TOO_LONG), so it is checked apart from the shape. */
export const loveNoteInput = z
  .object({
    input: z.object({cartId, requestedLoveNote: z.string()}).strict(),
  })
  .strict();

export const loveNoteTooLong = (note: string) => note.length > LOVE_NOTE_MAX_LENGTH;

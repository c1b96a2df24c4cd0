// One schema per cart operation, shared by every way into the cart: the drawer's JSON endpoints
// (spec §7), the add-to-cart buttons (Hydrogen's CartForm, posted to /shop/cart) and the cart page's
// plain forms (no JavaScript). Each entry point only unwraps its own envelope around these.
import {z} from 'zod';
import {LOVE_NOTE_MAX_LENGTH, MAX_LINES_PER_CART_CHANGE, MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {isReservedAttribute} from '~/features/cart/model/cart-line-details';
import {checkEngravingAttribute} from '~/features/catalog/model/engraving';

/** A Shopify global id of the given type, e.g. `gid://shopify/CartLine/abc?cart=xyz`. */
export const gid = (type: string) =>
  z.string().regex(new RegExp(`^gid://shopify/${type}/[A-Za-z0-9-]{1,64}(\\?[A-Za-z0-9=&_-]{0,200})?$`), `Expected a ${type} id`);

export const cartId = gid('Cart');
export const cartLineId = gid('CartLine');
const variantId = gid('ProductVariant');

/** A line's quantity everywhere: 0 removes, at most the per-line maximum (spec limit, app/config). */
export const lineQuantity = z.number().int().min(0).max(MAX_QUANTITY_PER_LINE);

/** A line attribute as an add sends it (the storefront's grouping keys included); the engraving is held to its rule. */
const addedAttribute = z.object({key: z.string().min(1).max(255), value: z.string().max(1000)}).superRefine(checkEngravingAttribute);

/** A shopper's own attribute on a line already in the cart: the reserved grouping keys are the storefront's to set. */
export const shopperAttribute = z
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

/** Add to cart: the product page's and the ring builder's add. */
export const addLinesOperation = z.object({
  lines: z
    .array(z.object({merchandiseId: variantId, quantity: lineQuantity.min(1), attributes: z.array(addedAttribute).max(50).optional()}))
    .min(1)
    .max(MAX_LINES_PER_CART_CHANGE),
});

/** One line's change: its quantity, its attributes (options, engraving) or its care plan (null removes it). */
export const lineChange = z
  .object({
    id: cartLineId,
    quantity: lineQuantity.optional(),
    attributes: z.array(shopperAttribute).max(50).optional(),
    carePlanVariantId: variantId.nullable().optional(),
  })
  .strict();

/** Change lines: quantity, options, engraving, care plan. */
export const changeLinesOperation = z.object({lines: z.array(lineChange).min(1).max(MAX_LINES_PER_CART_CHANGE)});

/** Remove entries: each line takes its whole entry, care plan included. */
export const removeEntriesOperation = z.object({lineIds: z.array(cartLineId).min(1).max(MAX_LINES_PER_CART_CHANGE)});

/** The requested love note (the cart note). Its length is its own code (§8 NOTE_TOO_LONG): see loveNoteTooLong. */
export const loveNoteOperation = z.object({note: z.string()});

export const loveNoteTooLong = (note: string) => note.length > LOVE_NOTE_MAX_LENGTH;

/**
 * A code as a shopper types it: trimmed, printable, at most 255 characters (Shopify's limit for a
 * discount code). A blank one is not malformed input but its own answer (§8 MISSING_DISCOUNT_CODE):
 * see missingCode.
 */
const typedCode = z
  .string()
  .trim()
  .max(255)
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .regex(/^[^\u0000-\u001f\u007f]*$/, 'A code cannot contain control characters.');

export const missingCode = (code: string) => code.length === 0;

/** Apply a discount code (the platform says whether it takes anything off). */
export const applyDiscountCodeOperation = z.object({code: typedCode});

/** Remove an applied discount code, named as the cart lists it (compared case-insensitively). */
export const removeDiscountCodeOperation = z.object({code: typedCode.min(1)});

/** Apply a gift card by its code (printed in groups of four; spaces and dashes allowed). */
export const applyGiftCardOperation = z.object({code: typedCode.max(64)});

/** Remove an applied gift card: the platform names it by id, never by its full code again. */
export const removeGiftCardOperation = z.object({appliedGiftCardId: gid('AppliedGiftCard')});

export type AddLinesOperation = z.infer<typeof addLinesOperation>;
export type ChangeLinesOperation = z.infer<typeof changeLinesOperation>;

import {CartForm} from '@shopify/hydrogen';
import {z} from 'zod';
import {MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {checkEngravingAttribute} from '~/domain/engraving';

/** A Shopify global id of the given type, e.g. `gid://shopify/CartLine/abc?cart=xyz`. */
export const gid = (type: string) =>
  z.string().regex(new RegExp(`^gid://shopify/${type}/[A-Za-z0-9-]{1,64}(\\?[A-Za-z0-9=&_-]{0,200})?$`), `Expected a ${type} id`);

/** A line attribute as every cart entry point accepts it: the engraving is checked by its rule. */
export const lineAttribute = z.object({key: z.string().min(1).max(255), value: z.string().max(1000)}).superRefine(checkEngravingAttribute);

const attributes = z.array(lineAttribute).max(50).optional();

/** A line's quantity at every cart entry point: 0 removes, at most the per-line maximum. */
export const lineQuantity = z.number().int().min(0).max(MAX_QUANTITY_PER_LINE);
const quantity = lineQuantity;

/** What each CartForm action of the cart route accepts; anything else is a 400. */
export const cartFormInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal(CartForm.ACTIONS.LinesAdd),
    inputs: z.object({
      lines: z
        .array(z.object({merchandiseId: gid('ProductVariant'), quantity: quantity.min(1), attributes}))
        .min(1)
        .max(20),
    }),
  }),
  z.object({
    action: z.literal(CartForm.ACTIONS.LinesUpdate),
    inputs: z.object({
      lines: z.array(z.object({id: gid('CartLine'), quantity, attributes})).min(1).max(20),
    }),
  }),
  z.object({
    action: z.literal(CartForm.ACTIONS.LinesRemove),
    inputs: z.object({lineIds: z.array(gid('CartLine')).min(1).max(20)}),
  }),
  z.object({
    action: z.literal(CartForm.ACTIONS.NoteUpdate),
    inputs: z.object({note: z.string().max(5000)}),
  }),
]);

export type CartFormInput = z.infer<typeof cartFormInput>;

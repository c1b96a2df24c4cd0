import {z} from 'zod';
import {addLinesOperation} from '~/features/cart/cart-operations';
import {LINES_ADD_ACTION} from '~/features/cart/cart-form-protocol';

/**
 * What Hydrogen's CartForm may post to the cart route: the add-to-cart buttons' LinesAdd, nothing
 * else (line changes go through the JSON endpoints and the cart page's forms). Anything else is a 400.
 */
export const cartFormInput = z.object({
  action: z.literal(LINES_ADD_ACTION),
  inputs: addLinesOperation,
});

export type CartFormInput = z.infer<typeof cartFormInput>;

import {CartForm} from '@shopify/hydrogen';
import {z} from 'zod';
import {addLinesOperation} from '~/features/cart/cart-operations';

/**
 * What Hydrogen's CartForm may post to the cart route: the add-to-cart buttons' LinesAdd, nothing
 * else (line changes go through the JSON endpoints and the cart page's forms). Anything else is a 400.
 */
export const cartFormInput = z.object({
  action: z.literal(CartForm.ACTIONS.LinesAdd),
  inputs: addLinesOperation,
});

export type CartFormInput = z.infer<typeof cartFormInput>;

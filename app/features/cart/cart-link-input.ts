// The inputs of Shopify's cart links (`/discount/{code}`, `/cart/...?discount=`), read only by their
// loaders: kept apart from cart-operations.ts, which the product page's first load carries.
import {z} from 'zod';

/**
 * A discount code as a shopper or a link gives it: trimmed, at most Shopify's 255 characters, no
 * control characters. Whether it applies is the platform's answer, not this schema's.
 */
export const discountCode = z
  .string()
  .trim()
  .min(1, 'Enter a discount code.')
  .max(255, 'That is not a discount code.')
  .refine((code) => !/[\p{Cc}]/u.test(code), 'That is not a discount code.');

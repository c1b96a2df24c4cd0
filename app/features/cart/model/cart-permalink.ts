// Shopify's cart permalink, `/cart/{variantId}:{quantity},{variantId}:{quantity}`: variant ids are
// the numeric tail of the variant gid, a missing quantity is 1, and quantities are held to the cart's
// per-line limit (a link asking for 50 gets the most a line may hold, as Shopify caps to stock).
import {z} from 'zod';
import {MAX_LINES_PER_CART_CHANGE, MAX_QUANTITY_PER_LINE} from '~/config/cart';

const VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';
const ITEM = /^(\d{1,20})(?::(\d{1,9}))?$/;

export interface PermalinkLine {
  merchandiseId: string;
  quantity: number;
}

const clampQuantity = (quantity: number) => Math.min(Math.max(quantity, 1), MAX_QUANTITY_PER_LINE);

/** The permalink's path segment: items separated by commas; the same variant twice is one line. */
export const cartPermalink = z
  .string()
  .max(MAX_LINES_PER_CART_CHANGE * 32, 'That cart link is too long.')
  .transform((segment, ctx): PermalinkLine[] => {
    const items = segment.split(',').filter((item) => item !== '');
    if (items.length === 0) {
      ctx.addIssue({code: 'custom', message: 'That cart link names no products.'});
      return z.NEVER;
    }
    const quantities = new Map<string, number>();
    for (const item of items) {
      const match = ITEM.exec(item.trim());
      if (!match) {
        ctx.addIssue({code: 'custom', message: 'That cart link is not one we can read.'});
        return z.NEVER;
      }
      const id = `${VARIANT_GID_PREFIX}${match[1]}`;
      quantities.set(id, (quantities.get(id) ?? 0) + (match[2] === undefined ? 1 : Number(match[2])));
    }
    if (quantities.size > MAX_LINES_PER_CART_CHANGE) {
      ctx.addIssue({code: 'custom', message: `A cart link may hold at most ${MAX_LINES_PER_CART_CHANGE} products.`});
      return z.NEVER;
    }
    return [...quantities].map(([merchandiseId, quantity]) => ({merchandiseId, quantity: clampQuantity(quantity)}));
  });

// The cart page's plain forms (no JavaScript): one field set per intent, checked like the JSON
// endpoints' input, and turned into the same cart operations.
import {z} from 'zod';
import {MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {visibleAttributes} from '~/domain/cart-line-details';
import {withOptionValue} from '~/domain/item-options';
import {changeLines, removeEntries, type CartActionResult} from '~/lib/cart-actions';
import {gid} from '~/lib/cart-form-input';
import {getPlatformCart, type CartServerContext} from '~/lib/cart-server';

const lineId = gid('CartLine');

export const cartPageForm = z.discriminatedUnion('intent', [
  z.object({intent: z.literal('quantity'), lineId, quantity: z.coerce.number().int().min(0).max(MAX_QUANTITY_PER_LINE)}),
  z.object({intent: z.literal('remove'), lineId}),
  z.object({intent: z.literal('care-plan'), lineId, carePlanVariantId: z.union([z.literal(''), gid('ProductVariant')]).default('')}),
  z.object({intent: z.literal('option'), lineId, name: z.string().min(1).max(255), value: z.string().max(1000)}),
]);

export type CartPageForm = z.infer<typeof cartPageForm>;

export async function runCartPageForm(context: CartServerContext, form: CartPageForm): Promise<CartActionResult> {
  switch (form.intent) {
    case 'quantity':
      return changeLines(context, [{id: form.lineId, quantity: form.quantity}]);
    case 'remove':
      return removeEntries(context, [form.lineId]);
    case 'care-plan':
      return changeLines(context, [{id: form.lineId, carePlanVariantId: form.carePlanVariantId || null}]);
    case 'option': {
      const cart = await getPlatformCart(context);
      const line = cart?.lines.nodes.find((l) => l.id === form.lineId);
      if (!line) return {ok: false, status: 404, code: 'LINE_NOT_FOUND', message: 'That line is not in your cart.'};
      const attributes = withOptionValue(visibleAttributes(line.attributes), form.name, form.value);
      return changeLines(context, [{id: form.lineId, attributes}]);
    }
  }
}

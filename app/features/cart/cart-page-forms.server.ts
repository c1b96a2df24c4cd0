// The cart page's plain forms (no JavaScript), turned into the same cart operations as the JSON
// endpoints'.
import {visibleAttributes} from '~/features/cart/model/cart-line-details';
import {withOptionValue} from '~/features/cart/model/item-options';
import {changeLines, removeEntries, type CartActionResult} from '~/features/cart/cart-actions.server';
import type {CartPageForm} from '~/features/cart/cart-page-form-input';
import {getPlatformCart, type CartServerContext} from '~/features/cart/cart.server';
import {applyDiscountCode, applyGiftCard, removeDiscountCode, removeGiftCard} from '~/features/cart/cart-codes.server';

export async function runCartPageForm(context: CartServerContext, form: CartPageForm): Promise<CartActionResult> {
  switch (form.intent) {
    case 'change':
      return changeLines(context, [form.change]);
    case 'remove':
      return removeEntries(context, form.lineIds);
    case 'option': {
      const cart = await getPlatformCart(context);
      const line = cart?.lines.nodes.find((l) => l.id === form.lineId);
      if (!line) return {ok: false, status: 404, code: 'LINE_NOT_FOUND', message: 'That line is not in your cart.'};
      const attributes = withOptionValue(visibleAttributes(line.attributes), form.attribute.key, form.attribute.value);
      // The cart just read plans the change: no second read.
      return changeLines(context, [{id: form.lineId, attributes}], cart);
    }
    case 'discount-apply':
      return applyDiscountCode(context, form.discountCode);
    case 'discount-remove':
      return removeDiscountCode(context, form.discountCode);
    case 'gift-card-apply':
      return applyGiftCard(context, form.giftCardCode);
    case 'gift-card-remove':
      return removeGiftCard(context, form.appliedGiftCardId);
  }
}

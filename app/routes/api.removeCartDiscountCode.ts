import type {Route} from './+types/api.removeCartDiscountCode';
import {removeDiscountCode} from '~/features/cart/cart-codes.server';
import {removeDiscountCodeInput} from '~/features/cart/cart-api-input';
import {cartOperationEndpoint, methodNotAllowed} from '~/features/cart/cart-endpoint.server';

export const loader = () => methodNotAllowed();

/** POST /api/removeCartDiscountCode: remove a discount code, answering `{cart, issues}` (docs/cart.md "Discount codes and gift cards"). */
export const action = ({request, context}: Route.ActionArgs) =>
  cartOperationEndpoint('api/removeCartDiscountCode', request, context, removeDiscountCodeInput, (input) => removeDiscountCode(context, input.code));

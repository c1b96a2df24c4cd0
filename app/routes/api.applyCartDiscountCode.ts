import type {Route} from './+types/api.applyCartDiscountCode';
import {applyDiscountCode} from '~/features/cart/cart-codes.server';
import {applyDiscountCodeInput} from '~/features/cart/cart-api-input';
import {cartOperationEndpoint, methodNotAllowed} from '~/features/cart/cart-endpoint.server';

export const loader = () => methodNotAllowed();

/** POST /api/applyCartDiscountCode: apply a discount code, answering `{cart, issues}` (docs/cart.md "Discount codes and gift cards"). */
export const action = ({request, context}: Route.ActionArgs) =>
  cartOperationEndpoint('api/applyCartDiscountCode', request, context, applyDiscountCodeInput, (input) => applyDiscountCode(context, input.code));

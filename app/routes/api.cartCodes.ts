import type {Route} from './+types/api.cartCodes';
import {runCodeOperation} from '~/features/cart/cart-codes.server';
import {cartCodesInput} from '~/features/cart/cart-api-input';
import {cartOperationEndpoint, methodNotAllowed} from '~/features/cart/cart-endpoint.server';

export const loader = () => methodNotAllowed();

/**
 * POST /api/cartCodes: apply or remove a discount code or a gift card, answering `{cart, issues}`
 * (docs/cart.md "Discount codes and gift cards").
 */
export const action = ({request, context}: Route.ActionArgs) =>
  cartOperationEndpoint('api/cartCodes', request, context, cartCodesInput, (input) => runCodeOperation(context, input));

import type {Route} from './+types/api.removeCartGiftCard';
import {removeGiftCard} from '~/features/cart/cart-codes.server';
import {removeGiftCardInput} from '~/features/cart/cart-api-input';
import {cartOperationEndpoint, methodNotAllowed} from '~/features/cart/cart-endpoint.server';

export const loader = () => methodNotAllowed();

/** POST /api/removeCartGiftCard: remove an applied gift card, answering `{cart, issues}` (docs/cart.md "Discount codes and gift cards"). */
export const action = ({request, context}: Route.ActionArgs) =>
  cartOperationEndpoint('api/removeCartGiftCard', request, context, removeGiftCardInput, (input) => removeGiftCard(context, input.appliedGiftCardId));

import type {Route} from './+types/api.applyCartGiftCard';
import {applyGiftCard} from '~/features/cart/cart-codes.server';
import {applyGiftCardInput} from '~/features/cart/cart-api-input';
import {cartOperationEndpoint, methodNotAllowed} from '~/features/cart/cart-endpoint.server';

export const loader = () => methodNotAllowed();

/** POST /api/applyCartGiftCard: apply a gift card, answering `{cart, issues}` (docs/cart.md "Discount codes and gift cards"). */
export const action = ({request, context}: Route.ActionArgs) =>
  cartOperationEndpoint('api/applyCartGiftCard', request, context, applyGiftCardInput, (input) => applyGiftCard(context, input.code));

import type {Route} from './+types/api.removeLinesFromCart';
import {apiError} from '~/platform/api-error';
import {removeEntries} from '~/features/cart/cart-actions.server';
import {removeLinesInput} from '~/features/cart/cart-api-input';
import {answerOrUnavailable, cartAnswer, checkOwnCart, guardMutation, methodNotAllowed, readJson} from '~/features/cart/cart-endpoint.server';
import {cartViewOf} from '~/features/cart/cart.server';

export const loader = () => methodNotAllowed();

/** POST /api/removeLinesFromCart: each line takes its whole entry, care plan included (spec §7). */
export async function action({request, context}: Route.ActionArgs) {
  const refused = guardMutation(request);
  if (refused) return refused;
  const body = await readJson(request, removeLinesInput);
  if (!body.ok) return body.response;
  const notOwn = checkOwnCart(context.cart.getCartId(), body.value.cartId);
  if (notOwn) return notOwn;
  return answerOrUnavailable('api/removeLinesFromCart', async () => {
    const result = await removeEntries(context, body.value.lineIds);
    if (!result.ok) return apiError(result.status, result.code, result.message);
    return cartAnswer({cart: await cartViewOf(context, result.cart), issues: result.issues}, result.headers);
  });
}

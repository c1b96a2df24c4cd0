import type {Route} from './+types/api.updateCartLines';
import {apiError} from '~/platform/api-error';
import {changeLines} from '~/features/cart/cart-actions.server';
import {updateCartLinesInput} from '~/features/cart/cart-api-input';
import {answerOrUnavailable, cartAnswer, checkOwnCart, guardMutation, methodNotAllowed, readJson} from '~/features/cart/cart-endpoint.server';
import {cartViewOf} from '~/features/cart/cart.server';

export const loader = () => methodNotAllowed();

/** POST /api/updateCartLines: quantities, attributes and the care plan of entries (spec §7). */
export async function action({request, context}: Route.ActionArgs) {
  const refused = guardMutation(request);
  if (refused) return refused;
  const body = await readJson(request, updateCartLinesInput);
  if (!body.ok) return body.response;
  const {cartId, lines} = body.value.input;
  const notOwn = checkOwnCart(context.cart.getCartId(), cartId);
  if (notOwn) return notOwn;
  return answerOrUnavailable('api/updateCartLines', async () => {
    const result = await changeLines(context, lines);
    if (!result.ok) return apiError(result.status, result.code, result.message);
    return cartAnswer({cart: await cartViewOf(context, result.cart), issues: result.issues}, result.headers);
  });
}

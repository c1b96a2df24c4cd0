import type {Route} from './+types/api.updateCartLoveNoteRequest';
import {CART_ERROR_MESSAGES} from '~/features/cart/model/cart-issues';
import {apiError} from '~/platform/api-error';
import {saveLoveNote} from '~/features/cart/cart-actions.server';
import {loveNoteInput} from '~/features/cart/cart-api-input';
import {loveNoteTooLong} from '~/features/cart/cart-operations';
import {answerOrUnavailable, cartAnswer, checkOwnCart, guardMutation, methodNotAllowed, readJson} from '~/features/cart/cart-endpoint.server';
import {cartViewOf} from '~/features/cart/cart.server';

export const loader = () => methodNotAllowed();

/** POST /api/updateCartLoveNoteRequest: the love note, kept as the cart note (spec §7). */
export async function action({request, context}: Route.ActionArgs) {
  const refused = guardMutation(request);
  if (refused) return refused;
  const body = await readJson(request, loveNoteInput);
  if (!body.ok) return body.response;
  const {cartId, requestedLoveNote} = body.value.input;
  if (loveNoteTooLong(requestedLoveNote)) return apiError(400, 'NOTE_TOO_LONG', CART_ERROR_MESSAGES.NOTE_TOO_LONG);
  const notOwn = checkOwnCart(context.cart.getCartId(), cartId);
  if (notOwn) return notOwn;
  return answerOrUnavailable('api/updateCartLoveNoteRequest', async () => {
    const result = await saveLoveNote(context, requestedLoveNote);
    if (!result.ok) return apiError(result.status, result.code, result.message);
    return cartAnswer({cart: await cartViewOf(context, result.cart), issues: result.issues}, result.headers);
  });
}

import {z} from 'zod';
import type {Route} from './+types/api.checkout';
import {CART_ERROR_MESSAGES} from '~/features/cart/model/cart-issues';
import {holdsAnOrder} from '~/features/catalog/model/for-sale';
import {canCheckout} from '~/features/cart/model/required-options';
import {toCartView} from '~/features/cart/model/cart-grouping';
import {apiError} from '~/platform/api-error';
import {CUSTOMER_TOKEN_SESSION_KEY} from '~/config/session';
import {attachSignedInCustomer, saveLoveNote} from '~/features/cart/cart-actions.server';
import {answerOrUnavailable, guardMutation, methodNotAllowed} from '~/features/cart/cart-endpoint.server';
import {loveNoteOperation, loveNoteTooLong} from '~/features/cart/cart-operations';
import {cartViewContext, getPlatformCart} from '~/features/cart/cart.server';
import {checkoutLocation} from '~/features/cart/checkout-location';
import {CHECKOUT_REFUSAL_MESSAGES, cartPageAfterRefusal, type CheckoutRefusalCode} from '~/features/cart/model/checkout-refusal';
import {wantsPage} from '~/platform/request';

const checkoutForm = z.object({customerNote: loveNoteOperation.shape.note.optional()}).strict();

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const loader = () => methodNotAllowed();

/**
 * POST /api/checkout (form field `customerNote`): saves the note and sends the shopper on to the
 * cart's checkout with a 303 (spec §7). Works as a plain form post, without JavaScript.
 */
export async function action({request, context}: Route.ActionArgs) {
  const refused = guardMutation(request);
  if (refused) return refused;
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (!FORM_TYPES.some((form) => type.startsWith(form))) {
    return apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the checkout form as a form post.');
  }
  let fields: Record<string, FormDataEntryValue>;
  try {
    fields = Object.fromEntries(await request.formData());
  } catch {
    return apiError(400, 'MALFORMED_FORM', 'The checkout form could not be read.');
  }
  const parsed = checkoutForm.safeParse(fields);
  if (!parsed.success) return apiError(400, 'INVALID_INPUT', 'The checkout form has unexpected fields.');
  const note = parsed.data.customerNote;
  if (note !== undefined && loveNoteTooLong(note)) {
    return apiError(400, 'NOTE_TOO_LONG', CART_ERROR_MESSAGES.NOTE_TOO_LONG);
  }

  const answer = await answerOrUnavailable('api/checkout', async () => {
    const cart = await getPlatformCart(context);
    if (!cart || cart.lines.nodes.length === 0) return refusal(409, 'INVALID_PAYMENT_EMPTY_CART');
    const view = toCartView(cart, await cartViewContext(context, cart));
    // A free gift (or a love note) alone is not an order.
    if (!holdsAnOrder(view)) return refusal(409, 'NOTHING_TO_ORDER');
    if (!canCheckout(view)) return refusal(409, 'OPTIONS_REQUIRED');
    if (note !== undefined) {
      const saved = await saveLoveNote(context, note, cart);
      const failed = saved.ok ? saved.issues.find((issue) => issue.severity === 'error') : saved;
      if (failed) return apiError(422, failed.code, failed.message);
    }
    await attachSignedInCustomer(context, context.session.get(CUSTOMER_TOKEN_SESSION_KEY));
    const location = checkoutLocation(cart.checkoutUrl);
    if (!location) return refusal(502, 'CHECKOUT_UNAVAILABLE');
    return new Response(null, {status: 303, headers: {Location: location, 'Cache-Control': 'no-store'}});
  });
  // Refused (the cart changed since the page showed it, say): a page that posted the form lands on
  // the cart page, which says why; a script gets the JSON refusal.
  if (answer instanceof Response || !wantsPage(request)) return answer;
  return new Response(null, {status: 303, headers: {Location: cartPageAfterRefusal(answer.data.error.code), 'Cache-Control': 'no-store'}});
}

const refusal = (status: number, code: CheckoutRefusalCode) => apiError(status, code, CHECKOUT_REFUSAL_MESSAGES[code]);

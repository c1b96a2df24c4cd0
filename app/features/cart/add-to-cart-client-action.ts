// The browser's side of an add to cart (the `/shop/cart` route's clientAction), in a module of its
// own so that React Router's split route modules fetch it alone at the click, not the cart page.
import {NETWORK_FAILURE, readAddToCartAnswer, type AddToCartResult} from '~/features/cart/model/add-to-cart-answer';
import {cartActions} from '~/features/cart/cart-actions';
import {postedLinesAdd} from '~/features/cart/cart-form-protocol';
import {pushDataLayerEvent} from '~/features/analytics/data-layer';
import {addToCartEvent} from '~/features/analytics/model/analytics-event-builders';
import {addedPiecesCharge} from '~/features/cart/model/added-pieces-charge';
import type {CartView} from '~/features/cart/model/cart-view';

/** The merchandise a CartForm add (the add-to-cart buttons) names, read from a copy of its body; null for any other post. */
async function addedMerchandise(request: Request): Promise<string[] | null> {
  // Read, not validated: the server action checks the input, and zod stays out of this route's browser code.
  const lines = postedLinesAdd(await request.clone().formData());
  return lines?.flatMap((line: unknown) => (line && typeof line === 'object' && 'merchandiseId' in line && typeof line.merchandiseId === 'string' ? [line.merchandiseId] : [])) ?? null;
}

/** Spec §7 addToCart, once the add is made: valued as the cart it produced charges the pieces. */
function pushAddToCart(merchandiseIds: string[], cart: CartView | null) {
  if (merchandiseIds.length === 0) return;
  const charge = cart ? addedPiecesCharge(merchandiseIds, cart) : null;
  pushDataLayerEvent(addToCartEvent(merchandiseIds, charge?.value ?? undefined, charge?.currency, charge?.discounts));
}

/**
 * An add settles the drawer (opened at the click) on the cart the action answered, the moment it
 * answers (spec §2): the server's cart replaces the piece shown, or the piece drops out on a refusal.
 * Router updates render as React transitions, so a fetcher's answer was often shown only together
 * with the revalidation after it: settling here does not wait for that. A failed connection is an
 * answer the button shows, not an error page. Any other post goes to the server action as it is.
 */
export async function addToCartClientAction(request: Request, serverAction: () => Promise<unknown>): Promise<unknown> {
  const added = await addedMerchandise(request);
  if (!added) return serverAction();
  let result: AddToCartResult;
  try {
    result = readAddToCartAnswer(await serverAction());
  } catch (error) {
    if (!(error instanceof TypeError)) {
      cartActions.addFailed();
      throw error;
    }
    result = NETWORK_FAILURE;
  }
  if (result.errors) cartActions.addFailed();
  else {
    void cartActions.settleAdd(result.cart);
    pushAddToCart(added, result.cart);
  }
  return result;
}

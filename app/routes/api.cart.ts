import {data} from 'react-router';
import type {Route} from './+types/api.cart';
import {apiError} from '~/platform/api-error';
import {answerOrUnavailable} from '~/features/cart/cart-endpoint.server';
import {loadCartView} from '~/features/cart/cart.server';

/** GET /api/cart: `{cart}` in the product's own view (spec §3, §7); null when there is none. */
export async function loader({request, context}: Route.LoaderArgs) {
  const extra = [...new Set(new URL(request.url).searchParams.keys())];
  if (extra.length > 0) return apiError(400, 'UNEXPECTED_PARAMETER', `Unexpected query parameter: ${extra.join(', ')}.`);
  return answerOrUnavailable('api/cart', async () =>
    data({cart: await loadCartView(context)}, {headers: {'Cache-Control': 'no-store'}}),
  );
}

export function action() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Use GET to read the cart.');
}

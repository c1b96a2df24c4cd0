import {redirect} from 'react-router';
import type {Route} from './+types/discount.$code';
import {answerOrUnavailable} from '~/features/cart/cart-endpoint.server';
import {applyDiscountLink} from '~/features/cart/cart-links.server';
import {discountCode} from '~/features/cart/cart-link-input';
import {apiError} from '~/platform/api-error';
import {sameOriginPath} from '~/ui/same-origin-path';

/**
 * GET /discount/{code}?redirect=/path (Shopify's discount link): puts the code on the shopper's cart
 * and sends them to the same-origin path (`/` for anything else). A code that does not apply still
 * redirects: the cart shows why, as it does for a typed code. A path segment that cannot be a code
 * at all is a broken link, answered 400.
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const parsed = discountCode.safeParse(params.code ?? '');
  if (!parsed.success) return apiError(400, 'INVALID_DISCOUNT_CODE', parsed.error.issues[0]?.message ?? 'That is not a discount code.');
  const target = sameOriginPath(new URL(request.url).searchParams.get('redirect'));
  return answerOrUnavailable('discount link', async () => {
    const headers = await applyDiscountLink(context, parsed.data);
    headers.set('Cache-Control', 'no-store');
    return redirect(target, {status: 302, headers});
  });
}

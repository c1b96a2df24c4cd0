import {data, redirect, useLoaderData} from 'react-router';
import type {Route} from './+types/cart.$lines';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {cartFromPermalink} from '~/features/cart/cart-links.server';
import {addLinesOperation} from '~/features/cart/cart-operations';
import {discountCode} from '~/features/cart/cart-link-input';
import {cartPermalink} from '~/features/cart/model/cart-permalink';
import {CartLinkError} from '~/features/cart/components/CartLinkError';

export const handle: RouteHandle = {layout: 'default'};

export const meta: Route.MetaFunction = () => [{title: 'Cart link'}, {name: 'robots', content: 'noindex'}];

const refuse = (status: number, code: string, message: string) =>
  data({error: {code, message}}, {status, headers: {'Cache-Control': 'no-store'}});

const UNREADABLE = 'That cart link is not one we can read.';

/**
 * GET /cart/{variantId}:{quantity},...?discount=CODE (Shopify's cart permalink): a new cart holding
 * the link's pieces, then its checkout. A link that cannot be used answers a page saying why (4xx).
 */
export async function loader({request, params, context}: Route.LoaderArgs) {
  const permalink = cartPermalink.safeParse(params.lines ?? '');
  if (!permalink.success) return refuse(400, 'INVALID_CART_LINK', permalink.error.issues[0]?.message ?? UNREADABLE);
  const lines = addLinesOperation.safeParse({lines: permalink.data});
  if (!lines.success) return refuse(400, 'INVALID_CART_LINK', UNREADABLE);
  const discountParam = new URL(request.url).searchParams.get('discount');
  const discount = discountParam === null ? null : discountCode.safeParse(discountParam);
  if (discount && !discount.success) return refuse(400, 'INVALID_DISCOUNT_CODE', 'The discount code in this cart link is not one we can read.');
  try {
    const result = await cartFromPermalink(context, lines.data.lines, discount?.data ?? null);
    if (!result.ok) return refuse(result.status, result.code, result.message);
    result.headers.set('Cache-Control', 'no-store');
    return redirect(result.checkoutUrl, {status: 302, headers: result.headers});
  } catch (error) {
    console.error('[cart link]', error);
    return refuse(502, 'CART_UNAVAILABLE', 'The cart cannot be reached right now. Please try again.');
  }
}

export default function CartLinkPage() {
  const {error} = useLoaderData<typeof loader>();
  return <CartLinkError message={error.message} />;
}

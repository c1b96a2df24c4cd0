import {CartForm} from '@shopify/hydrogen';
import {data, Link, useLoaderData, type HeadersFunction} from 'react-router';
import type {Route} from './+types/shop.cart';
import {CART_LINES_FETCHED} from '~/config/cart';
import {apiError} from '~/lib/api-error';
import {cartFormInput} from '~/lib/cart-form-input';
import {assertSameOrigin} from '~/lib/same-origin';
import {formatMoney} from '~/domain/money';
import {CartLineRow} from '~/components/cart/CartLineRow';

export const meta: Route.MetaFunction = () => [{title: 'Cart'}];

export const headers: HeadersFunction = ({actionHeaders, loaderHeaders}) =>
  actionHeaders.get('Set-Cookie') ? actionHeaders : loaderHeaders;

export async function loader({context}: Route.LoaderArgs) {
  const cart = await context.cart.get({numCartLines: CART_LINES_FETCHED});
  return data({cart}, {headers: {'Cache-Control': 'no-store'}});
}

export async function action({request, context}: Route.ActionArgs) {
  assertSameOrigin(request);
  const formData = await request.formData();
  let raw: unknown;
  try {
    raw = CartForm.getFormInput(formData);
  } catch {
    return apiError(400, 'INVALID_INPUT', 'The cart form could not be read.');
  }
  const parsed = cartFormInput.safeParse(raw);
  if (!parsed.success) {
    return apiError(400, 'INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Invalid cart input.');
  }
  const {cart} = context;
  const input = parsed.data;
  const result =
    input.action === CartForm.ACTIONS.LinesAdd
      ? await cart.addLines(input.inputs.lines)
      : input.action === CartForm.ACTIONS.LinesUpdate
        ? await cart.updateLines(input.inputs.lines)
        : input.action === CartForm.ACTIONS.LinesRemove
          ? await cart.removeLines(input.inputs.lineIds)
          : await cart.updateNote(input.inputs.note);

  const headers = result.cart?.id ? cart.setCartId(result.cart.id) : new Headers();
  headers.set('Cache-Control', 'no-store');
  return data(
    {
      errors: result.userErrors?.length ? result.userErrors : null,
      warnings: result.warnings?.length ? result.warnings : null,
    },
    {status: 200, headers},
  );
}

export default function CartPage() {
  const {cart} = useLoaderData<typeof loader>();
  const lines = cart?.lines.nodes ?? [];
  if (!cart || lines.length === 0) {
    return (
      <section className="cart-page cart-page--empty" aria-labelledby="cart-title">
        <h1 id="cart-title">Your Cart Is Empty</h1>
        <Link className="button" to="/">
          Return Home
        </Link>
      </section>
    );
  }
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Cart</h1>
      <ul className="cart-lines" data-testid="cart-lines">
        {lines.map((line) => (
          <CartLineRow key={line.id} line={line} />
        ))}
      </ul>
      <div className="cart-summary">
        <p>
          <span>Subtotal</span> <strong data-testid="cart-subtotal">{formatMoney(cart.cost.subtotalAmount)}</strong>
        </p>
        <a className="button" href={cart.checkoutUrl}>
          Checkout
        </a>
      </div>
    </section>
  );
}

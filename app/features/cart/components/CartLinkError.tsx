import {Link} from 'react-router';
import {CART_PAGE_PATH} from '~/config/cart';

/** Why a cart link (`/cart/{variantId}:{quantity}`) could not build a cart, with ways on. */
export function CartLinkError({message}: {message: string}) {
  return (
    <section className="error-page" aria-labelledby="cart-link-title" data-testid="cart-link-error">
      <h1 id="cart-link-title">This cart link can’t be used</h1>
      <p>{message}</p>
      <Link className="button" to={CART_PAGE_PATH}>
        View your cart
      </Link>
      <nav aria-label="Helpful links" className="error-page__links">
        <Link to="/shop/collections/all">Shop all jewelry</Link>
        <Link to="/">Return Home</Link>
      </nav>
    </section>
  );
}

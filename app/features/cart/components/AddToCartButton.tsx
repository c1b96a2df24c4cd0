import {CartForm} from '@shopify/hydrogen';
import {Link, type FetcherWithComponents} from 'react-router';
import {beginAddToCart} from './CartDrawerIsland';
import type {AddToCartResult} from '~/features/cart/model/add-to-cart-answer';

interface AddToCartButtonProps {
  merchandiseId: string;
  label: string;
  disabled?: boolean;
  attributes?: {key: string; value: string}[];
}

function AddToCartForm({fetcher, label, disabled}: {fetcher: FetcherWithComponents<AddToCartResult>; label: string; disabled?: boolean}) {
  const busy = fetcher.state !== 'idle';
  const added = fetcher.state === 'idle' && fetcher.data && !fetcher.data.errors?.length;
  const error = fetcher.data?.errors?.[0]?.message;
  return (
    <div className="add-to-cart">
      {/* Not disabled while busy: a disabled button drops focus, and the drawer hands focus back to it. */}
      <button
        type="submit"
        className="button"
        disabled={disabled}
        aria-disabled={busy}
        aria-busy={busy}
        onClick={(event) => {
          if (busy) event.preventDefault();
          else beginAddToCart();
        }}
      >
        {busy ? 'Adding…' : label}
      </button>
      <p role="status" className="add-to-cart__status">
        {added ? (
          <>
            Added to your cart. <Link to="/shop/cart">View cart</Link>
          </>
        ) : null}
        {error ? <span className="form-error">{error}</span> : null}
      </p>
    </div>
  );
}

/** Adds one unit through the cart page's action: a plain form post without JavaScript. */
export function AddToCartButton({merchandiseId, label, disabled, attributes}: AddToCartButtonProps) {
  return (
    <CartForm
      route="/shop/cart"
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines: [{merchandiseId, quantity: 1, attributes}]}}
    >
      {(fetcher: FetcherWithComponents<AddToCartResult>) => <AddToCartForm fetcher={fetcher} label={label} disabled={disabled} />}
    </CartForm>
  );
}

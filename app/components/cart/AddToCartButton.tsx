import {CartForm} from '@shopify/hydrogen';
import {Link, type FetcherWithComponents} from 'react-router';

interface AddToCartButtonProps {
  merchandiseId: string;
  label: string;
  disabled?: boolean;
  attributes?: {key: string; value: string}[];
}

export function AddToCartButton({merchandiseId, label, disabled, attributes}: AddToCartButtonProps) {
  return (
    <CartForm
      route="/shop/cart"
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{lines: [{merchandiseId, quantity: 1, attributes}]}}
    >
      {(fetcher: FetcherWithComponents<{errors?: {message: string}[] | null}>) => {
        const busy = fetcher.state !== 'idle';
        const added = fetcher.state === 'idle' && fetcher.data && !fetcher.data.errors?.length;
        const error = fetcher.data?.errors?.[0]?.message;
        return (
          <div className="add-to-cart">
            <button type="submit" className="button" disabled={disabled || busy} aria-busy={busy}>
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
      }}
    </CartForm>
  );
}

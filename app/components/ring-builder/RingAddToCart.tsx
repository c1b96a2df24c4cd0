import {CartForm} from '@shopify/hydrogen';
import {useEffect, useRef} from 'react';
import {Link, type FetcherWithComponents} from 'react-router';
import type {RingCartLine} from '~/domain/ring-cart-lines';
import {cartActions} from '~/stores/cart-store';

type AddResult = {errors?: {message: string}[] | null};

function RingAddForm({fetcher, disabled}: {fetcher: FetcherWithComponents<AddResult>; disabled: boolean}) {
  const seen = useRef<AddResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (!fetcher.data.errors?.length) void cartActions.openAfterAdd();
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== 'idle';
  const added = !busy && fetcher.data && !fetcher.data.errors?.length;
  const error = fetcher.data?.errors?.[0]?.message;
  return (
    <div className="add-to-cart">
      <button
        type="submit"
        className="button"
        disabled={disabled}
        aria-disabled={busy}
        aria-busy={busy}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? 'Adding…' : 'Add ring to cart'}
      </button>
      <p role="status" className="add-to-cart__status">
        {added ? (
          <>
            Your ring is in your cart. <Link to="/shop/cart">View cart</Link>
          </>
        ) : null}
        {error ? <span className="form-error">{error}</span> : null}
      </p>
    </div>
  );
}

/** The setting and stone lines in one LinesAdd, so the ring lands as one cart entry. */
export function RingAddToCart({lines, disabled = false}: {lines: RingCartLine[]; disabled?: boolean}) {
  return (
    <CartForm route="/shop/cart" action={CartForm.ACTIONS.LinesAdd} inputs={{lines}}>
      {(fetcher: FetcherWithComponents<AddResult>) => <RingAddForm fetcher={fetcher} disabled={disabled} />}
    </CartForm>
  );
}

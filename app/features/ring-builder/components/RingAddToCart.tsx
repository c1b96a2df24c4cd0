import {useState} from 'react';
import {Link, type FetcherWithComponents} from 'react-router';
import type {RingCartLine} from '~/features/ring-builder/model/ring-cart-lines';
import {beginAddToCart} from '~/features/cart/components/CartDrawerIsland';
import {LinesAddForm} from '~/features/cart/components/LinesAddForm';
import type {AddToCartResult} from '~/features/cart/model/add-to-cart-answer';

interface RingAddToCartProps {
  lines: RingCartLine[];
  disabled?: boolean;
  /** Runs just before the ring goes in (the stone's availability); false stops the add. */
  beforeAdd: () => Promise<boolean>;
}

function RingAddForm({fetcher, disabled, beforeAdd}: RingAddToCartProps & {fetcher: FetcherWithComponents<AddToCartResult>}) {
  const [checking, setChecking] = useState(false);
  const busy = fetcher.state !== 'idle' || checking;
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
          event.preventDefault();
          if (busy) return;
          const form = event.currentTarget.form;
          setChecking(true);
          void beforeAdd().then((available) => {
            setChecking(false);
            if (!available || !form) return;
            beginAddToCart(null);
            void fetcher.submit(form);
          });
        }}
      >
        {busy ? 'Adding…' : 'Add ring to cart'}
      </button>
      <p role="status" className="add-to-cart__status">
        {checking ? 'Checking this diamond is still available…' : null}
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
export function RingAddToCart(props: RingAddToCartProps) {
  return (
    <LinesAddForm lines={props.lines}>
      {(fetcher) => <RingAddForm fetcher={fetcher} {...props} />}
    </LinesAddForm>
  );
}

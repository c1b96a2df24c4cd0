import {useEffect, useRef} from 'react';
import {Link, type FetcherWithComponents} from 'react-router';
import {beginAddToCart, preloadCartDrawer} from './CartDrawerIsland';
import {LinesAddForm} from './LinesAddForm';
import {loadRouteSheet} from '~/styles/load-route-sheet';
import type {AddToCartResult} from '~/features/cart/model/add-to-cart-answer';
import type {AddedPiece} from '~/features/cart/model/cart-optimistic';

/**
 * A page with an add button is a page whose drawer opens at a click: its code and its sheet are
 * fetched while the page hydrates (this module loads with the page's route), so that a click right
 * after finds them. The import here preloads every chunk the drawer needs at once, where the
 * island's own import (on every page) fetches them a level at a time (scripts/client-preloads.ts,
 * docs/decisions/0020); the sheet is asked for at once too, not after a chunk that knows its URL.
 */
function fetchCartDrawerAhead() {
  void loadRouteSheet('cart');
  // Only to start the fetches: the island's own import is what renders, and reports a failure.
  import('./CartDrawer').catch(() => undefined);
  preloadCartDrawer();
}

// In a task of its own: this module may load inside a hydration render, and starting the fetch (a
// preload link per chunk the drawer needs) took 14-20 ms there.
if (!import.meta.env.SSR) setTimeout(fetchCartDrawerAhead, 0);

interface AddToCartButtonProps {
  merchandiseId: string;
  label: string;
  disabled?: boolean;
  attributes?: {key: string; value: string}[];
  /** The piece as the page shows it: the drawer opens on it at the click, before the cart answers. */
  piece?: Omit<AddedPiece, 'variantId' | 'attributes'>;
}

function AddToCartForm({fetcher, label, disabled, onAdd}: {fetcher: FetcherWithComponents<AddToCartResult>; label: string; disabled?: boolean; onAdd: () => void}) {
  const busy = fetcher.state !== 'idle';
  const added = fetcher.state === 'idle' && fetcher.data && !fetcher.data.errors?.length;
  const error = fetcher.data?.errors?.[0]?.message;
  // The add starts with the form's submit, unless the page refused it (an invalid voucher form).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = root.current?.closest('form');
    const submitted = (event: SubmitEvent) => {
      if (!event.defaultPrevented) onAdd();
    };
    form?.addEventListener('submit', submitted);
    return () => form?.removeEventListener('submit', submitted);
  }, [onAdd]);
  return (
    <div className="add-to-cart" ref={root}>
      {/* Not disabled while busy: a disabled button drops focus, and the drawer hands focus back to it. */}
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
export function AddToCartButton({merchandiseId, label, disabled, attributes, piece}: AddToCartButtonProps) {
  const onAdd = () => beginAddToCart(piece ? {...piece, variantId: merchandiseId, attributes: attributes ?? []} : null);
  return (
    <LinesAddForm lines={[{merchandiseId, quantity: 1, attributes}]}>
      {(fetcher) => <AddToCartForm fetcher={fetcher} label={label} disabled={disabled} onAdd={onAdd} />}
    </LinesAddForm>
  );
}

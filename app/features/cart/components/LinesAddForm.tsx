import type {ReactNode} from 'react';
import {useFetcher, type FetcherWithComponents} from 'react-router';
import {CART_PAGE_PATH} from '~/config/cart';
import {CART_FORM_INPUT_NAME, linesAddFormValue} from '~/features/cart/cart-form-protocol';
import type {AddToCartResult} from '~/features/cart/model/add-to-cart-answer';

/**
 * An add to cart as Hydrogen's CartForm posts it (LinesAdd to the cart route), through a fetcher:
 * a plain form post without JavaScript. Written here, not imported, for bytes (docs/decisions/0012).
 */
export function LinesAddForm({lines, children}: {lines: unknown[]; children: (fetcher: FetcherWithComponents<AddToCartResult>) => ReactNode}) {
  const fetcher = useFetcher<AddToCartResult>();
  return (
    <fetcher.Form action={CART_PAGE_PATH} method="post">
      <input type="hidden" name={CART_FORM_INPUT_NAME} value={linesAddFormValue(lines)} />
      {children(fetcher)}
    </fetcher.Form>
  );
}

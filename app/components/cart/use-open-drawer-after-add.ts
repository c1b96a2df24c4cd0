import {useEffect, useRef} from 'react';
import type {FetcherWithComponents} from 'react-router';
import type {CartView} from '~/domain/cart-view';
import {cartActions} from '~/stores/cart-store';

/** What the cart page's add action answers (`/shop/cart`, LinesAdd). */
export type AddToCartResult = {errors?: {message: string}[] | null; cart?: CartView | null};

/**
 * Opens the cart drawer once an add has succeeded (spec §2): as soon as the add has answered, with
 * the cart it answered with, not after the page's data has been read again.
 */
export function useOpenDrawerAfterAdd(fetcher: FetcherWithComponents<AddToCartResult>) {
  const seen = useRef<AddToCartResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state === 'submitting' || !fetcher.data || fetcher.data === seen.current) return;
    seen.current = fetcher.data;
    if (!fetcher.data.errors?.length) void cartActions.openAfterAdd(fetcher.data.cart);
  }, [fetcher.state, fetcher.data]);
}

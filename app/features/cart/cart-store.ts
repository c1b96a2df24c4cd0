// Client state of the cart drawer and the cart page (spec §4), what every page's header reads. The
// changes to it (cart-actions.ts) load with the drawer, the cart page and an add's answer, not with
// every page.
import {create} from 'zustand';
import type {CartIssue} from '~/features/cart/model/cart-issues';
import type {CartView} from '~/features/cart/model/cart-view';

export type Transform = (cart: CartView) => CartView;

export interface PendingChange {
  id: number;
  apply: Transform;
}

export interface CartState {
  /** What the shopper sees: the confirmed cart with pending changes applied. */
  cart: CartView | null;
  confirmed: CartView | null;
  pending: PendingChange[];
  loaded: boolean;
  loading: boolean;
  open: boolean;
  issues: CartIssue[];
  /** How many entries the page shell counted (the header badge until the store has the cart); null until known. */
  shellCount: number | null;
}

const initial: CartState = {
  cart: null,
  confirmed: null,
  pending: [],
  loaded: false,
  loading: false,
  open: false,
  issues: [],
  shellCount: null,
};

export const useCartStore = create<CartState>(() => initial);

/** The entries the page shell counted, once its deferred count has come. */
export function knowShellCount(count: number) {
  useCartStore.setState({shellCount: count});
}

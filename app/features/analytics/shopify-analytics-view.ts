import {useEffect, useRef} from 'react';

// What the current page is, for Shopify's analytics (Hydrogen's Analytics.*View components). Pages
// say it here; the analytics island, loaded after hydration and only with consent, renders the
// matching view inside Hydrogen's provider. Pages so carry none of the analytics code themselves.

export type ShopifyAnalyticsView =
  | {type: 'product'; products: {id: string; title: string; price: string; vendor: string; variantId: string; variantTitle: string; quantity: number}[]}
  | {type: 'collection'; collection: {id: string; handle: string}}
  | {type: 'search'; searchTerm: string}
  | {type: 'cart'};

let current: {key: string; view: ShopifyAnalyticsView} | null = null;
const listeners = new Set<() => void>();

export function subscribeShopifyAnalyticsView(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentShopifyAnalyticsView() {
  return current;
}

/** Declares the page's view while it is shown; `key` changes when the page shows something else. */
export function useShopifyAnalyticsView(key: string, view: ShopifyAnalyticsView): void {
  // The view is the page's as of its key; later renders of the same page do not change it.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  });
  useEffect(() => {
    const entry = {key, view: latest.current};
    current = entry;
    listeners.forEach((listener) => listener());
    return () => {
      if (current === entry) current = null;
      listeners.forEach((listener) => listener());
    };
  }, [key]);
}

import product from '~/features/catalog/product.css?url';
import ringBuilder from '~/features/ring-builder/ring-builder.css?url';
import searchPage from '~/features/search/search-page.css?url';
import engagement from '~/features/engagement/engagement.css?url';
import account from '~/features/account/account.css?url';
import ringSizeGuide from '~/features/catalog/ring-size-guide.css?url';
import cart from '~/features/cart/cart.css?url';
import {ROUTE_SHEET_ATTRIBUTE, sheetsInCascadeOrder, type RouteSheet} from './route-sheet-names';

/** Where the browser finds each route sheet (built from the same file the server inlines). */
export const ROUTE_SHEET_URLS: Record<RouteSheet, string> = {
  product,
  'ring-builder': ringBuilder,
  'search-page': searchPage,
  engagement,
  account,
  'ring-size-guide': ringSizeGuide,
  cart,
};

/** Whether the document the browser holds was served with `sheet` inlined. */
export function inlinedInDocument(sheet: RouteSheet): boolean {
  return document.head.querySelector(`style[${ROUTE_SHEET_ATTRIBUTE}="${sheet}"]`) !== null;
}

/**
 * A route's `links`: stylesheet links for the sheets its handle names that the document did not
 * inline. None on the server, and none while the document that inlined them hydrates, so the head
 * hydrates as served.
 */
export function routeSheetLinks(handle: {sheets?: readonly RouteSheet[]}): {rel: 'stylesheet'; href: string}[] {
  if (typeof document === 'undefined') return [];
  return sheetsInCascadeOrder([handle.sheets])
    .filter((sheet) => !inlinedInDocument(sheet))
    .map((sheet) => ({rel: 'stylesheet', href: ROUTE_SHEET_URLS[sheet]}));
}

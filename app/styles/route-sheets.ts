import product from '~/features/catalog/product.css?url';
import ringBuilder from '~/features/ring-builder/ring-builder.css?url';
import searchPage from '~/features/search/search-page.css?url';
import engagement from '~/features/engagement/engagement.css?url';
import account from '~/features/account/account.css?url';
import ringSizeGuide from '~/features/catalog/ring-size-guide.css?url';

/**
 * Styles only some routes need, in cascade order. A route names its sheets in its handle: the
 * server inlines them after the shell stylesheet (app.css) of the document it renders, and a
 * client-side navigation to the route loads the ones that document did not inline as stylesheet
 * links (docs/decisions/0015).
 */
export const ROUTE_SHEET_URLS = {
  product,
  'ring-builder': ringBuilder,
  'search-page': searchPage,
  engagement,
  account,
  'ring-size-guide': ringSizeGuide,
} as const;

export type RouteSheet = keyof typeof ROUTE_SHEET_URLS;

export const ROUTE_SHEETS = Object.keys(ROUTE_SHEET_URLS) as RouteSheet[];

/** The attribute on each inlined sheet's `<style>` element that names the sheet. */
export const ROUTE_SHEET_ATTRIBUTE = 'data-route-sheet';

/** The sheets that `wanted` (route handles' lists, in match order) name, once each, in cascade order. */
export function sheetsInCascadeOrder(wanted: Iterable<readonly RouteSheet[] | undefined>): RouteSheet[] {
  const named = new Set<RouteSheet>();
  for (const sheets of wanted) for (const sheet of sheets ?? []) named.add(sheet);
  return ROUTE_SHEETS.filter((sheet) => named.has(sheet));
}

/**
 * A route's `links`: stylesheet links for the sheets its handle names that the document did not
 * inline. None on the server, and none while the document that inlined them hydrates, so the head
 * hydrates as served.
 */
export function routeSheetLinks(handle: {sheets?: readonly RouteSheet[]}): {rel: 'stylesheet'; href: string}[] {
  if (typeof document === 'undefined') return [];
  return sheetsInCascadeOrder([handle.sheets])
    .filter((sheet) => !document.head.querySelector(`style[${ROUTE_SHEET_ATTRIBUTE}="${sheet}"]`))
    .map((sheet) => ({rel: 'stylesheet', href: ROUTE_SHEET_URLS[sheet]}));
}

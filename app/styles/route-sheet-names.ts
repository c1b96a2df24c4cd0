/**
 * Styles only some routes need, in cascade order. A route names its sheets in its handle: the
 * server inlines them after the shell stylesheet (app.css) of the document it renders, and a
 * client-side navigation to the route loads the ones that document did not inline as stylesheet
 * links (docs/decisions/0015). Their URLs are in route-sheets.ts, which only the routes that name a
 * sheet import: the shell's first load carries just these names.
 */
export const ROUTE_SHEETS = ['product', 'ring-builder', 'search-page', 'engagement', 'account', 'ring-size-guide', 'cart'] as const;

export type RouteSheet = (typeof ROUTE_SHEETS)[number];

/** The attribute on each inlined sheet's `<style>` element that names the sheet. */
export const ROUTE_SHEET_ATTRIBUTE = 'data-route-sheet';

/** The sheets that `wanted` (route handles' lists, in match order) name, once each, in cascade order. */
export function sheetsInCascadeOrder(wanted: Iterable<readonly RouteSheet[] | undefined>): RouteSheet[] {
  const named = new Set<RouteSheet>();
  for (const sheets of wanted) for (const sheet of sheets ?? []) named.add(sheet);
  return ROUTE_SHEETS.filter((sheet) => named.has(sheet));
}

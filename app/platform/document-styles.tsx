import {createContext, useContext} from 'react';
import {useMatches} from 'react-router';
import shellStylesheet from '~/styles/app.css?url';
import {ROUTE_SHEET_ATTRIBUTE, sheetsInCascadeOrder, type RouteSheet} from '~/styles/route-sheet-names';
import {useNonce} from './nonce';

/** The stylesheets the server writes into the document head as text. */
export interface DocumentStyles {
  /** Every route sheet's text; the document inlines the ones its routes name. */
  routeSheets: Record<RouteSheet, string>;
}

/**
 * A page's own styles come with its document. Null in the browser, which hydrates the head the
 * server sent and never re-renders those style elements' text.
 */
export const DocumentStylesContext = createContext<DocumentStyles | null>(null);

/** The route sheets the served document inlined, read once in the browser. */
let servedRouteSheets: RouteSheet[] | null = null;

/**
 * The head's styles: the shell stylesheet as a link, which every page shares and the browser
 * caches (docs/decisions/0028), then on the server the sheets the matched routes name in their
 * handles (`sheets`), inlined. The browser renders the same elements with no text, the ones the
 * document was served with and no others, for the life of the page: React 18 hydrates the head
 * element by element, and writes an inner HTML only when its text changes, which the browser's
 * (always empty) never does, so they keep the served text.
 * Client-side navigations bring the sheets a page lacks as links (`routeSheetLinks`).
 */
export function DocumentStyleElements() {
  const styles = useContext(DocumentStylesContext);
  const nonce = useNonce();
  const matches = useMatches();
  const routeSheets = styles
    ? sheetsInCascadeOrder(matches.map((match) => (match.handle as {sheets?: readonly RouteSheet[]} | undefined)?.sheets)).map((sheet) => ({sheet, text: styles.routeSheets[sheet]}))
    : (servedRouteSheets ??= [...document.head.querySelectorAll<HTMLStyleElement>(`style[${ROUTE_SHEET_ATTRIBUTE}]`)].map((element) => element.getAttribute(ROUTE_SHEET_ATTRIBUTE) as RouteSheet)).map((sheet) => ({sheet, text: ''}));
  return (
    <>
      <link rel="stylesheet" href={shellStylesheet} />
      {routeSheets.map(({sheet, text}) => (
        <style key={sheet} nonce={nonce} {...{[ROUTE_SHEET_ATTRIBUTE]: sheet}} dangerouslySetInnerHTML={{__html: text}} suppressHydrationWarning />
      ))}
    </>
  );
}

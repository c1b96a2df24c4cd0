import type {RouteSheet} from './route-sheet-names';
import {inlinedInDocument, ROUTE_SHEET_URLS} from './route-sheets';

const loading = new Map<RouteSheet, Promise<void>>();

/**
 * Loads a sheet outside any route's links, for an island that can open on any page (the cart
 * drawer): resolves once its rules apply, at once where the document inlined it. A sheet that
 * fails to load resolves too: the island shows, unstyled, rather than never.
 */
export function loadRouteSheet(sheet: RouteSheet): Promise<void> {
  const known = loading.get(sheet);
  if (known) return known;
  let done: Promise<void>;
  if (inlinedInDocument(sheet)) done = Promise.resolve();
  else {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = ROUTE_SHEET_URLS[sheet];
    done = new Promise((resolve) => {
      link.addEventListener('load', () => resolve(), {once: true});
      link.addEventListener('error', () => resolve(), {once: true});
    });
    document.head.append(link);
  }
  loading.set(sheet, done);
  return done;
}

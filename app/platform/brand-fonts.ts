import {useEffect, useLayoutEffect, useRef} from 'react';
import {useLocation} from 'react-router';
import {whenIdle} from '~/ui/lazy-island';

/**
 * A browser's first document shows its first page in the metric-matched fallback faces of
 * fonts.css: swapping faces on a page already on screen lays out all its text again, a long task
 * on a phone (docs/decisions/0028). The brand faces load when the page is idle and show from the
 * next page on: at the first client-side navigation to another path, and in every later document
 * from its first paint, as in a browser without scripts or storage.
 */
export const FONTS_DEFERRED_ATTRIBUTE = 'data-fonts-deferred';

/** Local storage: present once a document of this browser has loaded the brand faces or will. */
export const BRAND_FONTS_REQUESTED_KEY = 'brand-fonts-requested';

/** Head script, run before the body is laid out: defers the brand faces on a first visit. */
export const DEFER_BRAND_FONTS_ON_FIRST_VISIT_SCRIPT = `try{localStorage.getItem("${BRAND_FONTS_REQUESTED_KEY}")||(localStorage.setItem("${BRAND_FONTS_REQUESTED_KEY}","1"),document.documentElement.setAttribute("${FONTS_DEFERRED_ATTRIBUTE}",""))}catch{}`;

/**
 * Loads the faces the stylesheets declare without using them: the page does not lay out again,
 * and the next page finds them ready. One that fails leaves the fallback in its place, as it would
 * in use.
 */
function loadFacesUnused(): void {
  document.fonts.forEach((face) => {
    if (face.status === 'unloaded') face.load().catch(() => {});
  });
}

/**
 * Loads the deferred brand faces when the browser is idle after hydration, and shows them in the
 * commit that renders another path. New search parameters (an option, a filter, a sort) keep the
 * page, and an interaction there must not lay out all its text again.
 */
export function BrandFontsAfterFirstPage() {
  const {pathname} = useLocation();
  const firstPathname = useRef(pathname);
  useEffect(() => {
    if (document.documentElement.hasAttribute(FONTS_DEFERRED_ATTRIBUTE)) return whenIdle(loadFacesUnused);
  }, []);
  useLayoutEffect(() => {
    if (pathname !== firstPathname.current) document.documentElement.removeAttribute(FONTS_DEFERRED_ATTRIBUTE);
  }, [pathname]);
  return null;
}

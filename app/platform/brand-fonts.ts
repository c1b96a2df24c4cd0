import {useEffect} from 'react';
import {whenIdle} from '~/ui/lazy-island';

/**
 * A browser's first document shows its text in the metric-matched fallback faces of fonts.css for
 * as long as it is open (docs/decisions/0028). Swapping faces under a page on screen lays out all
 * its text again, a long task on a phone; and a page laid out in other faces than the ones a scroll
 * position was saved in does not come back to the same place. The document loads the brand faces
 * unused when it is idle, so every later document shows them from its first paint, as does a
 * browser without scripts or storage.
 */
export const FONTS_DEFERRED_ATTRIBUTE = 'data-fonts-deferred';

/** Local storage: present once a document of this browser has loaded the brand faces or will. */
export const BRAND_FONTS_REQUESTED_KEY = 'brand-fonts-requested';

/** Head script, run before the body is laid out: defers the brand faces on a first visit. */
export const DEFER_BRAND_FONTS_ON_FIRST_VISIT_SCRIPT = `try{localStorage.getItem("${BRAND_FONTS_REQUESTED_KEY}")||(localStorage.setItem("${BRAND_FONTS_REQUESTED_KEY}","1"),document.documentElement.setAttribute("${FONTS_DEFERRED_ATTRIBUTE}",""))}catch{}`;

/** fonts.css names each local fallback face after its brand face, with this suffix. */
const FALLBACK_FAMILY = / Fallback$/;

/**
 * Loads the brand faces the stylesheets declare without using them, one per idle period: the page
 * does not lay out again, and the HTTP cache holds them for the next document. Asking for all at
 * once was a task of 14-16 ms here, unthrottled. One that fails is asked for again there.
 */
function loadBrandFacesUnused(): () => void {
  const faces = [...document.fonts].filter((face) => face.status === 'unloaded' && !FALLBACK_FAMILY.test(face.family));
  const next = () => {
    const face = faces.shift();
    if (!face) return;
    face.load().catch(() => {});
    cancel = whenIdle(next);
  };
  let cancel = whenIdle(next);
  return () => cancel();
}

/** Loads a first visit's brand faces, unused, once the page has hydrated and the browser is idle. */
export function BrandFontsAhead() {
  useEffect(() => {
    if (document.documentElement.hasAttribute(FONTS_DEFERRED_ATTRIBUTE)) return loadBrandFacesUnused();
  }, []);
  return null;
}

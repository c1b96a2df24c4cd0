/**
 * The brand faces wait on a browser's first visit: its first document paints its text in the
 * metric-matched fallback faces of fonts.css and asks for the brand faces once the page's content
 * is on screen, so on a slow link they do not share it with the page's priority image
 * (docs/decisions/0028). Later documents find them in the HTTP cache and use them from the first
 * paint, as does a browser without scripts or storage.
 */
export const FONTS_DEFERRED_ATTRIBUTE = 'data-fonts-deferred';

/** Local storage: present once a document of this browser has asked for the brand faces. */
export const BRAND_FONTS_REQUESTED_KEY = 'brand-fonts-requested';

/** Head script, run before the body is laid out: defers the brand faces on a first visit. */
export const DEFER_BRAND_FONTS_ON_FIRST_VISIT_SCRIPT = `try{localStorage.getItem("${BRAND_FONTS_REQUESTED_KEY}")||(localStorage.setItem("${BRAND_FONTS_REQUESTED_KEY}","1"),document.documentElement.setAttribute("${FONTS_DEFERRED_ATTRIBUTE}",""))}catch{}`;

/** Script text that lets the brand faces load. */
export const SHOW_BRAND_FONTS = `document.documentElement.removeAttribute("${FONTS_DEFERRED_ATTRIBUTE}");`;

/** Lets the brand faces load (for a document whose bootstrap did not). */
export function showBrandFonts(): void {
  document.documentElement.removeAttribute(FONTS_DEFERRED_ATTRIBUTE);
}

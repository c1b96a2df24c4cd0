import {useLayoutEffect, useRef} from 'react';
import {useLocation} from 'react-router';

/**
 * Marks the document while it shows the page it was loaded with, so the stylesheet can skip laying
 * out the cards and footer below the fold (`content-visibility: auto`, docs/decisions/0013).
 * Skipped content is laid out at an estimated size, and React Router saves and restores scroll
 * positions as pixels, so the mark is on only while every saved position is exact:
 * - not on a reload or a revisited history entry (the entry already holds React Router's state,
 *   and with it a position to restore);
 * - off at the first navigation, in the commit that renders it: every page a client-side
 *   navigation renders is laid out in full;
 * - off once a scroll ends with a card above the viewport never laid out (a jump, or a fling while
 *   the page was busy), since the position saved next would count that card's estimated height.
 *   What is at the middle of the screen stays where it is: the cards above it take their real
 *   heights, and the page scrolls by the difference, so a tap that follows lands where the shopper
 *   aimed.
 */
const FIRST_PAGE_ATTRIBUTE = 'data-first-page';

/** The cards `first-page.css` skips; the script checks them after each scroll. */
const SKIPPED_CARDS = ':is(.product-grid,.collection-grid,.diamond-grid)>li';

/**
 * Runs in the head, before the body is laid out, where `first-page.css` applies (its `@supports`).
 * A card far above the screen is skipped again but keeps the size it was laid out at; one never
 * laid out has only its estimate, so the script remembers which cards have been laid out. The
 * cards come in document order, top to bottom.
 */
export const FIRST_PAGE_SCRIPT =
  `if(!history.state&&CSS.supports("overflow-clip-margin","8px")){const r=document.documentElement,laid=new WeakSet;r.setAttribute("${FIRST_PAGE_ATTRIBUTE}","");` +
  `addEventListener("contentvisibilityautostatechange",e=>{e.skipped||laid.add(e.target)},true);` +
  `addEventListener("scrollend",function e(){if(!r.hasAttribute("${FIRST_PAGE_ATTRIBUTE}"))return removeEventListener("scrollend",e);` +
  `for(const c of document.querySelectorAll("${SKIPPED_CARDS}")){if(c.getBoundingClientRect().bottom>=0)return;if(!laid.has(c)){` +
  `const a=document.elementFromPoint(innerWidth/2,innerHeight/2),top=a&&a.getBoundingClientRect().top;r.removeAttribute("${FIRST_PAGE_ATTRIBUTE}");` +
  `if(a)scrollBy(0,a.getBoundingClientRect().top-top);return}}})}`;

/** Takes the mark off at the first navigation: rendered before `<ScrollRestoration>`, whose layout effect scrolls. */
export function FirstPageEnd() {
  const {key} = useLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    if (key !== firstKey.current) document.documentElement.removeAttribute(FIRST_PAGE_ATTRIBUTE);
  }, [key]);
  return null;
}

/**
 * Until the app hydrates, the document is server-rendered HTML for one URL. History entries React
 * Router pushed earlier in the tab (before a reload, say) are still same-document entries: Back or
 * Forward to one changes the URL without loading its page, and hydration would then meet markup
 * made for another URL (React's error #418, then a render from scratch on stale loader data). The
 * scripts load after the first paint (docs/decisions/0006), which leaves time for such a press. So
 * until hydration starts, a traversal to another path or query loads that page; one that changes
 * only the fragment (a "Skip to content" link) does not.
 */
const HANDOVER_EVENT = 'app:history-handover';

/** Runs in the head. */
export const HISTORY_BEFORE_HYDRATION_SCRIPT = [
  `{const page=()=>location.pathname+location.search,served=page(),traverse=()=>{if(page()!==served)location.reload()};`,
  `addEventListener("popstate",traverse);`,
  `document.addEventListener("${HANDOVER_EVENT}",()=>removeEventListener("popstate",traverse),{once:true})}`,
].join('');

/** Just before hydration: from here React Router answers Back and Forward. */
export function handHistoryToRouter() {
  document.dispatchEvent(new Event(HANDOVER_EVENT));
}

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
export const HISTORY_BEFORE_HYDRATION_SCRIPT =
  `{const page=()=>location.pathname+location.search,served=page(),traverse=()=>{if(page()!==served)location.reload()};` +
  `addEventListener("popstate",traverse);` +
  `document.addEventListener("${HANDOVER_EVENT}",()=>removeEventListener("popstate",traverse),{once:true})}`;

/**
 * A new history entry gets the state React Router keeps in it (`key`, and `idx` for its own
 * history) here in the head, where the document is still empty. Otherwise the scroll-restoration
 * script and then the router's creation each call `history.replaceState`, which Chromium prices by
 * the document it has parsed by then: 0.2-18 ms each on this machine, inside tasks after the first
 * paint. Both read the state first and leave an entry that has one. Runs after `FIRST_PAGE_SCRIPT`,
 * which tells a new entry by its empty state.
 */
export const HISTORY_ENTRY_SCRIPT = `if(!history.state)history.replaceState({key:Math.random().toString(36).slice(2,10),idx:0},"");`;

/** Just before hydration: from here React Router answers Back and Forward. */
export function handHistoryToRouter() {
  document.dispatchEvent(new Event(HANDOVER_EVENT));
}

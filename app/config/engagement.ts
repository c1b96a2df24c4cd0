/** Drop a hint: how many hints one visitor (one session cookie) may send within the window. */
export const HINT_SENDS_PER_VISITOR = 5;
export const HINT_SEND_WINDOW_MS = 60 * 60 * 1000;
/** Where the session cookie keeps the times of the visitor's recent hints. */
export const HINT_SENDS_SESSION_KEY = 'hintSends';

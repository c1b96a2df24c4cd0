// React 18's stream renderer (the worker's react-dom/server) copies what it writes into a 512-byte
// view and hands each full view to its stream as a chunk of its own: a collection page (170 KB)
// leaves React as about 330 chunks, each passed on through the page's stream transforms one at a
// time. The page goes out joined per flush anyway (app/platform/coalesced-stream.ts), so larger
// views only save the per-chunk work (docs/decisions/0018).
/** Bytes per chunk React's server renderer hands its stream. */
export const RENDER_VIEW_BYTES = 8192;

/** React 18.3's minified browser build: the view it allocates, and its "too large to copy" test. */
const NEW_VIEW = 'new Uint8Array(512)';
const NEW_VIEWS = 4;
const LARGER_THAN_VIEW = 'if(512<b.length)';

/** React's server renderer writing `bytes`-byte views. */
export function withRenderViews(code: string, bytes: number = RENDER_VIEW_BYTES): string {
  if (code.split(NEW_VIEW).length - 1 !== NEW_VIEWS || code.split(LARGER_THAN_VIEW).length - 1 !== 1) {
    throw new Error("React's server renderer changed how it writes its views: update scripts/render-view-size.ts");
  }
  return code.replaceAll(NEW_VIEW, `new Uint8Array(${bytes})`).replace(LARGER_THAN_VIEW, `if(${bytes}<b.length)`);
}

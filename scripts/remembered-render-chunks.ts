// React 18's stream renderer (the worker's react-dom/server) turns every string it writes, each
// attribute's name and value, class, and text, into a new Uint8Array with TextEncoder, then copies it
// into its 512-byte view. In workerd each encode is a call into the runtime that allocates: a third
// of a collection page's CPU per request (docs/decisions/0018). The pieces repeat, within a page
// (attribute names, classes) and from one request to the next, so the worker keeps the bytes of
// short ones.
/** React 18.3's stringToChunk in its minified browser build: `ca` is its TextEncoder. */
const STRING_TO_CHUNK = 'function u(a){return ca.encode(a)}';
/**
 * At most 3 bytes per UTF-16 unit, so a remembered chunk (384 bytes at most) is always copied into
 * React's 512-byte view, never handed on to the stream itself, where a runtime could detach it.
 */
const MAX_REMEMBERED_LENGTH = 128;
/** A bound, not a working set: a page writes a few thousand distinct short strings. */
const MAX_REMEMBERED = 5000;

const REMEMBERING =
  `var rememberedChunks=new Map;function u(a){if(a.length>${MAX_REMEMBERED_LENGTH})return ca.encode(a);` +
  `var b=rememberedChunks.get(a);if(b===void 0){if(rememberedChunks.size>=${MAX_REMEMBERED})rememberedChunks.clear();` +
  `b=ca.encode(a);rememberedChunks.set(a,b)}return b}`;

/** React's server renderer with the encoding of short strings remembered. */
export function rememberStringChunks(code: string): string {
  if (!code.includes(STRING_TO_CHUNK)) {
    throw new Error("React's server renderer changed its stringToChunk: update scripts/remembered-render-chunks.ts");
  }
  return code.replace(STRING_TO_CHUNK, REMEMBERING);
}

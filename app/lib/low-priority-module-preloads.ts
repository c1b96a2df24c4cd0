// The page is server-rendered, so its scripts only make it interactive: they should not take the
// connection from the largest image and the fonts. React Router's <Scripts> gives its module
// preloads no priority hint, and Chromium fetches them at high priority, ahead of the LCP image on
// a slow link (and Lighthouse counts every such script as blocking the first paint). The head's
// module preloads are marked `fetchpriority="low"` on their way out; the rest of the page passes
// through untouched.

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const HEAD_END = encoder.encode('</head>');

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) {
      if (haystack[i + j] !== needle[j]) continue outer;
    }
    return i;
  }
  return -1;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

function withLowPriority(head: Uint8Array): Uint8Array {
  return encoder.encode(decoder.decode(head).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
}

export function lowPriorityModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // The head's bytes until `</head>` has gone by (it ends on a character boundary); null after.
  let head: Uint8Array | null = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head === null) {
          controller.enqueue(chunk);
          return;
        }
        const bytes = joined(head, chunk);
        const end = indexOfBytes(bytes, HEAD_END, Math.max(0, head.length - HEAD_END.length + 1));
        if (end === -1) {
          head = bytes;
          return;
        }
        const split = end + HEAD_END.length;
        controller.enqueue(withLowPriority(bytes.subarray(0, split)));
        if (split < bytes.length) controller.enqueue(bytes.subarray(split));
        head = null;
      },
      flush(controller) {
        if (head?.length) controller.enqueue(withLowPriority(head));
      },
    }),
  );
}

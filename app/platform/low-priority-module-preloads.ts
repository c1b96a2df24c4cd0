// The page is server-rendered, so its scripts only make it interactive: they should not take the
// connection from the largest image and the fonts. React Router's <Scripts> gives its module
// preloads no priority hint, and Chromium fetches them at high priority, ahead of the LCP image on
// a slow link (and Lighthouse counts every such script as blocking the first paint). The head's
// module preloads are marked `fetchpriority="low"` on their way out; the rest of the page passes
// through untouched.

const encoder = new TextEncoder();
const MODULE_PRELOAD = encoder.encode('<link rel="modulepreload"');
const LOW_PRIORITY = encoder.encode(' fetchpriority="low"');
const HEAD_END = encoder.encode('</head>');

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  // The typed array's own indexOf jumps between `<`s (few in a head that is mostly stylesheet).
  for (let i = haystack.indexOf(needle[0]!, from); i !== -1 && i <= haystack.length - needle.length; i = haystack.indexOf(needle[0]!, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}

function concatenated(pieces: Uint8Array[], length: number): Uint8Array {
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const piece of pieces) {
    whole.set(piece, offset);
    offset += piece.byteLength;
  }
  return whole;
}

/** `head` with `fetchpriority="low"` after each `<link rel="modulepreload"`, spliced in as bytes. */
function withLowPriority(head: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [];
  let length = 0;
  let from = 0;
  for (let at = indexOfBytes(head, MODULE_PRELOAD, 0); at !== -1; at = indexOfBytes(head, MODULE_PRELOAD, from)) {
    const upTo = head.subarray(from, at + MODULE_PRELOAD.length);
    parts.push(upTo, LOW_PRIORITY);
    length += upTo.length + LOW_PRIORITY.length;
    from = at + MODULE_PRELOAD.length;
  }
  if (parts.length === 0) return head;
  parts.push(head.subarray(from));
  return concatenated(parts, length + head.length - from);
}

export function lowPriorityModulePreloads(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  // The head's pieces until `</head>` has gone by (it ends on a character boundary); null after.
  let head: Uint8Array[] | null = [];
  let headLength = 0;
  let tail: Uint8Array = new Uint8Array(0);
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head === null) {
          controller.enqueue(chunk);
          return;
        }
        // `</head>` may start in the bytes before this chunk: look from just before it.
        const recent = concatenated([tail, chunk], tail.byteLength + chunk.byteLength);
        head.push(chunk);
        headLength += chunk.byteLength;
        const end = indexOfBytes(recent, HEAD_END, 0);
        if (end === -1) {
          tail = recent.subarray(Math.max(0, recent.length - (HEAD_END.length - 1)));
          return;
        }
        const bytes = concatenated(head, headLength);
        const split = headLength - recent.length + end + HEAD_END.length;
        controller.enqueue(withLowPriority(bytes.subarray(0, split)));
        if (split < bytes.length) controller.enqueue(bytes.subarray(split));
        head = null;
      },
      flush(controller) {
        if (head?.length) controller.enqueue(withLowPriority(concatenated(head, headLength)));
      },
    }),
  );
}

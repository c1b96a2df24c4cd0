/**
 * React writes a streamed page in pieces of a few KB, dozens per flush. Each piece is a chunk the
 * worker runtime moves on its own (through the edge's proxy too), which costs more than the bytes:
 * joined per flush (what React writes before it yields to the event loop), the page leaves in a few
 * large chunks and still streams, since each flush goes out as soon as React is done with it.
 */
export function coalescedStream(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let flushScheduled = false;

  const flush = (controller: TransformStreamDefaultController<Uint8Array>) => {
    flushScheduled = false;
    if (pending.length === 0) return;
    const joined = pending.length === 1 ? pending[0]! : new Uint8Array(pendingBytes);
    if (pending.length > 1) {
      let offset = 0;
      for (const piece of pending) {
        joined.set(piece, offset);
        offset += piece.byteLength;
      }
    }
    pending = [];
    pendingBytes = 0;
    try {
      controller.enqueue(joined);
    } catch {
      // The shopper went away and the stream is closed: nothing to deliver.
    }
  };

  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (!flushScheduled) {
          flushScheduled = true;
          setTimeout(() => flush(controller), 0);
        }
      },
      flush(controller) {
        flush(controller);
      },
    }),
  );
}

// A worker that answers before reading the request body leaves the rest of that body on the
// connection MiniOxygen (and any proxy in front of the worker) keeps alive: the next request on it
// then fails with an unlogged 500 ("fetch failed"). Early refusals (wrong method, cross-origin, wrong
// media type, too large) never read the body, so the worker entry drains whatever is left.

/** Past this many bytes the body is cancelled instead: the connection is not worth the read. */
const MAX_DRAIN_BYTES = 1024 * 1024;

export async function discardUnreadBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || request.bodyUsed || body.locked) return;
  const reader = body.getReader();
  try {
    let read = 0;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
      if (read > MAX_DRAIN_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to keep in step.
  } finally {
    reader.releaseLock();
  }
}

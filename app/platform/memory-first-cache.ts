// A first level in the worker's own memory in front of the Cache API that Hydrogen's cache strategies
// write to. A cache hit otherwise costs a round trip to the cache service and a copy of the body on
// every Storefront read of every page (six on a product page); from memory it costs a string.
// Entries live exactly as long as the Cache API would keep them (the `max-age` Hydrogen pads with the
// stale-while-revalidate window), so Hydrogen's own fresh/stale decision is unchanged; every write
// still goes through to the shared cache, which other isolates read.

interface Entry {
  body: string;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

export interface MemoryFirstCacheLimits {
  /** Most entries kept; the least recently read goes first. */
  maxEntries: number;
  /** Most body characters kept in total, so a worker's memory stays bounded. */
  maxChars: number;
}

const DEFAULT_LIMITS: MemoryFirstCacheLimits = {maxEntries: 500, maxChars: 8_000_000};

/**
 * When a response stops being kept: its `max-age` after Hydrogen stored it (`cache-put-date`, so an
 * entry read back from the shared cache does not live longer than it would there), or null when it
 * must not be kept at all.
 */
function expiryOf(headers: Headers, now: number): number | null {
  const cacheControl = headers.get('cache-control') ?? '';
  if (/\b(no-store|private)\b/i.test(cacheControl)) return null;
  const maxAge = /\bmax-age=(\d+)/i.exec(cacheControl);
  if (!maxAge) return null;
  const putAt = Number(headers.get('cache-put-date')) || now;
  return putAt + Number(maxAge[1]) * 1000;
}

/** The isolate's memory of cached responses: one per worker, shared by its requests. */
export class MemoryCacheStore {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly limits: MemoryFirstCacheLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): Response | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.forget(key);
      return undefined;
    }
    // The most recently read goes to the end, so eviction takes the least recently read first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return new Response(entry.body, {status: entry.status, headers: entry.headers});
  }

  /** Keeps `body` with the status and headers it was stored with, if they allow it. */
  set(key: string, body: string, init: {status: number; headers: Headers}): void {
    const now = this.now();
    const expiresAt = expiryOf(init.headers, now);
    if (expiresAt === null || expiresAt <= now || init.status !== 200 || body.length > this.limits.maxChars) return;
    this.forget(key);
    this.entries.set(key, {body, status: init.status, headers: [...init.headers], expiresAt});
    this.chars += body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.forget(oldest);
    }
  }

  forget(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.chars -= entry.body.length;
    return true;
  }
}

function unsupported(): never {
  throw new Error('Only match, put and delete (what Hydrogen uses) are supported by this cache');
}

/** A Cache that answers from `memory` first and reads and writes through to `shared`. */
export function memoryFirstCache(memory: MemoryCacheStore, shared: Cache | undefined): Cache {
  return {
    add: unsupported,
    addAll: unsupported,
    keys: unsupported,
    matchAll: unsupported,
    async match(request, options) {
      const key = keyOf(request);
      const remembered = memory.get(key);
      if (remembered) return remembered;
      const response = await shared?.match(request, options);
      if (!response) return undefined;
      // Read once (a clone left unread would make the runtime buffer it), kept, and handed on.
      const body = await response.text();
      memory.set(key, body, response);
      return new Response(body, response);
    },
    async put(request, response) {
      const body = await response.text();
      memory.set(keyOf(request), body, response);
      await shared?.put(request, new Response(body, response));
    },
    async delete(request, options) {
      const forgotten = memory.forget(keyOf(request));
      const deleted = (await shared?.delete(request, options)) ?? false;
      return forgotten || deleted;
    },
  };
}

function keyOf(request: RequestInfo | URL): string {
  return typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
}

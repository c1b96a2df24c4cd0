import {describe, expect, it} from 'vitest';
import {MemoryCacheStore, memoryFirstCache} from './memory-first-cache';

/** The Cache API as far as Hydrogen uses it, over a Map, counting its reads. */
function sharedCache() {
  const stored = new Map<string, {body: string; init: ResponseInit}>();
  let reads = 0;
  const cache = {
    async match(request: RequestInfo | URL) {
      reads += 1;
      const hit = stored.get(String(request instanceof Request ? request.url : request));
      return hit ? new Response(hit.body, hit.init) : undefined;
    },
    async put(request: RequestInfo | URL, response: Response) {
      stored.set(String(request instanceof Request ? request.url : request), {body: await response.text(), init: {status: response.status, headers: response.headers}});
    },
    async delete(request: RequestInfo | URL) {
      return stored.delete(String(request instanceof Request ? request.url : request));
    },
  } as unknown as Cache;
  return {cache, stored, reads: () => reads};
}

/** What Hydrogen stores: the padded max-age (max-age + stale-while-revalidate) and when it stored it. */
function hydrogenEntry(body: string, maxAgeSeconds: number, putAt: number) {
  return new Response(body, {headers: {'cache-control': `public, max-age=${maxAgeSeconds}`, 'cache-put-date': String(putAt)}});
}

const KEY = 'https://shopify.dev/?query-key';

describe('memoryFirstCache', () => {
  it('answers a stored response from memory and still writes it through to the shared cache', async () => {
    const shared = sharedCache();
    const cache = memoryFirstCache(new MemoryCacheStore(), shared.cache);
    await cache.put(new Request(KEY), hydrogenEntry('{"value":1}', 10, Date.now()));

    const hit = await cache.match(new Request(KEY));
    expect(await hit?.text()).toBe('{"value":1}');
    expect(hit?.headers.get('cache-put-date')).not.toBeNull();
    expect(shared.reads()).toBe(0);
    expect(shared.stored.has(KEY)).toBe(true);
  });

  it('remembers what another isolate stored once it has read it from the shared cache', async () => {
    const shared = sharedCache();
    await shared.cache.put(KEY, hydrogenEntry('shared', 10, Date.now()));
    const cache = memoryFirstCache(new MemoryCacheStore(), shared.cache);

    expect(await (await cache.match(KEY))?.text()).toBe('shared');
    expect(await (await cache.match(KEY))?.text()).toBe('shared');
    expect(shared.reads()).toBe(1);
  });

  it('keeps an entry no longer than the shared cache would: max-age from when Hydrogen stored it', async () => {
    let now = 1_000_000;
    const shared = sharedCache();
    const cache = memoryFirstCache(new MemoryCacheStore(undefined, () => now), shared.cache);
    await cache.put(KEY, hydrogenEntry('old', 10, now - 4_000));

    now += 5_999;
    expect(await (await cache.match(KEY))?.text()).toBe('old');
    now += 1;
    shared.stored.clear();
    expect(await cache.match(KEY)).toBeUndefined();
  });

  it('never keeps what must not be stored', async () => {
    const shared = sharedCache();
    const cache = memoryFirstCache(new MemoryCacheStore(), shared.cache);
    await cache.put(KEY, new Response('secret', {headers: {'cache-control': 'private, max-age=60'}}));
    shared.stored.clear();
    expect(await cache.match(KEY)).toBeUndefined();
  });

  it('forgets the least recently read entry first when it is full', async () => {
    const cache = memoryFirstCache(new MemoryCacheStore({maxEntries: 2, maxChars: 1_000}), undefined);
    await cache.put('https://shopify.dev/?a', hydrogenEntry('a', 60, Date.now()));
    await cache.put('https://shopify.dev/?b', hydrogenEntry('b', 60, Date.now()));
    await cache.match('https://shopify.dev/?a');
    await cache.put('https://shopify.dev/?c', hydrogenEntry('c', 60, Date.now()));

    expect(await cache.match('https://shopify.dev/?b')).toBeUndefined();
    expect(await (await cache.match('https://shopify.dev/?a'))?.text()).toBe('a');
    expect(await (await cache.match('https://shopify.dev/?c'))?.text()).toBe('c');
  });

  it('deletes from memory and from the shared cache', async () => {
    const shared = sharedCache();
    const cache = memoryFirstCache(new MemoryCacheStore(), shared.cache);
    await cache.put(KEY, hydrogenEntry('x', 60, Date.now()));
    expect(await cache.delete(KEY)).toBe(true);
    expect(await cache.match(KEY)).toBeUndefined();
    expect(shared.stored.size).toBe(0);
  });
});

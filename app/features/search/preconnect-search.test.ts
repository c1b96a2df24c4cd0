import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

interface StubLink {
  rel: string;
  href: string;
  crossOrigin: string | null;
  dataset: Record<string, string>;
  remove: () => void;
}

let head: StubLink[];

beforeEach(() => {
  vi.resetModules();
  head = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const link: StubLink = {rel: '', href: '', crossOrigin: null, dataset: {}, remove: () => void head.splice(head.indexOf(link), 1)};
      return link;
    },
    head: {
      append: (link: StubLink) => void head.push(link),
      querySelector: () => head.find((link) => link.rel === 'preconnect' && 'searchOrigin' in link.dataset) ?? null,
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

const local = {algoliaAppId: 'LOCAL', algoliaHost: '127.0.0.1:4620'};

describe('preconnectSearch', () => {
  it('adds one anonymous-CORS preconnect to the search origin', async () => {
    const {preconnectSearch} = await import('./preconnect-search');
    preconnectSearch(local, 1_000);
    expect(head).toEqual([expect.objectContaining({rel: 'preconnect', href: 'http://127.0.0.1:4620', crossOrigin: 'anonymous'})]);
  });

  it('asks once while a preconnect holds, and again once it may have closed', async () => {
    const {preconnectSearch} = await import('./preconnect-search');
    preconnectSearch(local, 1_000);
    const first = head[0];
    preconnectSearch(local, 9_000);
    expect(head).toEqual([first]);
    preconnectSearch(local, 12_000);
    expect(head).toHaveLength(1);
    expect(head[0]).not.toBe(first);
  });
});

import {describe, expect, it} from 'vitest';
import {searchHosts} from './search-hosts';
import {searchOrigin} from './search-origin';

describe('searchOrigin', () => {
  it('is where the hosts option sends a query', () => {
    const host = searchHosts('127.0.0.1:4620')![0]!;
    expect(searchOrigin({algoliaAppId: 'LOCAL', algoliaHost: '127.0.0.1:4620'})).toBe(`${host.protocol}://${host.url}:${host.port}`);
  });

  it('is the local service when a host is configured, with or without a port', () => {
    expect(searchOrigin({algoliaAppId: 'LOCAL', algoliaHost: '127.0.0.1:4620'})).toBe('http://127.0.0.1:4620');
    expect(searchOrigin({algoliaAppId: 'LOCAL', algoliaHost: 'search.internal'})).toBe('http://search.internal');
  });

  it("is the application's Algolia read host otherwise, the first the lite client asks", () => {
    expect(searchOrigin({algoliaAppId: 'ABC123XYZ', algoliaHost: null})).toBe('https://ABC123XYZ-dsn.algolia.net');
  });
});

import {describe, expect, it} from 'vitest';
import {searchHosts, searchOrigin} from './search-hosts';

describe('searchHosts', () => {
  it('turns host:port into the client hosts option', () => {
    expect(searchHosts('127.0.0.1:4020')).toEqual([{url: '127.0.0.1', port: 4020, protocol: 'http', accept: 'read'}]);
  });

  it('uses Algolia hosts when no host is set', () => {
    expect(searchHosts(null)).toBeUndefined();
  });
});

describe('searchOrigin', () => {
  it('is the local service when a host is configured, with or without a port', () => {
    expect(searchOrigin({algoliaAppId: 'LOCAL', algoliaHost: '127.0.0.1:4620'})).toBe('http://127.0.0.1:4620');
    expect(searchOrigin({algoliaAppId: 'LOCAL', algoliaHost: 'search.internal'})).toBe('http://search.internal');
  });

  it("is the application's Algolia read host otherwise, the first the lite client asks", () => {
    expect(searchOrigin({algoliaAppId: 'ABC123XYZ', algoliaHost: null})).toBe('https://ABC123XYZ-dsn.algolia.net');
  });
});

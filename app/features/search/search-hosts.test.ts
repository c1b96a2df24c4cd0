import {describe, expect, it} from 'vitest';
import {searchHosts} from './search-hosts';

describe('searchHosts', () => {
  it('turns host:port into the client hosts option', () => {
    expect(searchHosts('127.0.0.1:4020')).toEqual([{url: '127.0.0.1', port: 4020, protocol: 'http', accept: 'read'}]);
  });

  it('uses Algolia hosts when no host is set', () => {
    expect(searchHosts(null)).toBeUndefined();
  });
});

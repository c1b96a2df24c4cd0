import {describe, expect, it} from 'vitest';
import {EnvError, parseEnv, publicEnv} from './env';

const localEnv = {
  SESSION_SECRET: 'secret',
  PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010',
  PUBLIC_STOREFRONT_API_TOKEN: 'public-token',
  PRIVATE_STOREFRONT_API_TOKEN: 'private-token',
  PUBLIC_STOREFRONT_ID: '1',
  PUBLIC_CHECKOUT_DOMAIN: '127.0.0.1:4010',
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_ALGOLIA_SEARCH_KEY: 'search-key',
  PUBLIC_ALGOLIA_HOST: '127.0.0.1:4020',
} as unknown as Env;

describe('parseEnv', () => {
  it('keeps the local stack origin when the store domain is a URL', () => {
    expect(parseEnv({...localEnv}).storeOrigin).toBe('http://127.0.0.1:4010');
  });

  it('has no store origin for a myshopify domain', () => {
    expect(parseEnv({...localEnv, PUBLIC_STORE_DOMAIN: 'shop.myshopify.com'}).storeOrigin).toBeNull();
  });

  it('names every missing variable without echoing any value', () => {
    const broken = {...localEnv, SESSION_SECRET: '', PUBLIC_ALGOLIA_APP_ID: undefined} as unknown as Env;
    expect(() => parseEnv(broken)).toThrow(EnvError);
    expect(() => parseEnv(broken)).toThrow(/SESSION_SECRET, PUBLIC_ALGOLIA_APP_ID/);
  });

  it('parses each environment object once', () => {
    const env = {...localEnv};
    expect(parseEnv(env)).toBe(parseEnv(env));
  });
});

describe('publicEnv', () => {
  it('exposes only the search settings, never a token or the session secret', () => {
    const exposed = publicEnv(parseEnv({...localEnv}));
    expect(exposed).toEqual({
      algoliaAppId: 'APP',
      algoliaSearchKey: 'search-key',
      algoliaHost: '127.0.0.1:4020',
      catalogImageOrigin: 'http://127.0.0.1:4010',
    });
    expect(JSON.stringify(exposed)).not.toMatch(/secret|private-token|public-token/);
  });
});

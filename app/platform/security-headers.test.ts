import {describe, expect, it} from 'vitest';
import type {AppEnv} from './env';
import {contentSecurityPolicy} from './security-headers';

const env = {
  storeOrigin: null,
  PUBLIC_STORE_DOMAIN: 'shop.myshopify.com',
  PUBLIC_CHECKOUT_DOMAIN: '',
  PUBLIC_ALGOLIA_HOST: '',
  PUBLIC_ALGOLIA_APP_ID: 'APP',
  PUBLIC_RING_PICTURE_URL: '',
} as AppEnv;

const imgSrc = (policy: string) => /img-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];

describe('contentSecurityPolicy img-src', () => {
  it("admits the ring picture service's origin", () => {
    const policy = contentSecurityPolicy({...env, PUBLIC_RING_PICTURE_URL: 'https://rings.example/{setting}.svg?metal={metal}'}).header;
    expect(imgSrc(policy)).toContain('https://rings.example');
  });

  it('admits no origin with a placeholder in its host, nor any without a template', () => {
    expect(imgSrc(contentSecurityPolicy({...env, PUBLIC_RING_PICTURE_URL: 'https://{setting}.rings.example/x.svg'}).header).join(' ')).not.toContain('rings.example');
    expect(imgSrc(contentSecurityPolicy(env).header)).not.toContain('https://rings.example');
  });
});

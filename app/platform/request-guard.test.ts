import {describe, expect, it} from 'vitest';
import {refuseBeforeRouting} from './request-guard';

const at = (method: string, headers: Record<string, string> = {}) => new Request('https://shop.example/anything', {method, headers});

describe('refuseBeforeRouting', () => {
  it('answers 403 JSON for a cross-origin POST', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://shop.example']) {
      const refused = refuseBeforeRouting(at('POST', {Origin: origin}));
      expect(refused?.status, origin).toBe(403);
      expect(refused?.headers.get('Cache-Control')).toBe('no-store');
      expect(await refused?.json()).toEqual({error: {code: 'CROSS_ORIGIN', message: 'Cross-origin requests are not allowed.'}});
    }
    expect(refuseBeforeRouting(at('POST', {'Sec-Fetch-Site': 'cross-site'}))?.status).toBe(403);
  });

  it('answers 405 JSON for methods the storefront never serves, whatever the origin', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const refused = refuseBeforeRouting(at(method, {Origin: 'https://shop.example'}));
      expect(refused?.status, method).toBe(405);
      expect(refused?.headers.get('Allow')).toBe('GET, HEAD, POST');
      expect(((await refused?.json()) as {error: {code: string}}).error.code).toBe('METHOD_NOT_ALLOWED');
    }
  });

  it('lets reads, and same-origin or origin-less posts, through to the routes', () => {
    expect(refuseBeforeRouting(at('GET', {Origin: 'https://evil.example'}))).toBeNull();
    expect(refuseBeforeRouting(at('HEAD'))).toBeNull();
    expect(refuseBeforeRouting(at('POST', {Origin: 'https://shop.example'}))).toBeNull();
    expect(refuseBeforeRouting(at('POST', {'Sec-Fetch-Site': 'same-origin'}))).toBeNull();
    expect(refuseBeforeRouting(at('POST'))).toBeNull();
  });
});

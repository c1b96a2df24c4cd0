import {describe, expect, it} from 'vitest';
import {assertSameOrigin} from './same-origin';

function post(headers: Record<string, string>) {
  return new Request('https://shop.example/shop/cart', {method: 'POST', headers});
}

async function statusOf(request: Request) {
  try {
    assertSameOrigin(request);
    return 'allowed';
  } catch (thrown) {
    return (thrown as {init?: {status?: number}}).init?.status;
  }
}

describe('assertSameOrigin', () => {
  it('allows the storefront’s own origin', async () => {
    expect(await statusOf(post({Origin: 'https://shop.example'}))).toBe('allowed');
  });

  it('refuses another origin, a look-alike, and the literal null origin', async () => {
    for (const origin of ['https://evil.example', 'https://shop.example.evil.com', 'http://shop.example', 'null']) {
      expect(await statusOf(post({Origin: origin}))).toBe(403);
    }
  });

  it('falls back to Sec-Fetch-Site when Origin is absent', async () => {
    expect(await statusOf(post({'Sec-Fetch-Site': 'cross-site'}))).toBe(403);
    expect(await statusOf(post({'Sec-Fetch-Site': 'same-origin'}))).toBe('allowed');
  });
});

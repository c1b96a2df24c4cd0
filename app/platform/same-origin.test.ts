import {describe, expect, it} from 'vitest';
import {assertSameOrigin, staysOnSite} from './same-origin';

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

describe('staysOnSite', () => {
  const request = new Request('https://shop.example/no-such-page?redirect=x');
  const redirect = (location: string, header = 'Location') => new Response(null, {status: 301, headers: {[header]: location}});

  it('accepts answers that are not redirects, and redirects to this origin', () => {
    expect(staysOnSite(new Response('Not Found', {status: 404}), request)).toBe(true);
    expect(staysOnSite(redirect('/shop/cart?x=1'), request)).toBe(true);
    expect(staysOnSite(redirect('https://shop.example/support/faq'), request)).toBe(true);
    expect(staysOnSite(redirect('/support', 'X-Remix-Redirect'), request)).toBe(true);
  });

  it('refuses redirects a browser would follow off the site', () => {
    for (const location of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'http://shop.example/', '/\t/evil.example', 'HTTPS://EVIL.EXAMPLE']) {
      expect(staysOnSite(redirect(location), request), location).toBe(false);
    }
    expect(staysOnSite(redirect('//evil.example', 'X-Remix-Redirect'), request)).toBe(false);
  });
});

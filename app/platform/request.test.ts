import {describe, expect, it} from 'vitest';
import {isDataRequest, wantsPage} from './request';

describe('isDataRequest', () => {
  it('is true for a client navigation or fetcher data request, the root one included', () => {
    expect(isDataRequest(new Request('https://shop.example/ring-builder/diamonds.data?_routes=routes%2Fring-builder.diamonds'))).toBe(true);
    expect(isDataRequest(new Request('https://shop.example/_root.data'))).toBe(true);
  });

  it('is false for a document, whatever its query says', () => {
    expect(isDataRequest(new Request('https://shop.example/ring-builder/diamonds'))).toBe(false);
    expect(isDataRequest(new Request('https://shop.example/search?q=.data'))).toBe(false);
  });
});

describe('wantsPage', () => {
  it("is true for a browser's page load or form post, which asks for HTML", () => {
    const headers = {Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'};
    expect(wantsPage(new Request('https://shop.example/api/checkout', {method: 'POST', headers}))).toBe(true);
  });

  it("is false for a script's request", () => {
    expect(wantsPage(new Request('https://shop.example/api/checkout', {method: 'POST', headers: {Accept: '*/*'}}))).toBe(false);
    expect(wantsPage(new Request('https://shop.example/api/cart', {headers: {Accept: 'application/json'}}))).toBe(false);
    expect(wantsPage(new Request('https://shop.example/api/cart'))).toBe(false);
  });
});

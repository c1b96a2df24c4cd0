import {describe, expect, it} from 'vitest';
import {isDataRequest} from './request';

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

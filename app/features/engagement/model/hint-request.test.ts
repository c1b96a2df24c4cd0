import {describe, expect, it} from 'vitest';
import {parseHintRequest} from './hint-request';

const valid = {
  recipientName: ' Sam ',
  recipientEmail: 'sam@example.com',
  senderName: 'Alex',
  message: 'This one!',
  productId: 'gid://shopify/Product/42',
};

describe('parseHintRequest', () => {
  it('accepts a complete hint, trimmed, and carries no price', () => {
    const result = parseHintRequest({...valid, price: '1200'});
    expect(result).toEqual({ok: true, request: {...valid, recipientName: 'Sam'}});
  });

  it('lets the message be left out', () => {
    const {message: _message, ...rest} = valid;
    expect(parseHintRequest(rest)).toMatchObject({ok: true, request: {message: ''}});
  });

  it('names each field that needs fixing', () => {
    expect(parseHintRequest({...valid, recipientName: '', recipientEmail: 'nope', senderName: ' ', message: 'x'.repeat(501)})).toEqual({
      ok: false,
      errors: {
        recipientName: 'Enter their name.',
        recipientEmail: 'Enter a valid email address.',
        senderName: 'Enter your name.',
        message: 'Keep the message under 500 characters.',
      },
    });
  });

  it('names the piece by catalogue id only: a title from the browser is dropped', () => {
    const result = parseHintRequest({...valid, productTitle: '<b>Free diamonds</b>', productPath: '/x'});
    expect(result).toMatchObject({ok: true});
    expect(result.ok && result.request).not.toHaveProperty('productTitle');
    expect(parseHintRequest({...valid, productId: 'Halo Studs'})).toMatchObject({ok: false, errors: {productId: 'Choose a piece from the catalog.'}});
  });

  it('refuses a ring link that leaves the storefront, and a shape that is not a stone shape', () => {
    expect(parseHintRequest({...valid, ringPath: '//evil.example/x'})).toMatchObject({ok: false});
    expect(parseHintRequest({...valid, ringPath: 'https://evil.example/'})).toMatchObject({ok: false});
    expect(parseHintRequest({...valid, stoneShape: 'Free'})).toMatchObject({ok: false});
  });
});

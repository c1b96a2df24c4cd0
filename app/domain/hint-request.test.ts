import {describe, expect, it} from 'vitest';
import {parseHintRequest} from './hint-request';

const valid = {
  recipientName: ' Sam ',
  recipientEmail: 'sam@example.com',
  senderName: 'Alex',
  message: 'This one!',
  productTitle: 'Halo Studs',
  productPath: '/shop/products/halo-studs',
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

  it('refuses a piece link that leaves the storefront', () => {
    expect(parseHintRequest({...valid, productPath: '//evil.example/x'})).toMatchObject({ok: false});
    expect(parseHintRequest({...valid, productPath: 'https://evil.example/'})).toMatchObject({ok: false});
  });
});

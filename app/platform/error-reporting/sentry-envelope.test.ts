import {describe, expect, it} from 'vitest';
import {errorDetails, hexId} from './sentry-envelope';

describe('errorDetails', () => {
  it('keeps an error’s name, message and stack', () => {
    const error = new RangeError('too far');
    expect(errorDetails(error)).toMatchObject({name: 'RangeError', message: 'too far', stack: expect.stringContaining('too far')});
  });

  it('describes thrown responses, strings and other values without their contents', () => {
    expect(errorDetails(new Response(null, {status: 502, statusText: 'Bad Gateway'}))).toEqual({name: 'Response', message: 'Response 502 Bad Gateway'});
    expect(errorDetails({status: 500, statusText: 'Internal Server Error', data: {secret: 1}})).toEqual({name: 'Response', message: 'Response 500 Internal Server Error'});
    expect(errorDetails('boom')).toEqual({name: 'Error', message: 'boom'});
    expect(errorDetails({token: 'secret'})).toEqual({name: 'Error', message: 'Non-error value thrown: [object Object]'});
  });
});

describe('hexId', () => {
  it('makes event and span ids of the lengths the protocol needs', () => {
    expect(hexId(32)).toMatch(/^[0-9a-f]{32}$/);
    expect(hexId(16)).toMatch(/^[0-9a-f]{16}$/);
  });
});

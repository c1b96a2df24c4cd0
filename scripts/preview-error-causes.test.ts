import type {IncomingMessage, ServerResponse} from 'node:http';
import {describe, expect, it, vi} from 'vitest';
import {errorCauseLogger} from './preview-error-causes';

const request = {method: 'GET', url: '/shop/cart'} as IncomingMessage;
const response = {} as ServerResponse;

describe('errorCauseLogger', () => {
  it('logs a failed request with its transport cause and hands the error on', () => {
    const lines: string[] = [];
    const next = vi.fn();
    const cause = Object.assign(new Error('other side closed'), {name: 'SocketError', code: 'UND_ERR_SOCKET'});
    const error = new TypeError('fetch failed', {cause});
    errorCauseLogger((line) => lines.push(line))(error, request, response, next);
    expect(lines).toEqual(['GET /shop/cart failed: fetch failed (cause: SocketError UND_ERR_SOCKET: other side closed)']);
    expect(next).toHaveBeenCalledWith(error);
  });

  it('stays quiet about an error without a cause', () => {
    const lines: string[] = [];
    const next = vi.fn();
    const error = new Error('not found');
    errorCauseLogger((line) => lines.push(line))(error, request, response, next);
    expect(lines).toEqual([]);
    expect(next).toHaveBeenCalledWith(error);
  });
});

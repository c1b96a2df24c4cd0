import type {IncomingMessage, ServerResponse} from 'node:http';
import type {Connect} from 'vite';
import {describe, expect, it, vi} from 'vitest';
import {errorCauseLogger, retryDroppedConnection} from './preview-error-causes';

const request = {method: 'GET', url: '/shop/cart', headers: {}} as IncomingMessage;
const response = {headersSent: false} as ServerResponse;

const failure = (code: string, message: string) => new TypeError('fetch failed', {cause: Object.assign(new Error(message), {name: 'SocketError', code})});
const closedSocket = () => failure('UND_ERR_SOCKET', 'other side closed');

/** A MiniOxygen handler that fails with the given errors in turn, then answers. */
function handlerFailingWith(...errors: Error[]) {
  const calls = vi.fn();
  const handle: Connect.NextHandleFunction = (req, res, next) => {
    calls(req, res);
    const error = errors.shift();
    if (error) next(error);
  };
  return {handle, calls};
}

describe('errorCauseLogger', () => {
  it('logs a failed request with its transport cause and hands the error on', () => {
    const lines: string[] = [];
    const next = vi.fn();
    const error = closedSocket();
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

describe('retryDroppedConnection', () => {
  it('sends a GET once more when workerd closed or reset the connection under it, and says so', () => {
    for (const [error, code] of [
      [closedSocket(), 'UND_ERR_SOCKET'],
      [failure('ECONNRESET', 'read ECONNRESET'), 'ECONNRESET'],
    ] as const) {
      const lines: string[] = [];
      const next = vi.fn();
      const {handle, calls} = handlerFailingWith(error);
      retryDroppedConnection(handle, (line) => lines.push(line))(request, response, next);
      expect(calls).toHaveBeenCalledTimes(2);
      expect(next).not.toHaveBeenCalled();
      expect(lines).toEqual([`GET /shop/cart: the connection to workerd dropped (${code}); sent once more`]);
    }
  });

  it('sends it only once: a second failure goes on to the error handlers', () => {
    const next = vi.fn();
    const second = closedSocket();
    const {handle, calls} = handlerFailingWith(closedSocket(), second);
    retryDroppedConnection(handle, () => {})(request, response, next);
    expect(calls).toHaveBeenCalledTimes(2);
    expect(next).toHaveBeenCalledWith(second);
  });

  it('does not send a POST again, nor a request with a body', () => {
    for (const req of [{...request, method: 'POST'}, {...request, headers: {'content-length': '12'}}] as IncomingMessage[]) {
      const next = vi.fn();
      const error = closedSocket();
      const {handle, calls} = handlerFailingWith(error);
      retryDroppedConnection(handle, () => {})(req, response, next);
      expect(calls).toHaveBeenCalledTimes(1);
      expect(next).toHaveBeenCalledWith(error);
    }
  });

  it('does not send again after any other failure, such as a refused connection', () => {
    const next = vi.fn();
    const error = failure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:41765');
    const {handle, calls} = handlerFailingWith(error);
    retryDroppedConnection(handle, () => {})(request, response, next);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledWith(error);
  });
});

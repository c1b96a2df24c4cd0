import {afterEach, describe, expect, it, vi} from 'vitest';
import {UNSAFE_ErrorResponseImpl as ErrorResponseImpl} from 'react-router';
import {errorReportingDsn, reportError, reportErrorDetails} from './error-reporter';

const localEnv = {PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010'};
const shopifyEnv = {PUBLIC_STORE_DOMAIN: 'shop.myshopify.com'};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('errorReportingDsn', () => {
  it('prefers PRIVATE_SENTRY_DSN', () => {
    expect(errorReportingDsn({...shopifyEnv, PRIVATE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/9'})?.envelopeUrl).toBe(
      'https://o1.ingest.sentry.io/api/9/envelope/',
    );
  });

  it('falls back to the local stack’s ingest, and to none on a Shopify store', () => {
    expect(errorReportingDsn(localEnv)?.envelopeUrl).toBe('http://127.0.0.1:4010/api/1/envelope/');
    expect(errorReportingDsn(shopifyEnv)).toBeNull();
  });

  it('reports nothing for a malformed DSN rather than guessing', () => {
    expect(errorReportingDsn({...localEnv, PRIVATE_SENTRY_DSN: 'not-a-dsn'})).toBeNull();
  });
});

function harness(env: Record<string, string>) {
  const pending: Promise<unknown>[] = [];
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => new Response('{}', {status: 200}));
  vi.stubGlobal('fetch', fetchMock);
  const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return {target: {env, requestId: 'req-42', waitUntil: (promise: Promise<unknown>) => void pending.push(promise)}, pending, fetchMock, log};
}

describe('reportError', () => {
  it('logs with the request id and sends the event, without the query, inside waitUntil', async () => {
    const {target, pending, fetchMock, log} = harness(localEnv);
    reportError(new Error('loader failed'), new Request('http://localhost:3000/shop/cart?email=a%40b.example'), target);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^\[error\] server request-id=req-42 GET \/shop\/cart: Error: loader failed/));
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(String(url));
    expect(`${sent.origin}${sent.pathname}`).toBe('http://127.0.0.1:4010/api/1/envelope/');
    expect(sent.searchParams.get('sentry_key')).toBe('local');
    const [header, , event] = String(init!.body).split('\n');
    expect(JSON.parse(header!).trace).toMatchObject({public_key: 'local', sample_rate: '1', sampled: 'true', environment: 'local'});
    expect(JSON.parse(event!)).toMatchObject({
      logger: 'server',
      tags: {request_id: 'req-42', source: 'server'},
      request: {method: 'GET', url: 'http://localhost:3000/shop/cart'},
      exception: {values: [{type: 'Error', value: 'loader failed', stacktrace: {frames: expect.any(Array)}}]},
      contexts: {trace: {trace_id: JSON.parse(header!).trace.trace_id, sampled: true}},
    });
  });

  it('reports the same thrown object once', () => {
    const {target, pending} = harness(localEnv);
    const error = new Error('twice');
    reportError(error, new Request('http://localhost:3000/'), target);
    reportError(error, new Request('http://localhost:3000/'), target);
    expect(pending).toHaveLength(1);
  });

  it('neither logs nor reports a 4xx the framework answered (a POST to a page without an action)', () => {
    const {target, pending, log} = harness(localEnv);
    reportError(new ErrorResponseImpl(405, 'Method Not Allowed', null), new Request('http://localhost:3000/support/faq', {method: 'POST'}), target);
    expect(log).not.toHaveBeenCalled();
    expect(pending).toHaveLength(0);
  });

  it('only logs without a DSN', () => {
    const {target, pending, log} = harness(shopifyEnv);
    reportError(new Error('no service'), new Request('https://shop.example/'), target);
    expect(log).toHaveBeenCalledOnce();
    expect(pending).toHaveLength(0);
  });

  it('never lets a failing service surface: the failure is logged', async () => {
    const {target, pending, fetchMock} = harness(localEnv);
    fetchMock.mockRejectedValueOnce(new Error('connection refused'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError(new Error('x'), new Request('http://localhost:3000/'), target);
    await Promise.all(pending);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/not delivered/), 'connection refused');
  });
});

describe('reportErrorDetails for browser reports', () => {
  it('keeps the page’s report id as the reference and names the worker’s request', async () => {
    const {target, pending, fetchMock} = harness(localEnv);
    reportErrorDetails({name: 'TypeError', message: 'x is undefined'}, new Request('http://localhost:3000/api/error-report', {method: 'POST'}), target, {
      source: 'client',
      eventId: 'f'.repeat(32),
      url: 'http://localhost:3000/shop/cart',
      tags: {kind: 'boundary'},
    });
    await Promise.all(pending);
    const [, , event] = String(fetchMock.mock.calls[0]![1]!.body).split('\n');
    expect(JSON.parse(event!)).toMatchObject({
      event_id: 'f'.repeat(32),
      logger: 'client',
      tags: {request_id: 'f'.repeat(32), worker_request_id: 'req-42', kind: 'boundary'},
      request: {url: 'http://localhost:3000/shop/cart'},
    });
    expect(JSON.parse(event!).request.method).toBeUndefined();
  });
});

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
    expect(String(url)).toBe('http://127.0.0.1:4010/api/1/envelope/');
    expect(new Headers(init!.headers).get('X-Sentry-Auth')).toBe(
      'Sentry sentry_version=7, sentry_key=local, sentry_client=jewelry-storefront.error-reporter/1.0.0',
    );
    expect(new Headers(init!.headers).get('Content-Type')).toBe('application/x-sentry-envelope');
    expect(init!.method).toBe('POST');
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

describe('delivery', () => {
  it('sends to the configured DSN’s endpoint with its key, as production on a Shopify store', async () => {
    const {target, pending, fetchMock} = harness({...shopifyEnv, PRIVATE_SENTRY_DSN: 'https://pub-key@o1.ingest.sentry.io/errors/4507'});
    reportError(new Error('hosted'), new Request('https://shop.example/'), target);
    await Promise.all(pending);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://o1.ingest.sentry.io/errors/api/4507/envelope/');
    expect(new Headers(init!.headers).get('X-Sentry-Auth')).toMatch(/^Sentry sentry_version=7, sentry_key=pub-key, sentry_client=/);
    const [header, , event] = String(init!.body).split('\n');
    expect(JSON.parse(header!).trace).toMatchObject({public_key: 'pub-key', environment: 'production'});
    expect(JSON.parse(event!)).toMatchObject({environment: 'production', level: 'error', platform: 'javascript'});
  });

  it('neither sends nor throws with a malformed DSN: the error is only logged', () => {
    const {target, pending, fetchMock, log} = harness({...localEnv, PRIVATE_SENTRY_DSN: 'https://no-key-here/abc'});
    expect(() => reportError(new Error('x'), new Request('http://localhost:3000/'), target)).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
    expect(pending).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns before the service answers: the POST runs inside waitUntil, with a time limit', async () => {
    const {target, pending, fetchMock} = harness(localEnv);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    reportError(new Error('slow service'), new Request('http://localhost:3000/'), target);
    expect(pending).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]![1]!.signal).toBeInstanceOf(AbortSignal);
    let settled = false;
    void pending[0]!.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    answer(new Response('{}', {status: 200}));
    await Promise.all(pending);
    expect(settled).toBe(true);
  });

  it('logs a report the service refuses, and the request’s waitUntil still settles', async () => {
    const {target, pending, fetchMock} = harness(localEnv);
    fetchMock.mockResolvedValueOnce(new Response('{"detail":"rate limited"}', {status: 429}));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportError(new Error('x'), new Request('http://localhost:3000/'), target);
    await expect(Promise.all(pending)).resolves.toEqual([undefined]);
    expect(warn).toHaveBeenCalledWith('[error] report refused by the error-reporting service: 429');
  });

  it('names the release a Sentry bundler plugin injected, in the event and its trace', async () => {
    vi.stubGlobal('SENTRY_RELEASE', {id: 'storefront@1.2.3'});
    const {target, pending, fetchMock} = harness(localEnv);
    reportError(new Error('x'), new Request('http://localhost:3000/'), target);
    await Promise.all(pending);
    const [header, , event] = String(fetchMock.mock.calls[0]![1]!.body).split('\n');
    expect(JSON.parse(event!).release).toBe('storefront@1.2.3');
    expect(JSON.parse(header!).trace.release).toBe('storefront@1.2.3');
  });

  it('names no release when the build has none', async () => {
    const {target, pending, fetchMock} = harness(localEnv);
    reportError(new Error('x'), new Request('http://localhost:3000/'), target);
    await Promise.all(pending);
    const [header, , event] = String(fetchMock.mock.calls[0]![1]!.body).split('\n');
    expect(JSON.parse(event!)).not.toHaveProperty('release');
    expect(JSON.parse(header!).trace).not.toHaveProperty('release');
  });

  it('reports a thrown response by its status, without its body', async () => {
    const {target, pending, fetchMock} = harness(localEnv);
    reportError(new Response('secret body', {status: 502, statusText: 'Bad Gateway'}), new Request('http://localhost:3000/'), target);
    await Promise.all(pending);
    const body = String(fetchMock.mock.calls[0]![1]!.body);
    expect(JSON.parse(body.split('\n')[2]!).exception.values).toEqual([{type: 'Response', value: 'Response 502 Bad Gateway', mechanism: {type: 'generic', handled: true}}]);
    expect(body).not.toContain('secret body');
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

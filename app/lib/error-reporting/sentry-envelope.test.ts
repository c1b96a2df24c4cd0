import {describe, expect, it} from 'vitest';
import {parseSentryDsn} from './sentry-dsn';
import {errorDetails, hexId, sentryEnvelope, sentryEvent, stackFrames, type ErrorReport} from './sentry-envelope';

const v8Stack = `TypeError: Cannot read properties of undefined (reading 'id')
    at productPageData (file:///app/dist/server/index.js:120:14)
    at async loader (file:///app/dist/server/index.js:300:5)
    at file:///app/node_modules/react-router/dist/index.js:10:3`;

const report: ErrorReport = {
  error: {name: 'TypeError', message: "Cannot read properties of undefined (reading 'id')", stack: v8Stack},
  source: 'server',
  requestId: 'req-123',
  eventId: 'a'.repeat(32),
  traceId: 'b'.repeat(32),
  spanId: 'c'.repeat(16),
  sampled: true,
  url: 'https://shop.example/shop/products/ring',
  method: 'GET',
  timestamp: new Date('2026-01-02T03:04:05.000Z'),
  environment: 'production',
};

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

describe('stackFrames', () => {
  it('reads V8 frames oldest first and marks library code as not the app’s', () => {
    expect(stackFrames(v8Stack)).toEqual([
      {function: '?', filename: 'file:///app/node_modules/react-router/dist/index.js', lineno: 10, colno: 3, in_app: false},
      {function: 'async loader', filename: 'file:///app/dist/server/index.js', lineno: 300, colno: 5, in_app: true},
      {function: 'productPageData', filename: 'file:///app/dist/server/index.js', lineno: 120, colno: 14, in_app: true},
    ]);
  });

  it('reads Firefox and Safari frames', () => {
    expect(stackFrames('render@https://shop.example/assets/root.js:4:22\n@https://shop.example/assets/entry.js:1:9')).toEqual([
      {function: '?', filename: 'https://shop.example/assets/entry.js', lineno: 1, colno: 9, in_app: true},
      {function: 'render', filename: 'https://shop.example/assets/root.js', lineno: 4, colno: 22, in_app: true},
    ]);
  });

  it('has no frames without a stack', () => {
    expect(stackFrames(undefined)).toEqual([]);
  });
});

describe('sentryEvent', () => {
  it('carries the exception, the request, the request id and a sampled trace', () => {
    const event = sentryEvent(report);
    expect(event).toMatchObject({
      event_id: 'a'.repeat(32),
      timestamp: 1767323045,
      level: 'error',
      tags: {request_id: 'req-123', source: 'server'},
      request: {url: 'https://shop.example/shop/products/ring', method: 'GET'},
      exception: {values: [{type: 'TypeError', value: "Cannot read properties of undefined (reading 'id')"}]},
      contexts: {trace: {trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16), sampled: true}},
    });
    expect(event.exception.values[0]!.stacktrace!.frames).toHaveLength(3);
  });
});

describe('sentryEnvelope', () => {
  it('is a header, an item header with the event’s byte length, and the event', () => {
    const dsn = parseSentryDsn('https://pub@o1.ingest.sentry.io/42')!;
    const lines = sentryEnvelope(report, dsn, 1, new Date('2026-01-02T03:04:06.000Z')).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({
      event_id: 'a'.repeat(32),
      sent_at: '2026-01-02T03:04:06.000Z',
      dsn: 'https://pub@o1.ingest.sentry.io/42',
      trace: {trace_id: 'b'.repeat(32), public_key: 'pub', sample_rate: '1', sampled: 'true', environment: 'production'},
    });
    expect(JSON.parse(lines[1]!)).toEqual({type: 'event', content_type: 'application/json', length: new TextEncoder().encode(lines[2]!).length});
    expect(JSON.parse(lines[2]!)).toEqual(JSON.parse(JSON.stringify(sentryEvent(report))));
  });
});

describe('hexId', () => {
  it('makes event and span ids of the lengths the protocol needs', () => {
    expect(hexId(32)).toMatch(/^[0-9a-f]{32}$/);
    expect(hexId(16)).toMatch(/^[0-9a-f]{16}$/);
  });
});

import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {errorDetails, errorEnvelope, errorEvent, exceptionsOf, hexId, sentryAuthHeader, stackFrames, type ErrorEventInput} from './sentry-envelope';

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

describe('stackFrames', () => {
  it('reads a V8 stack into frames, oldest call first, with the app’s own code marked in_app', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at renderCard (http://localhost:3000/assets/card-abc.js:1:200)',
      '    at http://localhost:3000/assets/entry.client-def.js:2:30',
      '    at new Promise (<anonymous>)',
      '    at async load (file:///srv/node_modules/react-router/dist/index.js:10:4)',
      '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
    ].join('\n');
    expect(stackFrames(stack)).toEqual([
      {filename: 'node:internal/process/task_queues', abs_path: 'node:internal/process/task_queues', function: 'processTicksAndRejections', lineno: 95, colno: 5, in_app: false},
      {filename: 'file:///srv/node_modules/react-router/dist/index.js', abs_path: 'file:///srv/node_modules/react-router/dist/index.js', function: 'async load', lineno: 10, colno: 4, in_app: false},
      {filename: '<anonymous>', abs_path: '<anonymous>', function: 'new Promise', in_app: false},
      {filename: 'http://localhost:3000/assets/entry.client-def.js', abs_path: 'http://localhost:3000/assets/entry.client-def.js', function: '?', lineno: 2, colno: 30, in_app: true},
      {filename: 'http://localhost:3000/assets/card-abc.js', abs_path: 'http://localhost:3000/assets/card-abc.js', function: 'renderCard', lineno: 1, colno: 200, in_app: true},
    ]);
  });

  it('places a frame of eval’d code in the eval’d code, not at the eval', () => {
    expect(stackFrames('TypeError: probe\n    at eval (eval at evaluate (:370:30), <anonymous>:3:13)')).toEqual([
      {filename: '<anonymous>', abs_path: '<anonymous>', function: 'eval', lineno: 3, colno: 13, in_app: false},
    ]);
  });

  it('gives no frames for other engines’ stacks or none, and keeps the newest 50 of a deep one', () => {
    expect(stackFrames('renderCard@http://localhost:3000/assets/card.js:1:200\n@http://localhost:3000/assets/entry.js:2:30')).toEqual([]);
    expect(stackFrames(undefined)).toEqual([]);
    const deep = ['RangeError: too deep', ...Array.from({length: 80}, (_, depth) => `    at f${depth} (/srv/app.js:${depth + 1}:1)`)].join('\n');
    const frames = stackFrames(deep);
    expect(frames).toHaveLength(50);
    expect(frames.at(-1)!.function).toBe('f0');
    expect(frames[0]!.function).toBe('f49');
  });
});

describe('exceptionsOf', () => {
  it('chains an error’s causes before it, deepest first', () => {
    const root = new TypeError('socket closed');
    const error = new Error('Storefront API unavailable', {cause: new Error('fetch failed', {cause: root})});
    expect(exceptionsOf(errorDetails(error), error).values.map(({type, value}) => `${type}: ${value}`)).toEqual([
      'TypeError: socket closed',
      'Error: fetch failed',
      'Error: Storefront API unavailable',
    ]);
  });

  it('keeps at most four causes, and never reads a cause that is not an error', () => {
    let error = new Error('level 0');
    for (let level = 1; level <= 8; level++) error = new Error(`level ${level}`, {cause: error});
    expect(exceptionsOf(errorDetails(error), error).values.map((value) => value.value)).toEqual(['level 4', 'level 5', 'level 6', 'level 7', 'level 8']);
    const withSecret = new Error('x', {cause: {token: 'secret'}});
    expect(JSON.stringify(exceptionsOf(errorDetails(withSecret), withSecret))).not.toContain('secret');
  });

  it('names the keys a ZodError failed on and keeps its issues as extra data', () => {
    const result = z.object({email: z.string(), lines: z.array(z.object({quantity: z.number()}))}).safeParse({lines: [{quantity: 'two'}]});
    const error = result.error!;
    const {values, extra} = exceptionsOf(errorDetails(error), error);
    expect(values.at(-1)).toMatchObject({type: 'ZodError', value: 'Failed to validate keys: email, lines.<array>.quantity'});
    expect(extra).toEqual({
      'zoderror.issues': [
        expect.objectContaining({code: 'invalid_type', path: 'email', expected: 'string'}),
        expect.objectContaining({code: 'invalid_type', path: 'lines.0.quantity', expected: 'number'}),
      ],
    });
    const root = z.string().safeParse(42).error!;
    expect(exceptionsOf(errorDetails(root), root).values[0]!.value).toBe('Failed to validate string');
  });
});

const input: ErrorEventInput = {
  eventId: 'a'.repeat(32),
  details: {name: 'Error', message: 'Prix dépassé ✓', stack: 'Error: Prix dépassé ✓\n    at price (/srv/app.js:3:7)'},
  source: 'server',
  environment: 'local',
  tags: {request_id: 'req-1', source: 'server'},
  request: {url: 'http://localhost:3000/shop/cart', method: 'POST'},
  trace: {traceId: 'b'.repeat(32), spanId: 'c'.repeat(16), sampled: true},
  at: Date.UTC(2026, 10, 26, 12, 0, 0, 250),
};

describe('errorEvent', () => {
  it('holds the exception, logger, environment, tags, request and trace context, and nothing else of the request', () => {
    expect(errorEvent(input)).toEqual({
      event_id: 'a'.repeat(32),
      timestamp: Date.UTC(2026, 10, 26, 12, 0, 0, 250) / 1000,
      platform: 'javascript',
      level: 'error',
      logger: 'server',
      environment: 'local',
      tags: {request_id: 'req-1', source: 'server'},
      request: {url: 'http://localhost:3000/shop/cart', method: 'POST'},
      exception: {
        values: [
          {
            type: 'Error',
            value: 'Prix dépassé ✓',
            stacktrace: {frames: [{filename: '/srv/app.js', abs_path: '/srv/app.js', function: 'price', lineno: 3, colno: 7, in_app: true}]},
            mechanism: {type: 'generic', handled: true},
          },
        ],
      },
      contexts: {trace: {trace_id: 'b'.repeat(32), span_id: 'c'.repeat(16), sampled: true}},
      sdk: {name: 'jewelry-storefront.error-reporter', version: '1.0.0'},
    });
    expect(errorEvent({...input, release: 'storefront@2'})).toMatchObject({release: 'storefront@2'});
  });
});

describe('errorEnvelope', () => {
  it('is a header line, an event item header with the payload’s length in bytes, and the event', () => {
    const event = errorEvent(input);
    const trace = {trace_id: 'b'.repeat(32), public_key: 'key', sample_rate: '1', sampled: 'true', environment: 'local'};
    const envelope = errorEnvelope(event, trace, new Date(Date.UTC(2026, 10, 26, 12, 0, 1)));
    const lines = envelope.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(JSON.parse(lines[0]!)).toEqual({
      event_id: 'a'.repeat(32),
      sent_at: '2026-11-26T12:00:01.000Z',
      sdk: {name: 'jewelry-storefront.error-reporter', version: '1.0.0'},
      trace,
    });
    expect(JSON.parse(lines[1]!)).toEqual({type: 'event', length: Buffer.byteLength(lines[2]!, 'utf8')});
    expect(Buffer.byteLength(lines[2]!, 'utf8')).toBeGreaterThan(lines[2]!.length);
    expect(JSON.parse(lines[2]!)).toEqual(event);
  });
});

describe('sentryAuthHeader', () => {
  it('names the protocol version, the DSN’s public key and the client', () => {
    expect(sentryAuthHeader('abc123')).toBe('Sentry sentry_version=7, sentry_key=abc123, sentry_client=jewelry-storefront.error-reporter/1.0.0');
  });
});

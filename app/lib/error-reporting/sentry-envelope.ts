// What an error report says, in the Sentry envelope format (https://develop.sentry.dev/sdk/envelopes/):
// a header line, an item header line and the event as JSON. Pure: ids, clock and sampling come in
// from the caller, so the same input always gives the same report.
import type {SentryDsn} from './sentry-dsn';

export type ErrorSource = 'server' | 'client';

export interface ErrorDetails {
  name: string;
  message: string;
  stack?: string;
}

export interface StackFrame {
  function: string;
  filename: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

export interface ErrorReport {
  error: ErrorDetails;
  source: ErrorSource;
  /** The id a shopper can quote: the request's on the server, the page's report id in the browser. */
  requestId: string;
  /** 32 hex digits. */
  eventId: string;
  /** 32 and 16 hex digits. */
  traceId: string;
  spanId: string;
  sampled: boolean;
  url: string;
  method?: string;
  timestamp: Date;
  environment: string;
  /** Short labels, searchable in the service (e.g. the kind of client error). */
  tags?: Record<string, string>;
}

const MAX_MESSAGE = 2_000;
const MAX_FRAMES = 50;

/** Whatever was thrown, as a name, message and stack: never the whole object, which may hold secrets. */
export function errorDetails(thrown: unknown): ErrorDetails {
  if (thrown instanceof Error) {
    return {
      name: thrown.name || 'Error',
      message: (thrown.message || String(thrown)).slice(0, MAX_MESSAGE),
      ...(thrown.stack ? {stack: thrown.stack} : {}),
    };
  }
  // A Response, or React Router's error response for one: its status says what failed.
  if (typeof thrown === 'object' && thrown !== null && 'status' in thrown && typeof thrown.status === 'number') {
    const statusText = 'statusText' in thrown && typeof thrown.statusText === 'string' ? thrown.statusText : '';
    return {name: 'Response', message: `Response ${thrown.status} ${statusText}`.trim()};
  }
  if (typeof thrown === 'string') return {name: 'Error', message: thrown.slice(0, MAX_MESSAGE)};
  return {name: 'Error', message: `Non-error value thrown: ${Object.prototype.toString.call(thrown)}`};
}

const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)\s*$/;

/** Frames of a V8 or Firefox/Safari stack, oldest call first as the service expects. */
export function stackFrames(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n')) {
    const match = line.match(V8_FRAME) ?? line.match(GECKO_FRAME);
    if (!match) continue;
    const filename = match[2]!;
    frames.push({
      function: match[1] || '?',
      filename,
      lineno: Number(match[3]),
      colno: Number(match[4]),
      in_app: !filename.includes('node_modules') && !filename.startsWith('node:'),
    });
  }
  return frames.slice(0, MAX_FRAMES).reverse();
}

/** The event the service stores: the exception, where it happened, and the request id to find it by. */
export function sentryEvent(report: ErrorReport) {
  const frames = stackFrames(report.error.stack);
  return {
    event_id: report.eventId,
    timestamp: report.timestamp.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    logger: report.source,
    environment: report.environment,
    tags: {request_id: report.requestId, source: report.source, ...report.tags},
    request: {url: report.url, ...(report.method ? {method: report.method} : {})},
    exception: {
      values: [
        {
          type: report.error.name,
          value: report.error.message,
          ...(frames.length ? {stacktrace: {frames}} : {}),
        },
      ],
    },
    contexts: {trace: {trace_id: report.traceId, span_id: report.spanId, sampled: report.sampled}},
  };
}

/** The envelope body: header, item header and event, one JSON document per line. */
export function sentryEnvelope(report: ErrorReport, dsn: SentryDsn, sampleRate: number, sentAt: Date): string {
  const event = JSON.stringify(sentryEvent(report));
  const header = {
    event_id: report.eventId,
    sent_at: sentAt.toISOString(),
    dsn: dsn.dsn,
    trace: {
      trace_id: report.traceId,
      public_key: dsn.publicKey,
      sample_rate: String(sampleRate),
      sampled: String(report.sampled),
      environment: report.environment,
    },
  };
  const length = new TextEncoder().encode(event).length;
  return `${JSON.stringify(header)}\n${JSON.stringify({type: 'event', content_type: 'application/json', length})}\n${event}\n`;
}

/** A fresh id of the given number of hex digits (32 for events and traces, 16 for spans). */
export function hexId(digits: 32 | 16): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, digits);
}

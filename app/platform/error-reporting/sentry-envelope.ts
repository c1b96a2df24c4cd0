// What an error report says, whichever side met the error: the thrown value as a name, message and
// stack, and the ids that name the report. On the worker, the same details become a Sentry event in
// an envelope (https://develop.sentry.dev/sdk/envelopes/), the one item error-reporter.ts sends.

export type ErrorSource = 'server' | 'client';

export interface ErrorDetails {
  name: string;
  message: string;
  stack?: string;
}

const MAX_MESSAGE = 2_000;

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

/** A fresh id of the given number of hex digits (32 for events and traces, 16 for spans). */
export function hexId(digits: 32 | 16): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, digits);
}

/** Who sends the envelopes, as the event, the envelope header and the auth header name it. */
export const REPORTER_SDK = {name: 'jewelry-storefront.error-reporter', version: '1.0.0'} as const;

/** The protocol version of Sentry's authentication and envelope endpoint. */
const SENTRY_PROTOCOL_VERSION = 7;

/** Sentry's own limits: frames kept per stack, causes kept per error (the linked-errors default). */
const MAX_FRAMES = 50;
const MAX_LINKED_ERRORS = 5;
const MAX_ZOD_ISSUES = 10;

export interface StackFrame {
  filename: string;
  abs_path: string;
  function: string;
  lineno?: number;
  colno?: number;
  in_app: boolean;
}

export interface SentryException {
  type: string;
  value: string;
  stacktrace?: {frames: StackFrame[]};
  mechanism: {type: 'generic'; handled: true};
}

// `    at fn (file:1:2)`, `    at file:1:2`, `    at new Promise (<anonymous>)`
const V8_FRAME = /^\s*at (?:(.+?) \((.+)\)|(.+))$/;
const LOCATION = /^(.*?):(\d+):(\d+)$/;

/**
 * The frames of a V8-style stack (the worker's, and Chromium's), oldest call first as Sentry wants
 * them; other engines' stacks give none (their text is still in the log).
 */
export function stackFrames(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of stack?.split('\n') ?? []) {
    const match = V8_FRAME.exec(line);
    if (!match) continue;
    // Code run by eval names where the eval was called, then its own place: `eval at f (a.js:1:2), <anonymous>:3:4`.
    const where = (match[2] ?? match[3]!).replace(/^eval at .*, (?=[^,]*$)/, '');
    const location = LOCATION.exec(where);
    const filename = location ? location[1]! : where;
    frames.push({
      filename,
      abs_path: filename,
      function: match[1] ?? '?',
      ...(location ? {lineno: Number(location[2]), colno: Number(location[3])} : {}),
      // Dependencies and the runtime's own frames are not the app's code: Sentry groups on the rest.
      in_app: !/[\\/]node_modules[\\/]|^node:|^<anonymous>$|^native$/.test(filename),
    });
    if (frames.length === MAX_FRAMES) break;
  }
  return frames.reverse();
}

function exceptionOf(details: ErrorDetails): SentryException {
  const frames = stackFrames(details.stack);
  return {
    type: details.name,
    value: details.message,
    ...(frames.length ? {stacktrace: {frames}} : {}),
    mechanism: {type: 'generic', handled: true},
  };
}

type ZodLikeError = Error & {issues: {path?: PropertyKey[]; expected?: unknown}[]};

function isZodError(thrown: unknown): thrown is ZodLikeError {
  return thrown instanceof Error && thrown.name === 'ZodError' && Array.isArray((thrown as Partial<ZodLikeError>).issues);
}

/** A ZodError's message is its issues as JSON: name the keys that failed instead, and keep the issues apart. */
function zodSummary(error: ZodLikeError): {message: string; issues: Record<string, unknown>[]} {
  const keys = new Set(error.issues.map((issue) => (issue.path ?? []).map((key) => (typeof key === 'number' ? '<array>' : String(key))).join('.')).filter(Boolean));
  const expected = error.issues[0]?.expected;
  const names = [...keys].join(', ');
  const message = keys.size
    ? `Failed to validate keys: ${names.length > 100 ? `${names.slice(0, 100)}...` : names}`
    : `Failed to validate ${typeof expected === 'string' ? expected : 'variable'}`;
  // Nested values (a union's errors, a path) as text, so Sentry shows them rather than [Object].
  const issues = error.issues.slice(0, MAX_ZOD_ISSUES).map((issue) =>
    Object.fromEntries(
      Object.entries(issue).map(([key, value]) => [
        key,
        key === 'path' && Array.isArray(value) ? value.map(String).join('.') : typeof value === 'object' && value !== null ? JSON.stringify(value) : value,
      ]),
    ),
  );
  return {message, issues};
}

/**
 * The event's exceptions: the error's causes first (deepest first, as Sentry chains them), then the
 * error itself; and its extra data (a ZodError's issues).
 */
export function exceptionsOf(details: ErrorDetails, thrown?: unknown): {values: SentryException[]; extra?: Record<string, unknown>} {
  const causes: SentryException[] = [];
  for (let cause = thrown instanceof Error ? thrown.cause : undefined; cause instanceof Error && causes.length < MAX_LINKED_ERRORS - 1; cause = cause.cause) {
    causes.unshift(exceptionOf(errorDetails(cause)));
  }
  const own = exceptionOf(details);
  if (!isZodError(thrown) || thrown.issues.length === 0) return {values: [...causes, own]};
  const {message, issues} = zodSummary(thrown);
  return {values: [...causes, {...own, value: message}], extra: {'zoderror.issues': issues}};
}

export interface ErrorEventInput {
  eventId: string;
  details: ErrorDetails;
  /** The thrown value itself, when there is one: its causes and a ZodError's issues are reported too. */
  thrown?: unknown;
  source: ErrorSource;
  environment: string;
  release?: string;
  tags: Record<string, string>;
  request: {url: string; method?: string};
  trace: {traceId: string; spanId: string; sampled: boolean};
  /** When it happened, in milliseconds since the epoch. */
  at: number;
}

/** A Sentry error event (https://develop.sentry.dev/sdk/data-model/event-payloads/). */
export type SentryEvent = {event_id: string} & Record<string, unknown>;

export function errorEvent(input: ErrorEventInput): SentryEvent {
  const {values, extra} = exceptionsOf(input.details, input.thrown);
  return {
    event_id: input.eventId,
    timestamp: input.at / 1000,
    platform: 'javascript',
    level: 'error',
    logger: input.source,
    environment: input.environment,
    ...(input.release ? {release: input.release} : {}),
    tags: input.tags,
    ...(extra ? {extra} : {}),
    request: input.request,
    exception: {values},
    contexts: {trace: {trace_id: input.trace.traceId, span_id: input.trace.spanId, sampled: input.trace.sampled}},
    sdk: REPORTER_SDK,
  };
}

/** The dynamic sampling context the envelope header carries as `trace`. */
export interface SamplingContext {
  trace_id: string;
  public_key: string;
  sample_rate: string;
  sampled: string;
  environment: string;
  release?: string;
}

/**
 * The envelope: its header line, then the event's item header (with the payload's length in bytes)
 * and the event, each on a line of its own.
 */
export function errorEnvelope(event: SentryEvent, trace: SamplingContext, sentAt: Date): string {
  const payload = JSON.stringify(event);
  const header = {event_id: event.event_id, sent_at: sentAt.toISOString(), sdk: REPORTER_SDK, trace};
  return `${JSON.stringify(header)}\n${JSON.stringify({type: 'event', length: new TextEncoder().encode(payload).length})}\n${payload}\n`;
}

/** `X-Sentry-Auth`: the DSN's public key, the protocol version and who sends. */
export function sentryAuthHeader(publicKey: string): string {
  return `Sentry sentry_version=${SENTRY_PROTOCOL_VERSION}, sentry_key=${publicKey}, sentry_client=${REPORTER_SDK.name}/${REPORTER_SDK.version}`;
}

// Reports an error the worker met (a failed loader, action or render, or a client's report sent to
// /api/error-report): always logged with its request id, and sent as a Sentry envelope (one event,
// built from this report alone, so concurrent requests never share state) to the service the DSN
// names, inside waitUntil so the shopper's response never waits for it.
import {isRouteErrorResponse} from 'react-router';
import {ERROR_REPORT_TIMEOUT_MS, ERROR_REPORTING_TRACES_SAMPLE_RATE} from '~/config/error-reporting';
import type {AppEnv, ErrorReportingEnv} from '~/platform/env';
import {parseSentryDsn, type SentryDsn} from './sentry-dsn';
import {errorDetails, errorEnvelope, errorEvent, hexId, sentryAuthHeader, type ErrorDetails, type ErrorSource} from './sentry-envelope';

/** The local stack's ingest takes envelopes for any project with any key. */
const LOCAL_STACK_DSN_USER = 'local';
const LOCAL_STACK_PROJECT = '1';

/**
 * PRIVATE_SENTRY_DSN, else (when the store is the local stack, which also ingests envelopes) the
 * local stack; else none, and errors are only logged.
 */
export function errorReportingDsn(env: ErrorReportingEnv): SentryDsn | null {
  const configured = env.PRIVATE_SENTRY_DSN?.trim();
  if (configured) return parseSentryDsn(configured);
  const store = env.PUBLIC_STORE_DOMAIN?.trim() ?? '';
  if (!store.includes('://')) return null;
  const local = new URL(store);
  return parseSentryDsn(`${local.protocol}//${LOCAL_STACK_DSN_USER}@${local.host}/${LOCAL_STACK_PROJECT}`);
}

export interface ReportTarget {
  env: ErrorReportingEnv;
  requestId: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

/** The report target of a request's Hydrogen context. */
export function contextReportTarget(context: {appEnv: AppEnv; requestId: string; waitUntil?: (promise: Promise<unknown>) => void}): ReportTarget {
  return {env: context.appEnv, requestId: context.requestId, waitUntil: context.waitUntil ?? ((promise) => void promise)};
}

export interface ReportOptions {
  source?: ErrorSource;
  /** The page's own report id, for reports from the browser. */
  eventId?: string;
  /** Where it happened, when that is not the request itself (client reports). */
  url?: string;
  tags?: Record<string, string>;
}

// A render error can reach both React Router's handleError and React's onError: report it once.
const reported = new WeakSet<object>();

/**
 * Reports what the worker caught (once per thrown object). A 4xx the framework answered itself (405
 * for a POST to a page without an action, 400 for a malformed data request) is an answer, not a failure.
 */
export function reportError(thrown: unknown, request: Request, target: ReportTarget): void {
  if (isRouteErrorResponse(thrown) && thrown.status < 500) return;
  if (typeof thrown === 'object' && thrown !== null) {
    if (reported.has(thrown)) return;
    reported.add(thrown);
  }
  reportErrorDetails(errorDetails(thrown), request, target, {}, thrown);
}

/** Logs the error with its request id and, with a DSN, sends it without delaying the response. */
export function reportErrorDetails(details: ErrorDetails, request: Request, target: ReportTarget, options: ReportOptions = {}, thrown?: unknown): void {
  const source = options.source ?? 'server';
  const url = options.url ?? request.url;
  const where = source === 'client' ? `report-id=${options.eventId} page=${new URL(url).pathname}` : `${request.method} ${new URL(url).pathname}`;
  console.error(`[error] ${source} request-id=${target.requestId} ${where}: ${details.stack ?? `${details.name}: ${details.message}`}`);

  const dsn = errorReportingDsn(target.env);
  if (!dsn) return;
  const traceId = hexId(32);
  const sampled = Math.random() < ERROR_REPORTING_TRACES_SAMPLE_RATE;
  const environment = target.env.PUBLIC_STORE_DOMAIN?.includes('://') ? 'local' : 'production';
  const release = injectedRelease();
  const event = errorEvent({
    eventId: options.eventId ?? hexId(32),
    details,
    thrown,
    source,
    environment,
    release,
    tags: {...options.tags, request_id: options.eventId ?? target.requestId, source, ...(options.eventId ? {worker_request_id: target.requestId} : {})},
    // Where it failed, without the query (it may hold personal data); a browser report names the
    // page it came from, not the worker request that forwarded it.
    request: {url: withoutQuery(url), ...(source === 'server' ? {method: request.method} : {})},
    trace: {traceId, spanId: hexId(16), sampled},
    at: Date.now(),
  });
  const trace = {
    trace_id: traceId,
    public_key: dsn.publicKey,
    sample_rate: String(ERROR_REPORTING_TRACES_SAMPLE_RATE),
    sampled: String(sampled),
    environment,
    ...(release ? {release} : {}),
  };
  target.waitUntil(deliver(dsn, errorEnvelope(event, trace, new Date())));
}

function withoutQuery(url: string): string {
  const {origin, pathname} = new URL(url);
  return `${origin}${pathname}`;
}

/** The release Sentry's bundler plugins inject (`SENTRY_RELEASE.id`), when a build has one. */
function injectedRelease(): string | undefined {
  const injected = (globalThis as {SENTRY_RELEASE?: {id?: unknown}}).SENTRY_RELEASE?.id;
  return typeof injected === 'string' && injected ? injected : undefined;
}

/**
 * POSTs the envelope to the DSN's endpoint, with a time limit. It never rejects: a report the
 * service refuses or that does not get through is logged, and the request's waitUntil still settles.
 */
async function deliver(dsn: SentryDsn, envelope: string): Promise<void> {
  try {
    const response = await fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-sentry-envelope', 'X-Sentry-Auth': sentryAuthHeader(dsn.publicKey)},
      body: envelope,
      signal: AbortSignal.timeout(ERROR_REPORT_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`[error] report refused by the error-reporting service: ${response.status}`);
    // Nothing in the answer is needed; an unread body would hold the connection open.
    await response.body?.cancel().catch(() => undefined);
  } catch (error) {
    console.warn(`[error] report not delivered:`, error instanceof Error ? error.message : error);
  }
}

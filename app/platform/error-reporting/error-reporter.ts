// Reports an error the worker met (a failed loader, action or render, or a client's report sent to
// /api/error-report): always logged with its request id, and sent with Sentry's client for Workers
// (toucan-js, one client per report, so concurrent requests never share a scope) to the service the
// DSN names, inside waitUntil so the shopper's response never waits for it.
import {isRouteErrorResponse} from 'react-router';
import {Toucan} from 'toucan-js';
import {ERROR_REPORT_TIMEOUT_MS, ERROR_REPORTING_TRACES_SAMPLE_RATE} from '~/config/error-reporting';
import type {AppEnv, ErrorReportingEnv} from '~/platform/env';
import {parseSentryDsn, type SentryDsn} from './sentry-dsn';
import {errorDetails, hexId, type ErrorDetails, type ErrorSource} from './sentry-envelope';

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
  reportErrorDetails(errorDetails(thrown), request, target, {}, thrown instanceof Error ? thrown : undefined);
}

/** Logs the error with its request id and, with a DSN, sends it without delaying the response. */
export function reportErrorDetails(details: ErrorDetails, request: Request, target: ReportTarget, options: ReportOptions = {}, thrown?: Error): void {
  const source = options.source ?? 'server';
  const url = options.url ?? request.url;
  const where = source === 'client' ? `report-id=${options.eventId} page=${new URL(url).pathname}` : `${request.method} ${new URL(url).pathname}`;
  console.error(`[error] ${source} request-id=${target.requestId} ${where}: ${details.stack ?? `${details.name}: ${details.message}`}`);

  const dsn = errorReportingDsn(target.env);
  if (!dsn) return;
  const traceId = hexId(32);
  const sampled = Math.random() < ERROR_REPORTING_TRACES_SAMPLE_RATE;
  const environment = target.env.PUBLIC_STORE_DOMAIN?.includes('://') ? 'local' : 'production';
  const sentry = new Toucan({
    dsn: dsn.dsn,
    environment,
    // A failed delivery is logged by the fetcher below; it must not fail the request's waitUntil.
    context: {waitUntil: (promise) => target.waitUntil(Promise.resolve(promise).catch(() => undefined))},
    transportOptions: {fetcher: deliveringFetch},
    tracesSampleRate: ERROR_REPORTING_TRACES_SAMPLE_RATE,
    // The SDK leaves whether the trace was sampled out of an error's trace context: say it.
    beforeSend: (event) => (event.contexts?.trace ? {...event, contexts: {...event.contexts, trace: {...event.contexts.trace, sampled}}} : event),
  });
  sentry.setPropagationContext({
    traceId,
    spanId: hexId(16),
    sampled,
    dsc: {trace_id: traceId, public_key: dsn.publicKey, sample_rate: String(ERROR_REPORTING_TRACES_SAMPLE_RATE), sampled: String(sampled), environment},
  });
  sentry.setTags({...options.tags, request_id: options.eventId ?? target.requestId, source, ...(options.eventId ? {worker_request_id: target.requestId} : {})});
  sentry.addEventProcessor((event) => ({
    ...event,
    logger: source,
    // Where it failed, without the query (it may hold personal data); a browser report names the
    // page it came from, not the worker request that forwarded it.
    request: {url: withoutQuery(url), ...(source === 'server' ? {method: request.method} : {})},
  }));
  sentry.captureException(thrown ?? asError(details), options.eventId ? {event_id: options.eventId} : undefined);
}

function withoutQuery(url: string): string {
  const {origin, pathname} = new URL(url);
  return `${origin}${pathname}`;
}

/** The error the SDK reads its type, message and stack frames from. */
function asError(details: ErrorDetails): Error {
  const error = new Error(details.message);
  error.name = details.name;
  error.stack = details.stack ?? `${details.name}: ${details.message}`;
  return error;
}

/** The SDK's fetch, with a time limit, and saying in the log when a report did not get through. */
async function deliveringFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    const response = await fetch(input, {...init, signal: AbortSignal.timeout(ERROR_REPORT_TIMEOUT_MS)});
    if (!response.ok) console.warn(`[error] report refused by the error-reporting service: ${response.status}`);
    return response;
  } catch (error) {
    console.warn(`[error] report not delivered:`, error instanceof Error ? error.message : error);
    throw error;
  }
}

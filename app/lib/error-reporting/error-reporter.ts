// Reports an error the worker met (a failed loader, action or render, or a client's report sent to
// /api/error-report): always logged with its request id, and posted as a Sentry envelope to the
// service the DSN names, inside waitUntil so the shopper's response never waits for it.
import {
  ERROR_REPORT_TIMEOUT_MS,
  ERROR_REPORTING_CLIENT_NAME,
  ERROR_REPORTING_TRACES_SAMPLE_RATE,
} from '~/config/error-reporting';
import {isRouteErrorResponse} from 'react-router';
import type {AppEnv, ErrorReportingEnv} from '~/lib/env';
import {parseSentryDsn, sentryAuthHeader, type SentryDsn} from './sentry-dsn';
import {errorDetails, hexId, sentryEnvelope, type ErrorDetails, type ErrorReport, type ErrorSource} from './sentry-envelope';

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
  reportErrorDetails(errorDetails(thrown), request, target);
}

/** Logs the error with its request id and, with a DSN, sends it without delaying the response. */
export function reportErrorDetails(details: ErrorDetails, request: Request, target: ReportTarget, options: ReportOptions = {}): void {
  const source = options.source ?? 'server';
  const url = options.url ?? request.url;
  const where = source === 'client' ? `report-id=${options.eventId} page=${new URL(url).pathname}` : `${request.method} ${new URL(url).pathname}`;
  console.error(`[error] ${source} request-id=${target.requestId} ${where}: ${details.stack ?? `${details.name}: ${details.message}`}`);

  const dsn = errorReportingDsn(target.env);
  if (!dsn) return;
  const report: ErrorReport = {
    error: details,
    source,
    requestId: options.eventId ?? target.requestId,
    eventId: options.eventId ?? hexId(32),
    traceId: hexId(32),
    spanId: hexId(16),
    sampled: Math.random() < ERROR_REPORTING_TRACES_SAMPLE_RATE,
    url,
    method: source === 'server' ? request.method : undefined,
    timestamp: new Date(),
    environment: target.env.PUBLIC_STORE_DOMAIN?.includes('://') ? 'local' : 'production',
    tags: {...options.tags, ...(options.eventId ? {worker_request_id: target.requestId} : {})},
  };
  target.waitUntil(sendEnvelope(dsn, report));
}

async function sendEnvelope(dsn: SentryDsn, report: ErrorReport): Promise<void> {
  try {
    const response = await fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-sentry-envelope',
        'X-Sentry-Auth': sentryAuthHeader(dsn, ERROR_REPORTING_CLIENT_NAME),
      },
      body: sentryEnvelope(report, dsn, ERROR_REPORTING_TRACES_SAMPLE_RATE, new Date()),
      signal: AbortSignal.timeout(ERROR_REPORT_TIMEOUT_MS),
    });
    if (!response.ok) console.warn(`[error] report ${report.eventId} refused by the error-reporting service: ${response.status}`);
  } catch (error) {
    console.warn(`[error] report ${report.eventId} not delivered:`, error instanceof Error ? error.message : error);
  }
}

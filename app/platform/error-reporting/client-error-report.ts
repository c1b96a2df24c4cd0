// Errors the browser meets (an error page rendered after hydration, an uncaught exception, an
// unhandled rejection) go to the storefront's own /api/error-report, which forwards them like the
// worker's own: the DSN stays on the server and the Content-Security-Policy needs no new host.
import {CLIENT_ERROR_REPORTS_PER_PAGE} from '~/config/error-reporting';
import type {ClientErrorKind, ClientErrorReport} from './client-error-report-schema';
import {errorDetails, hexId} from './sentry-envelope';

export const ERROR_REPORT_ENDPOINT = '/api/error-report';

const sent = new Set<string>();

/** A report id for a new error: what the shopper sees as the reference. */
export function newReportId(): string {
  return hexId(32);
}

export function clientErrorReport(thrown: unknown, kind: ClientErrorKind, reportId: string, path: string): ClientErrorReport {
  const details = errorDetails(thrown);
  return {
    reportId,
    kind,
    name: details.name.slice(0, 200),
    message: details.message.slice(0, 2_000),
    ...(details.stack ? {stack: details.stack.slice(0, 10_000)} : {}),
    path: path.slice(0, 2_000),
  };
}

/** Sends one report per id, at most a few per page; survives the page being left (keepalive). */
export function sendClientErrorReport(thrown: unknown, kind: ClientErrorKind, reportId = newReportId()): string {
  if (sent.has(reportId) || sent.size >= CLIENT_ERROR_REPORTS_PER_PAGE) return reportId;
  sent.add(reportId);
  const report = clientErrorReport(thrown, kind, reportId, window.location.pathname + window.location.search);
  void fetch(ERROR_REPORT_ENDPOINT, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
  return reportId;
}

/** Errors nothing else caught. A cross-origin script's error carries no error object: nothing to report. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => {
    if (event.error) sendClientErrorReport(event.error, 'uncaught');
  });
  window.addEventListener('unhandledrejection', (event) => {
    sendClientErrorReport(event.reason, 'unhandled-rejection');
  });
}

// The browser's error reports: checked, then forwarded to the error-reporting service like the
// worker's own (see ~/lib/error-reporting). Answers at once; the report goes out in waitUntil.
import {data} from 'react-router';
import type {Route} from './+types/api.error-report';
import {CLIENT_ERROR_REPORT_MAX_BYTES} from '~/config/error-reporting';
import {apiError} from '~/platform/api-error';
import {clientErrorReportSchema} from '~/platform/error-reporting/client-error-report-schema';
import {contextReportTarget, reportErrorDetails} from '~/platform/error-reporting/error-reporter';
import {assertSameOrigin} from '~/platform/same-origin';

export function loader() {
  return apiError(405, 'METHOD_NOT_ALLOWED', 'Send an error report with POST.');
}

export async function action({request, context}: Route.ActionArgs) {
  assertSameOrigin(request);
  if (!request.headers.get('Content-Type')?.startsWith('application/json')) {
    return apiError(415, 'INVALID_INPUT', 'Send the report as JSON.');
  }
  const text = await request.text().catch(() => '');
  if (new TextEncoder().encode(text).length > CLIENT_ERROR_REPORT_MAX_BYTES) {
    return apiError(413, 'TOO_LARGE', 'The report is too large.');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return apiError(400, 'INVALID_INPUT', 'The report is not valid JSON.');
  }
  const parsed = clientErrorReportSchema.safeParse(body);
  if (!parsed.success) return apiError(400, 'INVALID_INPUT', 'The report does not have the expected fields.');

  const {reportId, kind, name, message, stack, path} = parsed.data;
  reportErrorDetails({name, message, ...(stack ? {stack} : {})}, request, contextReportTarget(context), {
    source: 'client',
    eventId: reportId,
    url: new URL(path, request.url).toString(),
    tags: {kind},
  });
  return data({ok: true as const}, {status: 202, headers: {'Cache-Control': 'no-store'}});
}

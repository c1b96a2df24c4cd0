// The local stack's error-reporting ingest: it speaks the Sentry envelope protocol
// (`POST /api/<project id>/envelope/`, https://develop.sentry.dev/sdk/envelopes/), so a storefront
// whose DSN points here (`http://<key>@<stack host>/<project id>`) reports exactly as it would to
// Sentry. Each event is kept with the webhook sink's deliveries under the topic `error-reports`
// (listed at /webhooks?topic=error-reports).
import type {LocalStackDatabase} from '../db/records';
import {BodyTooLargeError, readBody, sendJson, type RouteHandler} from '../storefront/http';

const ENDPOINT = /^\/api\/(\d+)\/envelope\/?$/;
const MAX_BODY_BYTES = 200 * 1024;
export const ERROR_REPORTS_TOPIC = 'error-reports';

class BadEnvelope extends Error {}

interface EnvelopeItem {
  type: string;
  payload: unknown;
}

function json(text: string, what: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new BadEnvelope(`The ${what} is not a JSON object`);
}

/** Header line, then item header and payload lines; a payload with a `length` may hold newlines. */
export function parseEnvelope(body: string): {header: Record<string, unknown>; items: EnvelopeItem[]} {
  const bytes = Buffer.from(body, 'utf8');
  let offset = 0;
  const nextLine = (): string | null => {
    if (offset >= bytes.length) return null;
    const end = bytes.indexOf(0x0a, offset);
    const line = bytes.subarray(offset, end === -1 ? bytes.length : end).toString('utf8');
    offset = end === -1 ? bytes.length : end + 1;
    return line;
  };
  const headerLine = nextLine();
  if (!headerLine) throw new BadEnvelope('The envelope is empty');
  const header = json(headerLine, 'envelope header');
  const items: EnvelopeItem[] = [];
  for (let itemLine = nextLine(); itemLine !== null; itemLine = nextLine()) {
    if (itemLine.trim() === '') continue;
    const itemHeader = json(itemLine, 'item header');
    let payload: string;
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else {
      payload = nextLine() ?? '';
    }
    items.push({type: String(itemHeader.type), payload: itemHeader.type === 'event' ? json(payload, 'event') : payload});
  }
  return {header, items};
}

/** The key from `X-Sentry-Auth: Sentry sentry_key=...` or the `sentry_key` query parameter. */
function sentryKey(authHeader: string | undefined, url: URL): string | null {
  return authHeader?.match(/sentry_key=([^,\s]+)/)?.[1] ?? url.searchParams.get('sentry_key');
}

export function envelopeHandler(db: LocalStackDatabase): RouteHandler {
  return async (request, response, url) => {
    const match = url.pathname.match(ENDPOINT);
    if (!match) return false;
    if (request.method !== 'POST') {
      sendJson(response, 405, {detail: 'Use POST to send an envelope'}, {allow: 'POST'});
      return true;
    }
    const key = sentryKey(request.headers['x-sentry-auth'] as string | undefined, url);
    if (!key) {
      sendJson(response, 401, {detail: 'missing authorization information'});
      return true;
    }
    try {
      const {header, items} = parseEnvelope(await readBody(request, MAX_BODY_BYTES));
      for (const item of items) {
        if (item.type !== 'event') continue;
        await db.saveWebhookSubmission(ERROR_REPORTS_TOPIC, {project: match[1], trace: header.trace ?? null, event: item.payload});
      }
      sendJson(response, 200, {id: header.event_id ?? null});
    } catch (error) {
      if (error instanceof BodyTooLargeError) sendJson(response, 413, {detail: error.message});
      else if (error instanceof BadEnvelope) sendJson(response, 400, {detail: error.message});
      else throw error;
    }
    return true;
  };
}

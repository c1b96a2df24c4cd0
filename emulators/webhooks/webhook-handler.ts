// The local stack's webhook sink: `POST /webhooks/<topic>` stores the JSON a storefront form
// forwarded (custom design requests, hints, signups), and `GET /webhooks` lists what arrived, so
// the forms work end to end offline. A real deployment points the same variables at real services.
// `POST /webhooks/__faults {"topic", "match", "status"}` makes the next delivery to that topic whose
// body contains `match` answer `status` and store nothing (once), so tests can prove a form keeps
// the shopper's input when its webhook is down; `DELETE /webhooks/__faults` clears them.
import {html, page} from '../checkout/html';
import type {LocalStackDatabase} from '../db/records';
import {BodyTooLargeError, readBody, sendJson, sendText, type RouteHandler} from '../storefront/http';

const MAX_BODY_BYTES = 64 * 1024;
const TOPIC = /^[a-z0-9][a-z0-9-]{0,63}$/;

interface SinkFault {
  topic: string;
  match: string;
  status: number;
}

function parseFault(text: string): SinkFault | null {
  try {
    const body = JSON.parse(text) as Partial<SinkFault>;
    const valid =
      typeof body.topic === 'string' &&
      TOPIC.test(body.topic) &&
      typeof body.match === 'string' &&
      body.match.length > 0 &&
      Number.isInteger(body.status) &&
      body.status! >= 400 &&
      body.status! <= 599;
    return valid ? {topic: body.topic!, match: body.match!, status: body.status!} : null;
  } catch {
    return null;
  }
}

export function webhookHandler(db: LocalStackDatabase): RouteHandler {
  let faults: SinkFault[] = [];
  return async (request, response, url) => {
    if (url.pathname === '/webhooks/__faults') {
      if (request.method === 'DELETE') {
        faults = [];
        sendJson(response, 200, {faults});
      } else if (request.method === 'POST') {
        const fault = parseFault(await readBody(request, MAX_BODY_BYTES));
        if (fault) faults.push(fault);
        sendJson(response, fault ? 201 : 400, fault ? {faults} : {error: 'Send {"topic": "...", "match": "...", "status": 400..599}'});
      } else {
        sendJson(response, 405, {error: 'Use POST or DELETE'}, {allow: 'POST, DELETE'});
      }
      return true;
    }

    if (url.pathname === '/webhooks') {
      if (request.method !== 'GET') {
        sendJson(response, 405, {error: 'Use GET to list submissions'}, {allow: 'GET'});
        return true;
      }
      const submissions = await db.listWebhookSubmissions({topic: url.searchParams.get('topic') ?? undefined});
      const body = html`<h1>Webhook submissions</h1>
        <p>The newest ${submissions.length} deliveries the storefront's forms sent to this local stack.</p>
        ${submissions.length === 0
          ? html`<p>Nothing has arrived yet.</p>`
          : html`<table>
              <thead><tr><th>#</th><th>Topic</th><th>Received</th><th>Payload</th></tr></thead>
              <tbody>
                ${submissions.map(
                  (s) => html`<tr><td>${s.id}</td><td>${s.topic}</td><td>${s.receivedAt}</td><td><pre>${JSON.stringify(s.payload, null, 2)}</pre></td></tr>`,
                )}
              </tbody>
            </table>`}`;
      sendText(response, 200, 'text/html; charset=utf-8', page('Webhook submissions', body), {'cache-control': 'no-store'});
      return true;
    }

    const match = url.pathname.match(/^\/webhooks\/([^/]+)$/);
    if (!match) return false;
    const topic = match[1]!;
    if (!TOPIC.test(topic)) {
      sendJson(response, 404, {error: 'Unknown webhook topic'});
      return true;
    }
    if (request.method !== 'POST') {
      sendJson(response, 405, {error: 'Use POST to deliver a webhook'}, {allow: 'POST'});
      return true;
    }
    let payload: unknown;
    try {
      const text = await readBody(request, MAX_BODY_BYTES);
      const fault = faults.find((candidate) => candidate.topic === topic && text.includes(candidate.match));
      if (fault) {
        faults = faults.filter((candidate) => candidate !== fault);
        sendJson(response, fault.status, {error: 'Simulated webhook failure'});
        return true;
      }
      payload = JSON.parse(text);
    } catch (error) {
      const tooLarge = error instanceof BodyTooLargeError;
      sendJson(response, tooLarge ? 413 : 400, {error: tooLarge ? error.message : 'The body must be JSON'});
      return true;
    }
    const stored = await db.saveWebhookSubmission(topic, payload);
    sendJson(response, 201, {ok: true, id: stored.id});
    return true;
  };
}

// Fault injection for the Storefront API, so tests can prove the storefront degrades gracefully
// when Shopify is slow or failing: `POST /__faults {"faults": [{match, latencyMs?, status?}]}`
// makes every operation whose name (or query text, or variables) contains `match` wait `latencyMs` and/or answer
// `status` with a GraphQL error body; `DELETE /__faults` clears them. Local stack only.
import type {GraphQLRequest} from './executor';
import {readBody, sendJson, type RouteHandler} from './http';

export interface StorefrontFault {
  match: string;
  latencyMs?: number;
  status?: number;
}

export class StorefrontFaults {
  #faults: StorefrontFault[] = [];

  set(faults: StorefrontFault[]) {
    this.#faults = faults;
  }

  list(): StorefrontFault[] {
    return this.#faults;
  }

  /** The first fault matching the operation, after its latency has passed; null when none. */
  async apply(request: GraphQLRequest): Promise<StorefrontFault | null> {
    // Matching the variables lets a test fail one request of its own (say, a product handle) alone.
    const variables = JSON.stringify(request.variables ?? {});
    const fault = this.#faults.find(
      (f) => (request.operationName ?? '').includes(f.match) || request.query.includes(f.match) || variables.includes(f.match),
    );
    if (!fault) return null;
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    return fault;
  }
}

function parseFaults(text: string): StorefrontFault[] | null {
  try {
    const body = JSON.parse(text) as {faults?: unknown};
    if (!Array.isArray(body.faults)) return null;
    const valid = body.faults.every(
      (f: StorefrontFault) =>
        typeof f?.match === 'string' &&
        f.match.length > 0 &&
        (f.latencyMs === undefined || (Number.isInteger(f.latencyMs) && f.latencyMs >= 0 && f.latencyMs <= 120_000)) &&
        (f.status === undefined || (Number.isInteger(f.status) && f.status >= 400 && f.status <= 599)),
    );
    return valid ? (body.faults as StorefrontFault[]) : null;
  } catch {
    return null;
  }
}

export function faultsHandler(faults: StorefrontFaults): RouteHandler {
  return async (request, response, url) => {
    if (url.pathname !== '/__faults') return false;
    if (request.method === 'GET') sendJson(response, 200, {faults: faults.list()});
    else if (request.method === 'DELETE') {
      faults.set([]);
      sendJson(response, 200, {faults: []});
    } else if (request.method === 'POST') {
      const parsed = parseFaults(await readBody(request, 64 * 1024));
      if (!parsed) sendJson(response, 400, {error: 'Send {"faults": [{"match": "...", "latencyMs"?: 0..120000, "status"?: 400..599}]}'});
      else {
        faults.set(parsed);
        sendJson(response, 200, {faults: parsed});
      }
    } else sendJson(response, 405, {error: 'Use GET, POST or DELETE'}, {allow: 'GET, POST, DELETE'});
    return true;
  };
}

// Plain HTTP for the security, fuzz and load specs: node:http rather than fetch, because fetch
// drops a Host header (needed to look like a deployment outside localhost) and hides the
// individual Set-Cookie lines. One keep-alive agent, so thousands of requests reuse connections.
import {Agent, request as httpRequest, type IncomingHttpHeaders} from 'node:http';

export const baseURL = process.env.BASE_URL ?? 'http://localhost:3100';
export const appOrigin = new URL(baseURL).origin;

export const keepAlive = new Agent({keepAlive: true, maxSockets: 16});

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Each Set-Cookie line as sent. */
  cookies: string[];
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  agent?: Agent;
  timeoutMs?: number;
}

export function send(path: string, {method = 'GET', headers = {}, body, agent = keepAlive, timeoutMs = 30_000}: RawRequest = {}): Promise<RawResponse> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {method, headers: {...(body !== undefined ? {'Content-Length': String(Buffer.byteLength(body))} : {}), ...headers}, agent},
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The `name=value` pairs of Set-Cookie lines, as a Cookie header. */
export function cookieHeader(cookies: string[], previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((pair) => pair.split(/=(.*)/s).slice(0, 2) as [string, string]) : []);
  for (const line of cookies) {
    const [pair] = line.split(';');
    const [name, value] = pair!.split(/=(.*)/s) as [string, string];
    if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

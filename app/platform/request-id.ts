// Every request has an id that ties a shopper's report ("Reference: ...") to the log line and the
// error report. Oxygen sends one in the `request-id` header; elsewhere the worker makes one.

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

export function requestIdOf(request: Request): string {
  const given = request.headers.get('request-id');
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Response header that carries the id back, so support can find it from a shopper's HAR or screenshot. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

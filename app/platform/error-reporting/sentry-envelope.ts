// What an error report says, whichever side met the error: the thrown value as a name, message and
// stack, and the ids that name the report. Sentry's client (toucan-js) builds the event from them.

export type ErrorSource = 'server' | 'client';

export interface ErrorDetails {
  name: string;
  message: string;
  stack?: string;
}

const MAX_MESSAGE = 2_000;

/** Whatever was thrown, as a name, message and stack: never the whole object, which may hold secrets. */
export function errorDetails(thrown: unknown): ErrorDetails {
  if (thrown instanceof Error) {
    return {
      name: thrown.name || 'Error',
      message: (thrown.message || String(thrown)).slice(0, MAX_MESSAGE),
      ...(thrown.stack ? {stack: thrown.stack} : {}),
    };
  }
  // A Response, or React Router's error response for one: its status says what failed.
  if (typeof thrown === 'object' && thrown !== null && 'status' in thrown && typeof thrown.status === 'number') {
    const statusText = 'statusText' in thrown && typeof thrown.statusText === 'string' ? thrown.statusText : '';
    return {name: 'Response', message: `Response ${thrown.status} ${statusText}`.trim()};
  }
  if (typeof thrown === 'string') return {name: 'Error', message: thrown.slice(0, MAX_MESSAGE)};
  return {name: 'Error', message: `Non-error value thrown: ${Object.prototype.toString.call(thrown)}`};
}

/** A fresh id of the given number of hex digits (32 for events and traces, 16 for spans). */
export function hexId(digits: 32 | 16): string {
  return crypto.randomUUID().replace(/-/g, '').slice(0, digits);
}

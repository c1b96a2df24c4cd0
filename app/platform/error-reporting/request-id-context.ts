import {createContext} from 'react';

/**
 * The id of the request that rendered this page on the server: an error page shows it as the
 * shopper's reference. The browser reads it back from that page before hydrating.
 */
export const RequestIdContext = createContext<string | null>(null);

/** The attribute the error page carries its reference in, for the browser to read back. */
export const REQUEST_ID_ATTRIBUTE = 'data-request-id';

export function renderedRequestId(): string | null {
  return document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? null;
}

// A loader that throws on the server during a client navigation is reported there, under that
// request's id, and the browser receives only React Router's sanitised stand-in. Remembering the
// id of the data request that failed lets the error page show the server's reference instead of
// reporting the same failure a second time.

import {isDataRequest} from '~/platform/request';

/** React Router's stand-in, in production, for an error a loader or action threw on the server. */
const SANITISED_SERVER_ERROR_MESSAGE = 'Unexpected Server Error';

let failedRequestId: string | null = null;

/** Watches the router's data requests (`*.data`) for a failure the worker answered with its id. */
export function watchFailedDataRequests(): void {
  const fetchFromNetwork = window.fetch;
  window.fetch = async (input, init) => {
    const response = await fetchFromNetwork(input, init);
    if (response.status >= 500 && isDataRequest(response)) {
      failedRequestId = response.headers.get('X-Request-Id');
    }
    return response;
  };
}

/** The worker's request id when `error` is the sanitised stand-in of a failure it reported. */
export function serverReportedRequestId(error: unknown): string | null {
  return error instanceof Error && error.message === SANITISED_SERVER_ERROR_MESSAGE ? failedRequestId : null;
}

import {data} from 'react-router';

export interface ApiError {
  error: {code: string; message: string};
}

/** The product's error body: `{error: {code, message}}` with a 4xx status and no caching. */
export function apiError(status: number, code: string, message: string) {
  return data<ApiError>(
    {error: {code, message}},
    {status, headers: {'Cache-Control': 'no-store'}},
  );
}

/** The answer of a read-only resource route to any other method. */
export const onlyGet = () => apiError(405, 'METHOD_NOT_ALLOWED', 'Only GET is supported.');

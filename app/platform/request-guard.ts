// What the worker refuses before any route runs, so every action, including ones added later, is
// covered: methods the storefront never serves, and cross-origin requests that could change state.
// Answers are the product's 4xx JSON errors.
import {isCrossOrigin} from '~/platform/same-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD']);
const ALLOWED_METHODS = 'GET, HEAD, POST';

function refusal(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return Response.json({error: {code, message}}, {status, headers: {'Cache-Control': 'no-store', ...headers}});
}

export function refuseBeforeRouting(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.method !== 'POST') {
    return refusal(405, 'METHOD_NOT_ALLOWED', `${request.method} is not supported here.`, {Allow: ALLOWED_METHODS});
  }
  if (isCrossOrigin(request)) return refusal(403, 'CROSS_ORIGIN', 'Cross-origin requests are not allowed.');
  return null;
}

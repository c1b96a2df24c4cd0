// The guards every cart endpoint shares: POST only, same origin, JSON that matches its schema, and
// a cart id that is the session's own. Each refusal is a 4xx `{error: {code, message}}`, no-store.
import {data} from 'react-router';
import type {z} from 'zod';
import type {CartActionResult} from '~/features/cart/cart-actions.server';
import {cartViewOf, type CartServerContext} from '~/features/cart/cart.server';
import type {CartIssue} from '~/features/cart/model/cart-issues';
import type {CartView} from '~/features/cart/model/cart-view';
import {apiError} from '~/platform/api-error';
import {assertSameOrigin} from '~/platform/same-origin';

const MAX_BODY_BYTES = 64 * 1024;

type Refusal = ReturnType<typeof apiError>;
export type Guarded<T> = {ok: true; value: T} | {ok: false; response: Refusal};

const refuse = (status: number, code: string, message: string): {ok: false; response: Refusal} => ({
  ok: false,
  response: apiError(status, code, message),
});

/** The answer of a loader on a POST-only endpoint: state never changes on GET. */
export function methodNotAllowed() {
  return data(
    {error: {code: 'METHOD_NOT_ALLOWED', message: 'Use POST for this endpoint.'}},
    {status: 405, headers: {'Cache-Control': 'no-store', Allow: 'POST'}},
  );
}

/** Same-origin POST, or the refusal to send. */
export function guardMutation(request: Request): Refusal | null {
  if (request.method !== 'POST') return methodNotAllowed() as unknown as Refusal;
  try {
    assertSameOrigin(request);
    return null;
  } catch (refusal) {
    return refusal as Refusal;
  }
}

async function readBody(request: Request): Promise<Guarded<string>> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_BODY_BYTES) return refuse(413, 'BODY_TOO_LARGE', 'The request body is too large.');
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return refuse(413, 'BODY_TOO_LARGE', 'The request body is too large.');
  return {ok: true, value: text};
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input.';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** The JSON body, checked against `schema`. */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<Guarded<z.infer<S>>> {
  const type = request.headers.get('Content-Type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
  }
  const body = await readBody(request);
  if (!body.ok) return body;
  let raw: unknown;
  try {
    raw = JSON.parse(body.value);
  } catch {
    return refuse(400, 'MALFORMED_JSON', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? {ok: true, value: parsed.data} : refuse(400, 'INVALID_INPUT', firstIssue(parsed.error));
}

/** The body's cart id must be the cart this session holds: nobody edits another shopper's cart. */
export function checkOwnCart(sessionCartId: string | undefined, cartId: string | undefined): Refusal | null {
  if (!sessionCartId) return apiError(404, 'CART_NOT_FOUND', 'There is no cart in this session.');
  if (cartId !== undefined && cartId !== sessionCartId) {
    return apiError(403, 'CART_MISMATCH', 'That cart does not belong to this session.');
  }
  return null;
}

export interface CartAnswer {
  cart: CartView | null;
  issues: CartIssue[];
}

/** A cart endpoint's answer: the cart as it now is, and what the platform said about the change. */
export function cartAnswer(answer: CartAnswer, headers?: Headers) {
  const failed = answer.issues.find((issue) => issue.severity === 'error');
  const init = {headers: headers ?? new Headers(), status: failed ? 422 : 200};
  init.headers.set('Cache-Control', 'no-store');
  return data(failed ? {...answer, error: {code: failed.code, message: failed.message}} : answer, init);
}

/** The platform being unreachable is not the shopper's fault: a 502 they can retry. */
export async function answerOrUnavailable<T>(label: string, work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    console.error(`[${label}]`, error);
    return apiError(502, 'CART_UNAVAILABLE', 'The cart cannot be reached right now. Please try again.');
  }
}

/**
 * An endpoint over one cart operation (the code endpoints): POST, same origin, its schema, the
 * session's own cart; answers the cart the operation left with what the platform said.
 */
export async function cartOperationEndpoint<S extends z.ZodType<{input: {cartId: string}}>>(
  label: string,
  request: Request,
  context: CartServerContext,
  schema: S,
  run: (input: z.infer<S>['input']) => Promise<CartActionResult>,
) {
  const refused = guardMutation(request);
  if (refused) return refused;
  const body = await readJson(request, schema);
  if (!body.ok) return body.response;
  const {input} = body.value as z.infer<S>;
  const notOwn = checkOwnCart(context.cart.getCartId(), input.cartId);
  if (notOwn) return notOwn;
  return answerOrUnavailable(label, async () => {
    const result = await run(input);
    if (!result.ok) return apiError(result.status, result.code, result.message);
    return cartAnswer({cart: await cartViewOf(context, result.cart), issues: result.issues}, result.headers);
  });
}

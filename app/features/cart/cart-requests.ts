// The drawer's calls to the product's own cart endpoints (spec §7). Every answer is read as
// `{cart, issues}` or `{error}`; anything else (a network failure, a proxy's HTML error page)
// becomes an error the store can roll back on.
import {cartIssue, type CartIssue} from '~/features/cart/model/cart-issues';
import type {CartView} from '~/features/cart/model/cart-view';

export type CartResponse =
  | {ok: true; cart: CartView | null; issues: CartIssue[]}
  /** The platform refused the change; `cart` is the cart as it still is. */
  | {ok: false; cart: CartView | null; issues: CartIssue[]; refetch: boolean};

interface Body {
  cart?: CartView | null;
  issues?: CartIssue[];
  error?: {code?: string; message?: string};
}

async function readBody(response: Response): Promise<Body | null> {
  try {
    return (await response.json()) as Body;
  } catch {
    return null;
  }
}

async function send(url: string, init: RequestInit, lineId: string | null): Promise<CartResponse> {
  let response: Response;
  try {
    response = await fetch(url, {...init, credentials: 'same-origin', headers: {Accept: 'application/json', ...init.headers}});
  } catch {
    return {ok: false, cart: null, issues: [cartIssue('NETWORK', 'error', lineId)], refetch: true};
  }
  const body = await readBody(response);
  if (response.ok && body && body.cart !== undefined) return {ok: true, cart: body.cart, issues: body.issues ?? []};
  if (response.status === 422 && body?.cart !== undefined) {
    return {ok: false, cart: body.cart, issues: (body.issues ?? []).map((issue) => ({...issue, lineId: issue.lineId ?? lineId})), refetch: false};
  }
  const code = response.status >= 500 || !body?.error?.code ? 'SERVER' : body.error.code;
  const issue = cartIssue(code, 'error', lineId);
  return {ok: false, cart: null, issues: [code === 'SERVER' ? issue : {...issue, message: body?.error?.message ?? issue.message}], refetch: true};
}

export const post = (url: string, payload: unknown, lineId: string | null) =>
  send(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(payload)}, lineId);

export const fetchCart = () => send('/api/cart', {method: 'GET'}, null);

export interface LineUpdate {
  id: string;
  quantity?: number;
  attributes?: {key: string; value: string}[];
  carePlanVariantId?: string | null;
}

export const updateCartLines = (cartId: string, line: LineUpdate) =>
  post('/api/updateCartLines', {input: {cartId, lines: [line]}}, line.id);

export const removeLinesFromCart = (cartId: string, lineIds: string[]) =>
  post('/api/removeLinesFromCart', {cartId, lineIds}, lineIds[0] ?? null);

export const updateLoveNote = (cartId: string, requestedLoveNote: string) =>
  post('/api/updateCartLoveNoteRequest', {input: {cartId, requestedLoveNote}}, null);

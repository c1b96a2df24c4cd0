// A shopper driving the storefront over plain HTTP with its own cookie jar: the security, fuzz and
// load specs use many of these side by side.
import {appOrigin, cookieHeader, send, type RawRequest, type RawResponse} from './http';

export const SAME_ORIGIN = {Origin: appOrigin};
export const FORGED_ORIGIN = {Origin: 'https://evil.example'};

export interface ViewCart {
  id: string;
  lines: {id: string; items: {id: string; variantId: string; quantity: number; isCarePlan: boolean}[]}[];
  requestedLoveNote: string;
  discountCodes: {code: string; applicable: boolean}[];
  giftCards: {id: string; lastCharacters: string}[];
}

export class ApiShopper {
  cookie = '';

  async send(path: string, init: RawRequest = {}): Promise<RawResponse> {
    const response = await send(path, {...init, headers: {...(this.cookie ? {Cookie: this.cookie} : {}), ...init.headers}});
    if (response.cookies.length) this.cookie = cookieHeader(response.cookies, this.cookie);
    return response;
  }

  postJson(path: string, body: unknown, headers: Record<string, string> = SAME_ORIGIN) {
    return this.send(path, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body: JSON.stringify(body)});
  }

  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) {
    return this.send(path, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', ...headers},
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Adds through the cart page's CartForm action (the cart handler), as the product page does. */
  addLines(lines: {merchandiseId: string; quantity: number}[], headers: Record<string, string> = SAME_ORIGIN) {
    return this.postForm('/shop/cart', {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines}})}, headers);
  }

  async cart(): Promise<ViewCart | null> {
    const response = await this.send('/api/cart');
    if (response.status !== 200) throw new Error(`GET /api/cart answered ${response.status}: ${response.body.slice(0, 200)}`);
    return (JSON.parse(response.body) as {cart: ViewCart | null}).cart;
  }
}

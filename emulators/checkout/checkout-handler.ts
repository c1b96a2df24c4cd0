// The page behind each cart's checkoutUrl: `GET /checkouts/cn/<token>?key=<key>` reviews the cart,
// `POST` (form field `key`) places the order and redirects to the confirmation.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {PlaceOrderError} from '../db/database';
import type {CartRecord, LocalStackDatabase} from '../db/records';
import type {StorefrontContext} from '../storefront/context';
import {readBody, sendText, type RouteHandler} from '../storefront/http';
import {checkoutPage, confirmationPage, messagePage} from './checkout-pages';
import {checkoutView, orderFromCheckout} from './checkout-view';

const ROUTE = /^\/checkouts\/cn\/([A-Za-z0-9_-]+)(\/thank-you)?$/;
const HTML = 'text/html; charset=utf-8';
const NO_STORE = {'cache-control': 'no-store'};

export interface CheckoutOptions {
  db: LocalStackDatabase;
  context: StorefrontContext;
  /** Where "continue shopping" leads: the storefront app. */
  storefrontUrl: string;
}

export function checkoutHandler(options: CheckoutOptions): RouteHandler {
  const {db, context, storefrontUrl} = options;
  const shopName = () => context.catalog.shop.name;
  const send = (response: ServerResponse, status: number, body: string) => sendText(response, status, HTML, body, NO_STORE);
  const notFound = (response: ServerResponse) =>
    send(response, 404, messagePage('Checkout not found', 'This checkout link is not valid. Your cart may have expired.', storefrontUrl));

  async function completed(response: ServerResponse, cart: CartRecord, confirmation: boolean) {
    const order = cart.orderId ? await db.getOrder(cart.orderId) : null;
    if (order && confirmation) return send(response, 200, confirmationPage(order, shopName(), storefrontUrl));
    const placed = order ? ` as order #${order.orderNumber}` : '';
    return send(response, 410, messagePage('Checkout complete', `This checkout has already been completed${placed}.`, storefrontUrl));
  }

  async function placeOrder(response: ServerResponse, cart: CartRecord, path: string) {
    const view = await checkoutView(cart, context);
    if (view.lines.length === 0) {
      return send(response, 422, messagePage('Your cart is empty', 'Add something to your cart before placing an order.', storefrontUrl));
    }
    const customer = cart.buyerIdentity.customerId ? await db.getCustomerById(cart.buyerIdentity.customerId) : null;
    const email = customer?.email ?? cart.buyerIdentity.email ?? '';
    try {
      await db.placeOrder(cart.token, orderFromCheckout(cart, view, email, new Date()));
    } catch (error) {
      if (!(error instanceof PlaceOrderError)) throw error;
      // A second submit of the same form (double click, back button) lands on the confirmation.
    }
    response.writeHead(303, {location: `${path}/thank-you?key=${encodeURIComponent(cart.key)}`, ...NO_STORE});
    response.end();
  }

  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const match = ROUTE.exec(url.pathname);
    if (!match) return false;
    const [, token = '', thankYou] = match;
    const isPost = request.method === 'POST';
    if (!isPost && request.method !== 'GET') {
      sendText(response, 405, 'text/plain; charset=utf-8', 'Method not allowed', {allow: 'GET, POST'});
      return true;
    }
    const key = isPost ? new URLSearchParams(await readBody(request, 64 * 1024)).get('key') : url.searchParams.get('key');
    const cart = await db.getCart(token);
    if (!cart || key !== cart.key) {
      notFound(response);
      return true;
    }
    if (cart.completedAt) await completed(response, cart, Boolean(thankYou));
    else if (thankYou) send(response, 404, messagePage('Order not placed yet', 'This order has not been placed.', storefrontUrl));
    else if (isPost) await placeOrder(response, cart, `/checkouts/cn/${token}`);
    else send(response, 200, checkoutPage(await checkoutView(cart, context), shopName(), `/checkouts/cn/${token}`, cart.key));
    return true;
  };
}

import {CartForm} from '@shopify/hydrogen';
import {useEffect} from 'react';
import {data, redirect, useActionData, useLoaderData, type HeadersFunction} from 'react-router';
import type {Route} from './+types/shop.cart';
import {FINANCING_PLANS_QUERY} from '~graphql/cart';
import {cartIssue, type CartIssue} from '~/features/cart/model/cart-issues';
import {financingHint} from '~/features/cart/model/financing-hint';
import {apiError} from '~/platform/api-error';
import {answerOrUnavailable} from '~/features/cart/cart-endpoint.server';
import {addLinesToLiveCart, refusedAdd} from '~/features/cart/cart-actions.server';
import {cartFormInput} from '~/features/cart/cart-form-input';
import {cartPageForm} from '~/features/cart/cart-page-form-input';
import {runCartPageForm} from '~/features/cart/cart-page-forms.server';
import {checkoutRefusalIssue} from '~/features/cart/model/checkout-refusal';
import {cartViewOf, loadCartView} from '~/features/cart/cart.server';
import {assertSameOrigin} from '~/platform/same-origin';
import {CartEmptyState} from '~/features/cart/components/CartEmptyState';
import {CartEntryList} from '~/features/cart/components/CartEntryList';
import {CheckoutForm} from '~/features/cart/components/CheckoutForm';
import {cartActions} from '~/features/cart/cart-actions';
import {useCartStore} from '~/features/cart/cart-store';
import {addToCartClientAction} from '~/features/cart/add-to-cart-client-action';
import {useShopifyAnalyticsView} from '~/features/analytics/shopify-analytics-view';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';

export const handle: RouteHandle = {sheets: ['cart']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);

export const meta: Route.MetaFunction = () => [{title: 'Cart'}, {name: 'robots', content: 'noindex'}];

export const headers: HeadersFunction = ({actionHeaders, loaderHeaders}) =>
  actionHeaders.get('Set-Cookie') ? actionHeaders : loaderHeaders;

export async function loader({context, request}: Route.LoaderArgs) {
  const {storefront} = context;
  const [cart, financing] = await Promise.all([
    loadCartView(context),
    storefront.query(FINANCING_PLANS_QUERY, {cache: storefront.CacheLong()}),
  ]);
  const plans = financing.shop.shopPayInstallmentsPricing?.financingPlans ?? [];
  // A checkout refused after a plain form post (see api.checkout.ts) says why here.
  const refusal = checkoutRefusalIssue(new URL(request.url));
  return data({cart, plans, refusal}, {headers: {'Cache-Control': 'no-store'}});
}

/** The add-to-cart buttons' CartForm posts (LinesAdd) and the page's plain forms. */
async function runAction(request: Request, context: Route.ActionArgs['context']) {
  const formData = await request.formData();
  if (!formData.has('cartFormInput')) {
    const parsed = cartPageForm.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return apiError(400, 'INVALID_INPUT', 'The cart form could not be read.');
    const result = await runCartPageForm(context, parsed.data);
    if (!result.ok) {
      // The page shows the issue at its line; a script reading the answer gets the usual refusal.
      const error = {code: result.code, message: result.message};
      const lineId = 'lineId' in parsed.data ? parsed.data.lineId : null;
      return data({issues: [cartIssue(result.code, 'error', lineId)], error}, {status: result.status, headers: {'Cache-Control': 'no-store'}});
    }
    if (result.issues.some((issue) => issue.severity === 'error')) return data({issues: result.issues}, {status: 422});
    // Post, redirect, get: a reload never repeats the change.
    return redirect('/shop/cart', {status: 303, headers: {'Cache-Control': 'no-store'}});
  }
  let raw: unknown;
  try {
    raw = CartForm.getFormInput(formData);
  } catch {
    return apiError(400, 'INVALID_INPUT', 'The cart form could not be read.');
  }
  const parsed = cartFormInput.safeParse(raw);
  if (!parsed.success) {
    return apiError(400, 'INVALID_INPUT', parsed.error.issues[0]?.message ?? 'Invalid cart input.');
  }
  const {lines} = parsed.data.inputs;
  const refusal = await refusedAdd(context, lines);
  if (refusal) return apiError(422, refusal.code, refusal.message);
  const {result, cart, headers} = await addLinesToLiveCart(context, lines);
  headers.set('Cache-Control', 'no-store');
  // Refused lines (unknown or unavailable merchandise) leave the cart as it was: a 4xx, like the
  // other cart endpoints.
  const errors = result.userErrors?.length ? result.userErrors : null;
  // The cart the add produced rides along (the mutation's answer), so the drawer shows it without asking again.
  const view = errors ? null : await cartViewOf(context, cart).catch(() => null);
  return data({errors, warnings: result.warnings?.length ? result.warnings : null, cart: view}, {status: errors ? 422 : 200, headers});
}

export async function action({request, context}: Route.ActionArgs) {
  assertSameOrigin(request);
  return answerOrUnavailable('shop/cart', () => runAction(request, context));
}

/** In the browser an add settles the drawer on the action's answer (see add-to-cart-client-action.ts). */
export const clientAction = ({request, serverAction}: Route.ClientActionArgs) => addToCartClientAction(request, serverAction);

/** Spec §2 full cart page: the drawer's entries with room to read, editable, with or without JS. */
export default function CartPage() {
  const {cart: serverCart, plans, refusal} = useLoaderData<typeof loader>();
  const actionData = useActionData<{issues?: CartIssue[]}>();
  const loaded = useCartStore((state) => state.loaded);
  const storeCart = useCartStore((state) => state.cart);
  const storeIssues = useCartStore((state) => state.issues);
  useEffect(() => cartActions.hydrate(serverCart, refusal ? [refusal] : undefined), [serverCart, refusal]);
  // Until the store has the cart (server render, first paint), the loader's cart is the truth.
  const cart = loaded ? storeCart : serverCart;
  useShopifyAnalyticsView('cart', {type: 'cart'});
  const issues = loaded ? storeIssues : (actionData?.issues ?? (refusal ? [refusal] : []));

  if (!cart || cart.lines.length === 0) {
    return (
      <section className="cart-page cart-page--empty" aria-label="Cart">
        <CartEmptyState headingLevel={1} />
      </section>
    );
  }
  const hint = financingHint(cart.subtotalAmount, plans);
  return (
    <section className="cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">Cart</h1>
      <div className="cart-page__layout">
        <div className="cart-page__entries">
          <CartEntryList cart={cart} issues={issues} />
        </div>
        <aside className="cart-page__summary" aria-label="Order summary">
          <CheckoutForm cart={cart} issues={issues}>{hint ? <p className="cart-page__financing">{hint}</p> : null}</CheckoutForm>
        </aside>
      </div>
    </section>
  );
}

// The cart operations behind both the JSON endpoints and the cart page's plain forms, so a shopper
// without JavaScript gets the same rules: entries go as a whole, care plans follow their piece.
import {MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {LOVE_NOTE_CART_ATTRIBUTE} from '~/config/cart-attributes';
import {refuseAdd, saleKind} from '~/features/catalog/model/for-sale';
import {cartIssue, type CartIssue} from '~/features/cart/model/cart-issues';
import {planEntryRemoval, planLineChanges, planLoveNoteLine, type LineChange, type PlanResult} from '~/features/cart/model/cart-update-plan';
import {
  applyMutations,
  cartExists,
  cartViewContext,
  getPlatformCart,
  loveNoteVariantId,
  mutatedCart,
  type CartServerContext,
  type PlatformCartData,
} from '~/features/cart/cart.server';
import type {AppEnv} from '~/platform/env';
import {variantSaleKinds} from '~/features/catalog/for-sale-reads.server';

export type CartActionResult =
  /** `cart`: the cart as the operation left it, from the mutations' own answers (no read after them). */
  | {ok: true; issues: CartIssue[]; headers: Headers; cart: PlatformCartData | null}
  | {ok: false; status: 400 | 404 | 409; code: string; message: string};

const PLAN_REFUSALS = {
  LINE_NOT_FOUND: {status: 404, message: 'That line is not in your cart.'},
  CARE_PLAN_NOT_APPLICABLE: {status: 400, message: 'That protection plan does not apply to this piece.'},
  CARE_PLANS_UNAVAILABLE: {status: 400, message: 'Protection plans are available for U.S. orders only.'},
  QUANTITY_LIMIT: {status: 400, message: `Limit ${MAX_QUANTITY_PER_LINE} per order; a ring and a loose diamond are one of a kind.`},
} as const;

const noCart = (): CartActionResult => ({ok: false, status: 404, code: 'CART_NOT_FOUND', message: 'Your cart has expired.'});

/** `before`: the cart the plan was made from, the answer when the plan sends nothing. */
async function run(context: CartServerContext, before: PlatformCartData, plan: PlanResult, ownerLineId: string | null): Promise<CartActionResult> {
  if (!plan.ok) {
    const refusal = PLAN_REFUSALS[plan.code];
    return {ok: false, status: refusal.status, code: plan.code, message: refusal.message};
  }
  const applied = await applyMutations(context, plan.mutations, ownerLineId);
  const {issues} = applied;
  // A refused step may answer no cart: then the cart is read once, to show it as it still is.
  let cart = applied.cart ?? (issues.length ? await getPlatformCart(context) : before);
  // The last paid entry went: the note box empties with the cart, so no note waits for the next order.
  if (plan.emptied && cart && !issues.some((issue) => issue.severity === 'error')) {
    const cleared = await saveLoveNote(context, '', cart);
    if (cleared.ok) {
      issues.push(...cleared.issues);
      cart = cleared.cart ?? cart;
    }
  }
  return {ok: true, issues, headers: new Headers(), cart};
}

/** `known`: the session's cart when the caller has just read it. */
export async function changeLines(context: CartServerContext, changes: readonly LineChange[], known?: PlatformCartData | null): Promise<CartActionResult> {
  const cart = known ?? (await getPlatformCart(context));
  if (!cart) return noCart();
  return run(context, cart, planLineChanges(cart, changes, await cartViewContext(context, cart)), changes[0]?.id ?? null);
}

export async function removeEntries(context: CartServerContext, lineIds: readonly string[]): Promise<CartActionResult> {
  const cart = await getPlatformCart(context);
  if (!cart) return noCart();
  return run(context, cart, planEntryRemoval(cart, lineIds), lineIds[0] ?? null);
}

/** Stores the love note as the cart note and a cart attribute, and keeps its card line in step. */
export async function saveLoveNote(context: CartServerContext, note: string, known?: PlatformCartData): Promise<CartActionResult> {
  const cart = known ?? (await getPlatformCart(context));
  if (!cart) return noCart();
  const current = cart.attributes.find((a) => a.key === LOVE_NOTE_CART_ATTRIBUTE)?.value ?? '';
  if (current === note && (cart.note ?? '') === note) return {ok: true, issues: [], headers: new Headers(), cart};
  const noted = await context.cart.updateNote(note);
  const noteIssues = (noted.userErrors ?? []).map((e) => cartIssue('code' in e ? (e.code as string) : null, 'error'));
  if (noteIssues.length) return {ok: true, issues: noteIssues, headers: new Headers(), cart: mutatedCart(noted) ?? cart};
  // Attributes are replaced as a whole, so the others are sent back unchanged.
  const attributes = cart.attributes
    .filter((a) => a.key !== LOVE_NOTE_CART_ATTRIBUTE)
    .map((a) => ({key: a.key, value: a.value ?? ''}));
  const attributed = await context.cart.updateAttributes([...attributes, {key: LOVE_NOTE_CART_ATTRIBUTE, value: note}]);
  const mutations = planLoveNoteLine(cart, note, note.trim() ? await loveNoteVariantId(context) : null);
  const applied = await applyMutations(context, mutations);
  return {ok: true, issues: applied.issues, headers: new Headers(), cart: applied.cart ?? mutatedCart(attributed) ?? mutatedCart(noted) ?? cart};
}

type LineInput = Parameters<CartServerContext['cart']['addLines']>[0];

/**
 * What a shopper's add may not put in the cart (docs/cart.md "What is for sale"): care plans attach
 * to a line, the love note comes with the note, the free gift by its rule, the voucher with its flag.
 */
export async function refusedAdd(
  context: CartServerContext & {appEnv: AppEnv},
  lines: readonly {merchandiseId: string; quantity?: number | null}[],
  into: 'session-cart' | 'new-cart' = 'session-cart',
) {
  const kinds = await variantSaleKinds(context.storefront, lines.map((line) => line.merchandiseId));
  const adding = lines.map((line) => ({kind: kinds.get(line.merchandiseId) ?? null, quantity: line.quantity ?? 1}));
  // Only the free gift's rule looks at what the cart already holds: other adds skip the read.
  const cart = into === 'session-cart' && adding.some(({kind}) => kind === 'free-gift') ? await getPlatformCart(context) : null;
  const cartKinds = (cart?.lines.nodes ?? []).map((line) => saleKind(line.merchandise.product));
  return refuseAdd(adding, cartKinds, context.appEnv.featureFlags);
}

/** The platform's answer to a mutation on a cart id it does not know (expired or completed). */
const refusedCartId = (result: {cart?: unknown; userErrors?: {field?: string[] | null}[] | null}) =>
  !mutatedCart(result) && (result.userErrors ?? []).some((error) => error.field?.[0] === 'cartId');

/**
 * Adds lines to the session's cart: one mutation, whose answer is the new cart. A cart id whose
 * cart expired or was completed is replaced by a new cart holding the lines (once the existence
 * check confirms it is gone), so the shopper's add never fails for a reason they cannot see.
 */
export async function addLinesToLiveCart(context: CartServerContext, lines: LineInput) {
  const cartId = context.cart.getCartId();
  // Without a cart id, the handler's addLines creates the cart.
  let result = await context.cart.addLines(lines);
  if (cartId && refusedCartId(result) && !(await cartExists(context, cartId))) result = await context.cart.create({lines});
  const cart = mutatedCart(result);
  const headers = cart ? context.cart.setCartId(cart.id) : new Headers();
  return {result, cart, headers};
}

function tokenOf(stored: unknown): string | null {
  if (typeof stored === 'string' && stored) return stored;
  if (stored && typeof stored === 'object' && 'accessToken' in stored && typeof stored.accessToken === 'string') return stored.accessToken;
  return null;
}

/**
 * A signed-in customer's checkout belongs to their account, so the order shows in their orders.
 * An expired token is not worth stopping checkout for: they check out as a guest instead.
 */
export async function attachSignedInCustomer(context: CartServerContext, storedToken: unknown) {
  const customerAccessToken = tokenOf(storedToken);
  if (!customerAccessToken) return;
  const result = await context.cart.updateBuyerIdentity({customerAccessToken});
  if (result.userErrors?.length) console.warn('[checkout] customer not attached:', result.userErrors[0]?.message);
}

// Server side of the cart: reads through Hydrogen's cart handler (spec §4 lifecycle) and the
// care-plan catalogue, and applies planned mutations, reporting platform errors at their lines.
import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import type {CartApiMutationFragment, CartApiQueryFragment} from 'storefrontapi.generated';
import {CARE_PLANS_QUERY, CART_EXISTS_QUERY, MARKER_PRODUCT_QUERY} from '~graphql/cart';
import {CART_LINES_FETCHED} from '~/config/cart';
import {CARE_PLAN_TAG, LOVE_NOTE_TAG} from '~/config/cart-attributes';
import {CARE_PLAN_COUNTRIES} from '~/config/care-plans';
import {STORE_COUNTRY} from '~/config/store';
import {parsePriceBands, type PlanProduct} from '~/features/cart/model/care-plan-offers';
import {toCartView, type CartViewContext} from '~/features/cart/model/cart-grouping';
import {issuesFromUserErrors, issuesFromWarnings, type CartIssue} from '~/features/cart/model/cart-issues';
import type {CartMutations} from '~/features/cart/model/cart-update-plan';
import type {CartView} from '~/features/cart/model/cart-view';

export interface CartServerContext {
  cart: HydrogenCart;
  storefront: Storefront;
}

export type PlatformCartData = CartApiQueryFragment;

/** A mutation's answer: the cart it produced, read by CART_MUTATE_FRAGMENT (the same fields as a read). */
export function mutatedCart(result: {cart?: unknown}): PlatformCartData | null {
  const cart = result.cart as CartApiMutationFragment | null | undefined;
  return cart?.id ? cart : null;
}

/** The cart behind the cookie, or null when there is none (or it expired or was completed). */
export async function getPlatformCart({cart}: CartServerContext): Promise<PlatformCartData | null> {
  if (!cart.getCartId()) return null;
  // The handler is created with CART_QUERY_FRAGMENT, so this is the fragment's shape.
  const found = (await cart.get({numCartLines: CART_LINES_FETCHED})) as PlatformCartData | null;
  return found?.id ? found : null;
}

/** Spec §4 "check that a cart still exists". */
export async function cartExists({storefront}: CartServerContext, cartId: string): Promise<boolean> {
  const {cart} = await storefront.query(CART_EXISTS_QUERY, {variables: {cartId}, cache: storefront.CacheNone()});
  return Boolean(cart?.id);
}

export async function loadCarePlans({storefront}: CartServerContext): Promise<PlanProduct[]> {
  const {products} = await storefront.query(CARE_PLANS_QUERY, {
    variables: {query: `tag:${CARE_PLAN_TAG}`},
    cache: storefront.CacheLong(),
  });
  return products.nodes.map((product) => ({
    id: product.id,
    title: product.title,
    descriptionHtml: product.descriptionHtml,
    coverageTerm: product.coverageTerm?.value ?? '',
    bands: parsePriceBands(product.priceBands?.value),
    variants: product.variants.nodes.map((variant) => ({id: variant.id, price: variant.price})),
  }));
}

export async function loveNoteVariantId({storefront}: CartServerContext): Promise<string | null> {
  const {products} = await storefront.query(MARKER_PRODUCT_QUERY, {
    variables: {query: `tag:${LOVE_NOTE_TAG}`},
    cache: storefront.CacheLong(),
  });
  return products.nodes[0]?.variants.nodes[0]?.id ?? null;
}

export async function cartViewContext(context: CartServerContext, cart: PlatformCartData | null): Promise<CartViewContext> {
  const country = cart?.buyerIdentity.countryCode ?? STORE_COUNTRY;
  return {carePlans: await loadCarePlans(context), carePlansAvailable: CARE_PLAN_COUNTRIES.includes(country)};
}

export async function cartViewOf(context: CartServerContext, cart: PlatformCartData | null): Promise<CartView | null> {
  return cart ? toCartView(cart, await cartViewContext(context, cart)) : null;
}

export async function loadCartView(context: CartServerContext): Promise<CartView | null> {
  return cartViewOf(context, await getPlatformCart(context));
}

type MutationResult = Awaited<ReturnType<HydrogenCart['addLines']>>;

const CART_LINE_GID = 'gid://shopify/CartLine/';

function issuesOf(result: MutationResult, inputLineIds: readonly (string | null)[], ownerLineId: string | null): CartIssue[] {
  // Warnings target a line, or the merchandise of a line being added: the line it was added for.
  const lineForTarget = (target: string) => (target.startsWith(CART_LINE_GID) ? target : ownerLineId);
  const userErrors = (result.userErrors ?? []).map((error) => ({
    code: 'code' in error ? (error.code as string | null) : null,
    field: error.field ?? null,
  }));
  return [...issuesFromUserErrors(userErrors, inputLineIds), ...issuesFromWarnings(result.warnings ?? [], lineForTarget)];
}

export interface AppliedMutations {
  issues: CartIssue[];
  /** The cart the last answered mutation produced; null when none was sent or none answered a cart. */
  cart: PlatformCartData | null;
}

/**
 * Applies the mutations in the order that keeps the cart coherent if one step fails: changes
 * first, then removals, then additions. Stops at the first step the platform refuses.
 * `ownerLineId` names the line an added line belongs to, for messages.
 */
export async function applyMutations(
  {cart}: CartServerContext,
  mutations: CartMutations,
  ownerLineId: string | null = null,
): Promise<AppliedMutations> {
  const issues: CartIssue[] = [];
  let produced: PlatformCartData | null = null;
  const steps: [() => Promise<MutationResult>, (string | null)[]][] = [];
  if (mutations.updates.length) steps.push([() => cart.updateLines(mutations.updates), mutations.updates.map((u) => u.id)]);
  if (mutations.removes.length) steps.push([() => cart.removeLines(mutations.removes), mutations.removes]);
  if (mutations.adds.length) steps.push([() => cart.addLines(mutations.adds), mutations.adds.map(() => ownerLineId)]);
  for (const [run, inputLineIds] of steps) {
    const result = await run();
    if (result.errors?.length) throw new Error(`cart mutation failed: ${JSON.stringify(result.errors)}`);
    issues.push(...issuesOf(result, inputLineIds, ownerLineId));
    produced = mutatedCart(result) ?? produced;
    if (issues.some((issue) => issue.severity === 'error')) break;
  }
  return {issues, cart: produced};
}

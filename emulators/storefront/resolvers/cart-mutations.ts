// Cart mutations: fetch the merchandise involved, apply the pure cart rules, persist only on
// success, and answer Shopify's payload shape ({cart, userErrors, warnings}).
import {CartCompletedError} from '../../db/database';
import type {AttributeRecord, CartLineRecord, CartRecord} from '../../db/records';
import {
  addLines,
  attributeErrors,
  cartNotFound,
  noteErrors,
  removeLines,
  updateLines,
  type CartUserError,
  type CartWarning,
  type LineInput,
  type LineUpdateInput,
  type MerchandiseFacts,
  type RuleResult,
} from '../cart-rules';
import type {ResolverMap, StorefrontContext} from '../context';
import {cartSource} from './cart';

interface Payload {
  cart: unknown;
  userErrors: unknown[];
  warnings: unknown[];
}

const userError = (e: CartUserError) => ({__typename: 'CartUserError', ...e});
const warning = (w: CartWarning) => ({__typename: 'CartWarning', ...w});

async function factsFor(context: StorefrontContext, ids: string[]) {
  const facts = new Map<string, MerchandiseFacts | null>();
  await Promise.all(
    [...new Set(ids)].map(async (id) => {
      const entry = await context.merchandise.byVariantId(id);
      facts.set(id, entry && {title: entry.product.title, quantityAvailable: entry.variant.quantityAvailable, isDiamond: entry.isDiamond});
    }),
  );
  return (id: string) => facts.get(id) ?? null;
}

/** Saves the changed cart and answers with it; on errors answers the unchanged cart. */
async function finish(
  context: StorefrontContext,
  cart: CartRecord,
  errors: CartUserError[],
  warnings: CartWarning[],
  change: Partial<CartRecord>,
): Promise<Payload> {
  if (errors.length) return {cart: await cartSource(context, cart), userErrors: errors.map(userError), warnings: []};
  const next = {...cart, ...change, updatedAt: new Date().toISOString()};
  try {
    await context.carts.save(next);
  } catch (error) {
    // Checkout completed the cart while this change was being worked out.
    if (error instanceof CartCompletedError) return {cart: null, userErrors: [userError(cartNotFound)], warnings: []};
    throw error;
  }
  return {cart: await cartSource(context, next), userErrors: [], warnings: warnings.map(warning)};
}

function withLines(result: RuleResult): {errors: CartUserError[]; warnings: CartWarning[]; lines?: CartLineRecord[]} {
  return result.ok ? {errors: [], warnings: result.warnings, lines: result.lines} : {errors: result.userErrors, warnings: []};
}

function mutate(
  context: StorefrontContext,
  cartId: string,
  apply: (cart: CartRecord) => Promise<Payload>,
): Promise<Payload> {
  return context.carts.change(cartId, async (cart) =>
    cart ? apply(cart) : {cart: null, userErrors: [userError(cartNotFound)], warnings: []},
  );
}

interface BuyerIdentityInput {
  email?: string | null;
  phone?: string | null;
  countryCode?: string | null;
  customerAccessToken?: string | null;
}

async function buyerIdentity(context: StorefrontContext, current: CartRecord['buyerIdentity'], input: BuyerIdentityInput, field: string[]) {
  const next = {...current};
  if (input.email !== undefined) next.email = input.email;
  if (input.phone !== undefined) next.phone = input.phone;
  if (input.countryCode !== undefined) next.countryCode = input.countryCode;
  if (input.customerAccessToken) {
    const token = await context.db.getCustomerAccessToken(input.customerAccessToken);
    if (!token || Date.parse(token.expiresAt) <= Date.now()) {
      return {errors: [{field: [...field, 'customerAccessToken'], code: 'INVALID', message: 'The customer access token is invalid.'}], next};
    }
    next.customerId = token.customerId;
  }
  return {errors: [] as CartUserError[], next};
}

interface CartCreateInput {
  lines?: LineInput[] | null;
  note?: string | null;
  attributes?: AttributeRecord[] | null;
  discountCodes?: string[] | null;
  buyerIdentity?: BuyerIdentityInput | null;
}

export const cartMutationResolvers: ResolverMap = {
  Mutation: {
    cartCreate: async (_root: unknown, {input}: {input?: CartCreateInput | null}, context) => {
      const empty = context.carts.newCart();
      const lines = input?.lines ?? [];
      const rules = withLines(
        addLines(empty, lines, await factsFor(context, lines.map((l) => l.merchandiseId)), context.limits, context.carts.lineIdFactory(empty), ['input', 'lines']),
      );
      const identity = await buyerIdentity(context, empty.buyerIdentity, input?.buyerIdentity ?? {}, ['input', 'buyerIdentity']);
      const errors = [
        ...rules.errors,
        ...noteErrors(input?.note ?? '', context.limits, ['input', 'note']),
        ...attributeErrors(input?.attributes ?? [], context.limits, ['input', 'attributes']),
        ...identity.errors,
      ];
      if (errors.length) return {cart: null, userErrors: errors.map(userError), warnings: []};
      const cart: CartRecord = {
        ...empty,
        lines: rules.lines ?? [],
        note: input?.note ?? '',
        attributes: input?.attributes ?? [],
        discountCodes: [...new Set(input?.discountCodes ?? [])],
        buyerIdentity: identity.next,
      };
      await context.carts.save(cart);
      return {cart: await cartSource(context, cart), userErrors: [], warnings: rules.warnings.map(warning)};
    },
    cartLinesAdd: (_root: unknown, args: {cartId: string; lines: LineInput[]}, context) =>
      mutate(context, args.cartId, async (cart) => {
        const lookup = await factsFor(context, args.lines.map((l) => l.merchandiseId));
        const r = withLines(addLines(cart, args.lines, lookup, context.limits, context.carts.lineIdFactory(cart)));
        return finish(context, cart, r.errors, r.warnings, {lines: r.lines});
      }),
    cartLinesUpdate: (_root: unknown, args: {cartId: string; lines: LineUpdateInput[]}, context) =>
      mutate(context, args.cartId, async (cart) => {
        const ids = [...cart.lines.map((l) => l.merchandiseId), ...args.lines.flatMap((l) => (l.merchandiseId ? [l.merchandiseId] : []))];
        const r = withLines(updateLines(cart, args.lines, await factsFor(context, ids), context.limits));
        return finish(context, cart, r.errors, r.warnings, {lines: r.lines});
      }),
    cartLinesRemove: (_root: unknown, args: {cartId: string; lineIds: string[]}, context) =>
      mutate(context, args.cartId, async (cart) => {
        const r = withLines(removeLines(cart, args.lineIds, context.limits));
        return finish(context, cart, r.errors, r.warnings, {lines: r.lines});
      }),
    cartNoteUpdate: (_root: unknown, args: {cartId: string; note?: string | null}, context) =>
      mutate(context, args.cartId, (cart) => {
        const note = args.note ?? '';
        return finish(context, cart, noteErrors(note, context.limits), [], {note});
      }),
    cartAttributesUpdate: (_root: unknown, args: {cartId: string; attributes: AttributeRecord[]}, context) =>
      mutate(context, args.cartId, (cart) => {
        // The given list is the whole new set: a key left out is removed (Shopify replaces, not merges).
        return finish(context, cart, attributeErrors(args.attributes, context.limits), [], {attributes: args.attributes});
      }),
    cartBuyerIdentityUpdate: (_root: unknown, args: {cartId: string; buyerIdentity: BuyerIdentityInput}, context) =>
      mutate(context, args.cartId, async (cart) => {
        const identity = await buyerIdentity(context, cart.buyerIdentity, args.buyerIdentity, ['buyerIdentity']);
        return finish(context, cart, identity.errors, [], {buyerIdentity: identity.next});
      }),
    cartDiscountCodesUpdate: (_root: unknown, args: {cartId: string; discountCodes?: string[] | null}, context) =>
      mutate(context, args.cartId, (cart) => {
        const codes = [...new Set((args.discountCodes ?? []).map((c) => c.trim()).filter(Boolean))];
        // No discounts are configured locally: codes are kept, marked not applicable, and flagged.
        const warnings = codes.map((code) => ({code: 'DISCOUNT_NOT_FOUND', message: `The discount code ${code} was not found.`, target: code}));
        return finish(context, cart, [], warnings, {discountCodes: codes});
      }),
  },
};

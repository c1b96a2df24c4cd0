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
import {
  discountWarningMessage,
  giftCardBalanceCents,
  giftCardProblem,
  normalizeGiftCardCode,
  uniqueCodes,
  type GiftCardProblem,
} from '../discount-codes';
import {parseGid} from '../gid';
import {appliedGiftCardGid, cartSource, type CartSource} from './cart';

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
  const source = await cartSource(context, next);
  return {cart: source, userErrors: [], warnings: [...warnings, ...(change.discountCodes ? discountWarnings(source) : [])].map(warning)};
}

/** Why each entered code does not apply, as the warnings of the mutation that set the codes. */
function discountWarnings(cart: CartSource): CartWarning[] {
  return cart._pricing.codes.flatMap((c) =>
    c.warning ? [{code: c.warning, message: discountWarningMessage(c.code, c.warning), target: String(cart.id)}] : [],
  );
}

const GIFT_CARD_MESSAGES: Record<GiftCardProblem, string> = {
  NOT_FOUND: 'Gift card code is invalid.',
  EXPIRED: 'Gift card has expired.',
  NO_BALANCE: 'Gift card has no remaining balance.',
};

/**
 * The normalised codes to keep, or the errors for codes that cannot pay (unknown, expired, spent):
 * a failing request changes nothing.
 */
async function giftCardCodes(context: StorefrontContext, codes: readonly string[], field: string[]) {
  const unique = uniqueCodes(codes, normalizeGiftCardCode).map(normalizeGiftCardCode);
  const errors: CartUserError[] = [];
  if (codes.length > context.limits.maxInputSize) {
    errors.push({field, code: 'INVALID', message: `The input array size of ${codes.length} is greater than the maximum allowed of ${context.limits.maxInputSize}.`});
    return {codes: unique, errors};
  }
  const spending = unique.length ? await context.db.giftCardSpending() : new Map<number, number>();
  const now = new Date();
  codes.forEach((raw, i) => {
    const card = context.catalog.giftCardsByCode.get(normalizeGiftCardCode(raw));
    const problem = giftCardProblem(card, card ? giftCardBalanceCents(card, spending.get(card.id) ?? 0) : 0, now);
    if (problem) errors.push({field: [...field, String(i)], code: 'INVALID', message: GIFT_CARD_MESSAGES[problem]});
  });
  return {codes: unique, errors};
}

function discountCodeErrors(codes: readonly string[], context: StorefrontContext, field: string[]): CartUserError[] {
  if (codes.length <= context.limits.maxInputSize) return [];
  return [{field, code: 'INVALID', message: `The input array size of ${codes.length} is greater than the maximum allowed of ${context.limits.maxInputSize}.`}];
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
  giftCardCodes?: string[] | null;
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
      const cards = await giftCardCodes(context, input?.giftCardCodes ?? [], ['input', 'giftCardCodes']);
      const errors = [
        ...cards.errors,
        ...discountCodeErrors(input?.discountCodes ?? [], context, ['input', 'discountCodes']),
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
        discountCodes: uniqueCodes(input?.discountCodes ?? []),
        giftCardCodes: cards.codes,
        buyerIdentity: identity.next,
      };
      await context.carts.save(cart);
      const source = await cartSource(context, cart);
      return {cart: source, userErrors: [], warnings: [...rules.warnings, ...discountWarnings(source)].map(warning)};
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
        // The list replaces the cart's codes; codes compare case-insensitively.
        const codes = args.discountCodes ?? [];
        return finish(context, cart, discountCodeErrors(codes, context, ['discountCodes']), [], {discountCodes: uniqueCodes(codes)});
      }),
    cartGiftCardCodesAdd: (_root: unknown, args: {cartId: string; giftCardCodes: string[]}, context) =>
      mutate(context, args.cartId, async (cart) => {
        const cards = await giftCardCodes(context, args.giftCardCodes, ['giftCardCodes']);
        const kept = [...(cart.giftCardCodes ?? []), ...cards.codes.filter((c) => !(cart.giftCardCodes ?? []).includes(c))];
        return finish(context, cart, cards.errors, [], {giftCardCodes: kept});
      }),
    cartGiftCardCodesUpdate: (_root: unknown, args: {cartId: string; giftCardCodes: string[]}, context) =>
      mutate(context, args.cartId, async (cart) => {
        const cards = await giftCardCodes(context, args.giftCardCodes, ['giftCardCodes']);
        return finish(context, cart, cards.errors, [], {giftCardCodes: cards.codes});
      }),
    cartGiftCardCodesRemove: (_root: unknown, args: {cartId: string; appliedGiftCardIds: string[]}, context) =>
      mutate(context, args.cartId, (cart) => {
        const applied = new Map(
          (cart.giftCardCodes ?? []).map((code) => [appliedGiftCardGid(context.catalog.giftCardsByCode.get(code)?.id ?? 0), code]),
        );
        const errors = args.appliedGiftCardIds.flatMap((id, i): CartUserError[] =>
          applied.has(id) && parseGid(id)?.type === 'AppliedGiftCard'
            ? []
            : [{field: ['appliedGiftCardIds', String(i)], code: 'INVALID', message: `The applied gift card with id ${id} does not exist.`}],
        );
        const removed = new Set(args.appliedGiftCardIds.map((id) => applied.get(id)));
        return finish(context, cart, errors, [], {giftCardCodes: (cart.giftCardCodes ?? []).filter((c) => !removed.has(c))});
      }),
  },
};

// The Cart and CartLine graph built from a stored cart: merchandise resolved once per cart, costs
// computed in cents with the shop's automatic discounts, and buyer details shown only to the owner
// of the cart's key.
import type {SeedDiscountCode} from '../../catalog/discount-codes';
import type {CartRecord} from '../../db/records';
import type {AutomaticDiscount} from '../automatic-discounts';
import {priceStoredCart, type PricedEntry} from '../cart-pricing';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap, StorefrontContext} from '../context';
import type {CartPricing, LineDiscount} from '../discount-codes';
import {cartGid, gid} from '../gid';
import {money} from '../money';
import {variantSource} from '../sources';
import {customerSource} from './customer';

interface LineSource {
  __typename: 'CartLine';
  id: string;
  quantity: number;
  attributes: {key: string; value: string}[];
  _parentLineId: string | null;
  [field: string]: unknown;
}

export interface CartSource {
  __typename: 'Cart';
  _record: CartRecord;
  _owner: boolean;
  _lines: LineSource[];
  _pricing: CartPricing;
  [field: string]: unknown;
}

export function checkoutUrl(context: StorefrontContext, cart: CartRecord): string {
  return `${context.publicUrl()}/checkouts/cn/${cart.token}?key=${cart.key}`;
}

function percentage(percent: number) {
  return {__typename: 'PricingPercentageValue', percentage: percent};
}

function codeValue(code: SeedDiscountCode) {
  return code.value.kind === 'percentage' ? percentage(code.value.percent) : money(code.value.cents);
}

/**
 * A product discount as Shopify allocates it: on the line it targets. An automatic one carries its
 * title, a code its code.
 */
function lineAllocation(discount: LineDiscount) {
  if (discount.kind === 'automatic') return automaticAllocation(discount.discount, discount.cents);
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: discount.code.code,
    discountedAmount: money(discount.cents),
    targetType: 'LINE_ITEM',
    discountApplication: {
      __typename: 'CartDiscountApplication',
      allocationMethod: 'EACH',
      targetSelection: 'ENTITLED',
      targetType: 'LINE_ITEM',
      value: codeValue(discount.code),
    },
  };
}

function automaticAllocation(discount: AutomaticDiscount, cents: number) {
  return {
    __typename: 'CartAutomaticDiscountAllocation',
    title: discount.title,
    discountedAmount: money(cents),
    targetType: 'LINE_ITEM',
    discountApplication: {
      __typename: 'CartDiscountApplication',
      allocationMethod: 'EACH',
      targetSelection: 'ENTITLED',
      targetType: 'LINE_ITEM',
      value: percentage(discount.percent),
    },
  };
}

/** An order code spreads across every line (allocation ACROSS), so it sits on the cart, not a line. */
function orderAllocation(discount: NonNullable<CartPricing['orderDiscount']>) {
  return {
    __typename: 'CartCodeDiscountAllocation',
    code: discount.code.code,
    discountedAmount: money(discount.cents),
    targetType: 'LINE_ITEM',
    discountApplication: {
      __typename: 'CartDiscountApplication',
      allocationMethod: 'ACROSS',
      targetSelection: 'ALL',
      targetType: 'LINE_ITEM',
      value: codeValue(discount.code),
    },
  };
}

function lineSource(entry: PricedEntry, priced: CartPricing['lines'][number]): LineSource {
  const {line, merchandise, price} = entry;
  // The transform's surcharge raises the compare-at price too, as the product page shows it.
  const surcharge = price.unitCents - merchandise.variant.priceCents;
  const compareAt = merchandise.variant.compareAtPriceCents === null ? null : merchandise.variant.compareAtPriceCents + surcharge;
  const subtotal = money(priced.subtotalCents);
  const total = money(priced.totalCents);
  return {
    __typename: 'CartLine',
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes.map((a) => ({__typename: 'Attribute', ...a})),
    _parentLineId: line.parentLineId ?? null,
    merchandise: variantSource(merchandise.product, merchandise.variant),
    cost: {
      __typename: 'CartLineCost',
      amountPerQuantity: money(price.unitCents),
      compareAtAmountPerQuantity: compareAt === null ? null : money(compareAt),
      subtotalAmount: subtotal,
      totalAmount: total,
    },
    estimatedCost: {
      __typename: 'CartLineEstimatedCost',
      amount: total,
      compareAtAmount: compareAt === null ? null : money(compareAt * line.quantity),
      subtotalAmount: subtotal,
      totalAmount: total,
    },
    discountAllocations: priced.discount ? [lineAllocation(priced.discount)] : [],
    sellingPlanAllocation: null,
    instructions: {__typename: 'CartLineInstructions', canRemove: true, canUpdateQuantity: true},
  };
}

export function appliedGiftCardGid(id: number): string {
  return gid('AppliedGiftCard', id);
}

export async function cartSource(context: StorefrontContext, cart: CartRecord, owner = true): Promise<CartSource> {
  const {entries, pricing} = await priceStoredCart(context, cart);
  const lines = entries.map((entry, i) => lineSource(entry, pricing.lines[i]!));
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const line of lines) {
    const parent = line._parentLineId ? byId.get(line._parentLineId) : undefined;
    line.parentRelationship = parent ? {__typename: 'CartLineParentRelationship', parent} : null;
  }
  return {
    __typename: 'Cart',
    _record: cart,
    _owner: owner,
    _lines: lines,
    _pricing: pricing,
    id: cartGid(cart.token, cart.key),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes.map((a) => ({__typename: 'Attribute', ...a})),
    checkoutUrl: checkoutUrl(context, cart),
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    discountCodes: pricing.codes.map((c) => ({__typename: 'CartDiscountCode', code: c.code, applicable: c.applicable})),
    // Only discounts on the whole cart belong here; product discounts sit on their lines.
    discountAllocations: pricing.orderDiscount ? [orderAllocation(pricing.orderDiscount)] : [],
    appliedGiftCards: pricing.giftCards.map((g) => ({
      __typename: 'AppliedGiftCard',
      id: appliedGiftCardGid(g.card.id),
      lastCharacters: g.card.code.slice(-4),
      amountUsed: money(g.usedCents),
      amountUsedV2: money(g.usedCents),
      presentmentAmountUsed: money(g.usedCents),
      balance: money(g.balanceCents),
      balanceV2: money(g.balanceCents),
    })),
    delivery: {__typename: 'CartDelivery', addresses: []},
  };
}

function cartCost(cart: CartSource) {
  const subtotal = money(cart._pricing.subtotalCents);
  return {
    __typename: 'CartCost',
    // "Before taxes and discounts": order codes and gift cards are not taken off.
    checkoutChargeAmount: subtotal,
    subtotalAmount: subtotal,
    subtotalAmountEstimated: false,
    // What the buyer still pays: after order discounts and what the gift cards cover.
    totalAmount: money(cart._pricing.dueCents),
    // Tax and duties are worked out at checkout, so the total is an estimate until then.
    totalAmountEstimated: true,
    totalTaxAmount: null,
    totalTaxAmountEstimated: true,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
}

const findAttribute = (list: {key: string}[], key: string) => list.find((a) => a.key === key) ?? null;

export const cartResolvers: ResolverMap = {
  QueryRoot: {
    cart: async (_root: unknown, args: {id: string}, context) => {
      const found = await context.carts.find(args.id);
      return found ? cartSource(context, found.cart, found.access === 'owner') : null;
    },
  },
  Cart: {
    lines: (cart: CartSource, args: ConnectionArgs) => connection(cart._lines, args, (l) => l.id),
    cost: (cart: CartSource) => cartCost(cart),
    estimatedCost: (cart: CartSource) => {
      const {subtotalAmount, totalAmount, totalTaxAmount, totalDutyAmount, checkoutChargeAmount} = cartCost(cart);
      return {__typename: 'CartEstimatedCost', subtotalAmount, totalAmount, totalTaxAmount, totalDutyAmount, checkoutChargeAmount};
    },
    attribute: (cart: CartSource, args: {key: string}) => findAttribute(cart._record.attributes, args.key),
    buyerIdentity: (cart: CartSource) => {
      const identity = cart._record.buyerIdentity;
      return {
        __typename: 'CartBuyerIdentity',
        countryCode: identity.countryCode,
        email: cart._owner ? identity.email : null,
        phone: cart._owner ? identity.phone : null,
        _customerId: cart._owner ? identity.customerId : null,
        deliveryAddressPreferences: [],
        preferences: null,
        purchasingCompany: null,
      };
    },
    deliveryGroups: (_cart: CartSource, args: ConnectionArgs) => connection([], args, () => '', {requirePageSize: false}),
    metafield: () => null,
    metafields: (_cart: CartSource, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  CartBuyerIdentity: {
    customer: async (identity: {_customerId: string | null}, _args: unknown, context) => {
      if (!identity._customerId) return null;
      const customer = await context.db.getCustomerById(identity._customerId);
      return customer ? customerSource(customer) : null;
    },
  },
  CartLine: {
    attribute: (line: LineSource, args: {key: string}) => findAttribute(line.attributes, args.key),
  },
};

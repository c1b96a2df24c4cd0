// The Cart and CartLine graph built from a stored cart: merchandise resolved once per cart, costs
// computed in cents with the shop's automatic discounts, and buyer details shown only to the owner
// of the cart's key.
import type {CartRecord} from '../../db/records';
import type {AutomaticDiscount, LinePrice} from '../automatic-discounts';
import {priceCartLine} from '../cart-transform';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap, StorefrontContext} from '../context';
import {cartGid} from '../gid';
import type {Merchandise} from '../merchandise';
import {money} from '../money';
import {variantSource} from '../sources';
import {customerSource} from './customer';

interface LineSource {
  __typename: 'CartLine';
  id: string;
  quantity: number;
  attributes: {key: string; value: string}[];
  [field: string]: unknown;
}

export interface CartSource {
  __typename: 'Cart';
  _record: CartRecord;
  _owner: boolean;
  _lines: LineSource[];
  _subtotalCents: number;
  [field: string]: unknown;
}

export function checkoutUrl(context: StorefrontContext, cart: CartRecord): string {
  return `${context.publicUrl()}/checkouts/cn/${cart.token}?key=${cart.key}`;
}

/**
 * A product discount as Shopify allocates it: on the line it targets (Cart.discountAllocations
 * holds only discounts on the whole cart, and these shop discounts never are).
 */
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
      value: {__typename: 'PricingPercentageValue', percentage: discount.percent},
    },
  };
}

function lineSource(line: CartRecord['lines'][number], merchandise: Merchandise, price: LinePrice): LineSource {
  // The transform's surcharge raises the compare-at price too, as the product page shows it.
  const surcharge = price.unitCents - merchandise.variant.priceCents;
  const compareAt = merchandise.variant.compareAtPriceCents === null ? null : merchandise.variant.compareAtPriceCents + surcharge;
  const subtotal = money(price.subtotalCents);
  const total = money(price.totalCents);
  return {
    __typename: 'CartLine',
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes.map((a) => ({__typename: 'Attribute', ...a})),
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
    discountAllocations: price.discount ? [automaticAllocation(price.discount, price.discountCents)] : [],
    sellingPlanAllocation: null,
    parentRelationship: null,
    instructions: {__typename: 'CartLineInstructions', canRemove: true, canUpdateQuantity: true},
  };
}

export async function cartSource(context: StorefrontContext, cart: CartRecord, owner = true): Promise<CartSource> {
  const resolved = await Promise.all(cart.lines.map((l) => context.merchandise.byVariantId(l.merchandiseId)));
  const lines: LineSource[] = [];
  let subtotal = 0;
  cart.lines.forEach((line, i) => {
    const merchandise = resolved[i];
    // A line whose merchandise left the catalogue (after a reseed) is dropped, as Shopify does.
    if (!merchandise) return;
    const price = priceCartLine(context.catalog.automaticDiscounts, merchandise.product, merchandise.variant.priceCents, line.attributes, line.quantity);
    lines.push(lineSource(line, merchandise, price));
    // The subtotal is after line-level discounts ("before taxes and cart-level discounts").
    subtotal += price.totalCents;
  });
  return {
    __typename: 'Cart',
    _record: cart,
    _owner: owner,
    _lines: lines,
    _subtotalCents: subtotal,
    id: cartGid(cart.token, cart.key),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes.map((a) => ({__typename: 'Attribute', ...a})),
    checkoutUrl: checkoutUrl(context, cart),
    totalQuantity: lines.reduce((n, l) => n + l.quantity, 0),
    discountCodes: cart.discountCodes.map((code) => ({__typename: 'CartDiscountCode', code, applicable: false})),
    // Only discounts on the whole cart belong here; the shop's product discounts sit on their lines.
    discountAllocations: [],
    appliedGiftCards: [],
    delivery: {__typename: 'CartDelivery', addresses: []},
  };
}

function cartCost(cart: CartSource) {
  const subtotal = money(cart._subtotalCents);
  return {
    __typename: 'CartCost',
    checkoutChargeAmount: subtotal,
    subtotalAmount: subtotal,
    subtotalAmountEstimated: false,
    totalAmount: subtotal,
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

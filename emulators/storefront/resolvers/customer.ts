// Classic customer accounts: access tokens from email and password, and the customer with orders.
import {randomBytes} from 'node:crypto';
import type {SeedCustomer} from '../../catalog/model';
import type {OrderRecord} from '../../db/records';
import {connection, type ConnectionArgs} from '../connection';
import type {ResolverMap, StorefrontContext} from '../context';
import {money} from '../money';
import {variantSource} from '../sources';

const TOKEN_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

interface CustomerSource {
  __typename: 'Customer';
  _seed: SeedCustomer;
  [field: string]: unknown;
}

export function customerSource(customer: SeedCustomer): CustomerSource {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return {
    __typename: 'Customer',
    _seed: customer,
    id: customer.id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    createdAt: customer.createdAt,
    updatedAt: customer.createdAt,
    displayName: name || customer.email,
    tags: [],
    avatarUrl: null,
    defaultAddress: null,
    socialLoginProvider: null,
  };
}

function orderSource(order: OrderRecord) {
  const zero = money(0);
  const subtotal = money(order.subtotalCents);
  const total = money(order.totalCents);
  const tax = money(order.totalTaxCents);
  return {
    __typename: 'Order',
    _seed: order,
    id: order.id,
    name: `#${order.orderNumber}`,
    orderNumber: order.orderNumber,
    processedAt: order.processedAt,
    financialStatus: order.financialStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    email: order.email,
    phone: null,
    currencyCode: 'USD',
    customerLocale: 'en',
    edited: false,
    cancelReason: null,
    canceledAt: null,
    customAttributes: [],
    shippingAddress: null,
    billingAddress: null,
    shippingDiscountAllocations: [],
    successfulFulfillments: [],
    subtotalPrice: subtotal,
    subtotalPriceV2: subtotal,
    currentSubtotalPrice: subtotal,
    totalPrice: total,
    totalPriceV2: total,
    currentTotalPrice: total,
    originalTotalPrice: total,
    totalTax: tax,
    totalTaxV2: tax,
    currentTotalTax: tax,
    totalShippingPrice: zero,
    totalShippingPriceV2: zero,
    currentTotalShippingPrice: zero,
    totalRefunded: zero,
    totalRefundedV2: zero,
    currentTotalDuties: null,
    originalTotalDuties: null,
  };
}

async function customerForToken(context: StorefrontContext, accessToken: string) {
  const token = await context.db.getCustomerAccessToken(accessToken);
  if (!token || Date.parse(token.expiresAt) <= Date.now()) return null;
  return context.db.getCustomerById(token.customerId);
}

export const customerResolvers: ResolverMap = {
  QueryRoot: {
    customer: async (_root: unknown, args: {customerAccessToken: string}, context) => {
      const customer = await customerForToken(context, args.customerAccessToken);
      return customer ? customerSource(customer) : null;
    },
  },
  Mutation: {
    customerAccessTokenCreate: async (_root: unknown, args: {input: {email: string; password: string}}, context) => {
      const customer = await context.db.getCustomerByEmail(args.input.email.trim().toLowerCase());
      if (!customer || customer.password !== args.input.password) {
        const message = 'Unidentified customer';
        return {
          customerAccessToken: null,
          customerUserErrors: [{__typename: 'CustomerUserError', code: 'UNIDENTIFIED_CUSTOMER', field: null, message}],
          userErrors: [{__typename: 'UserError', field: null, message}],
        };
      }
      const record = {
        accessToken: randomBytes(16).toString('hex'),
        customerId: customer.id,
        expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS).toISOString(),
      };
      await context.db.saveCustomerAccessToken(record);
      return {
        customerAccessToken: {__typename: 'CustomerAccessToken', accessToken: record.accessToken, expiresAt: record.expiresAt},
        customerUserErrors: [],
        userErrors: [],
      };
    },
    // Only marketing consent is emulated: other fields are refused, as a field Shopify would change
    // here but the stack would silently ignore.
    customerUpdate: async (_root: unknown, args: {customerAccessToken: string; customer: Record<string, unknown>}, context) => {
      const customer = await customerForToken(context, args.customerAccessToken);
      const failure = (code: string, field: string[] | null, message: string) => ({
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [{__typename: 'CustomerUserError', code, field, message}],
        userErrors: [{__typename: 'UserError', field, message}],
      });
      if (!customer) return failure('TOKEN_INVALID', ['customerAccessToken'], 'Customer access token is invalid');
      const fields = Object.keys(args.customer);
      if (fields.length !== 1 || fields[0] !== 'acceptsMarketing' || typeof args.customer.acceptsMarketing !== 'boolean') {
        throw new Error('The local stack emulates customerUpdate for acceptsMarketing only');
      }
      const updated = await context.db.setCustomerAcceptsMarketing(customer.id, args.customer.acceptsMarketing);
      return {customer: updated ? customerSource(updated) : null, customerAccessToken: null, customerUserErrors: [], userErrors: []};
    },
    customerAccessTokenDelete: async (_root: unknown, args: {customerAccessToken: string}, context) => {
      const token = await context.db.getCustomerAccessToken(args.customerAccessToken);
      if (!token) {
        return {
          deletedAccessToken: null,
          deletedCustomerAccessTokenId: null,
          userErrors: [{__typename: 'UserError', field: ['customerAccessToken'], message: 'access token does not exist'}],
        };
      }
      await context.db.deleteCustomerAccessToken(token.accessToken);
      return {deletedAccessToken: token.accessToken, deletedCustomerAccessTokenId: token.accessToken, userErrors: []};
    },
  },
  Customer: {
    numberOfOrders: async (c: CustomerSource, _args: unknown, context) =>
      String((await context.db.listOrdersByCustomer(c._seed.id)).length),
    orders: async (c: CustomerSource, args: ConnectionArgs & {sortKey?: string | null}, context) => {
      const orders = await context.db.listOrdersByCustomer(c._seed.id);
      const ordered = [...orders].sort((a, b) =>
        args.sortKey === 'ID' ? a.orderNumber - b.orderNumber : a.processedAt.localeCompare(b.processedAt),
      );
      return connection(ordered.map(orderSource), args, (o) => o.id);
    },
    addresses: (_c: CustomerSource, args: ConnectionArgs) => connection([], args, () => '', {requirePageSize: false}),
    metafield: () => null,
    metafields: (_c: CustomerSource, args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  },
  Order: {
    lineItems: (order: {_seed: OrderRecord}, args: ConnectionArgs) =>
      connection(
        order._seed.lines.map((line, i) => ({
          __typename: 'OrderLineItem',
          _key: String(i),
          _variantId: line.variantId,
          title: line.title,
          quantity: line.quantity,
          currentQuantity: line.quantity,
          customAttributes: line.attributes.map((a) => ({__typename: 'Attribute', ...a})),
          originalTotalPrice: money(line.priceCents * line.quantity),
          discountedTotalPrice: money(line.priceCents * line.quantity - (line.discount?.cents ?? 0)),
          discountAllocations: line.discount
            ? [
                {
                  __typename: 'DiscountAllocation',
                  allocatedAmount: money(line.discount.cents),
                  discountApplication: {
                    __typename: 'AutomaticDiscountApplication',
                    title: line.discount.title,
                    allocationMethod: 'EACH',
                    targetSelection: 'ENTITLED',
                    targetType: 'LINE_ITEM',
                    value: {__typename: 'PricingPercentageValue', percentage: line.discount.percent},
                  },
                },
              ]
            : [],
        })),
        args,
        (item) => item._key,
      ),
    discountApplications: (_order: unknown, args: ConnectionArgs) => connection([], args, () => '', {requirePageSize: false}),
    statusUrl: (order: {_seed: OrderRecord}, _args: unknown, context) => `${context.publicUrl()}/orders/${encodeURIComponent(order._seed.id)}`,
  },
  OrderLineItem: {
    variant: async (item: {_variantId: string | null}, _args: unknown, context) => {
      if (!item._variantId) return null;
      const entry = await context.merchandise.byVariantId(item._variantId);
      return entry ? variantSource(entry.product, entry.variant) : null;
    },
  },
};

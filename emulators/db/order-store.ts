// Orders: the seeded history and those checkout places. Numbers come from a sequence that starts
// at 1001, or just after the highest seeded number, like a real shop's.
import type {Gid, SeedOrder} from '../catalog/model';
import type {CartRecord, OrderRecord} from './records';
import type {Queryable} from './queryable';

export type NewOrder = Omit<OrderRecord, 'id' | 'orderNumber' | 'cartToken'>;

export class PlaceOrderError extends Error {
  constructor(
    readonly code: 'CART_NOT_FOUND' | 'CART_COMPLETED',
    readonly cartToken: string,
    message: string,
  ) {
    super(message);
    this.name = 'PlaceOrderError';
  }
}

/** Placed orders get the numeric gid of their order number, as seeded orders are expected to. */
export function orderGid(orderNumber: number): Gid {
  return `gid://shopify/Order/${orderNumber}`;
}

async function insertOrder(sql: Queryable, order: OrderRecord): Promise<void> {
  await sql.query(
    `INSERT INTO orders (id, order_number, customer_id, cart_token, processed_at, doc)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
    [order.id, order.orderNumber, order.customerId, order.cartToken, order.processedAt, JSON.stringify(order)],
  );
}

export async function insertSeedOrders(sql: Queryable, orders: SeedOrder[]): Promise<void> {
  for (const order of orders) await insertOrder(sql, {...order, cartToken: null});
  await sql.query(
    `SELECT setval('order_number_seq', GREATEST((SELECT max(order_number) FROM orders), 1000))`,
  );
}

export async function listOrders(sql: Queryable): Promise<SeedOrder[]> {
  const result = await sql.query<{doc: OrderRecord}>('SELECT doc FROM orders ORDER BY order_number');
  return result.rows.map(({doc: {cartToken: _cartToken, ...order}}) => order);
}

/** Oldest first (by order number). */
export async function listOrdersByCustomer(sql: Queryable, customerId: Gid): Promise<OrderRecord[]> {
  const result = await sql.query<{doc: OrderRecord}>(
    'SELECT doc FROM orders WHERE customer_id = $1 ORDER BY order_number',
    [customerId],
  );
  return result.rows.map((row) => row.doc);
}

export async function getOrder(sql: Queryable, id: Gid): Promise<OrderRecord | null> {
  const result = await sql.query<{doc: OrderRecord}>('SELECT doc FROM orders WHERE id = $1', [id]);
  return result.rows[0]?.doc ?? null;
}

export async function giftCardSpending(sql: Queryable): Promise<Map<number, number>> {
  const result = await sql.query<{id: number; cents: number}>(
    `SELECT (card->>'id')::integer AS id, sum((card->>'usedCents')::integer)::integer AS cents
     FROM orders, jsonb_array_elements(COALESCE(doc->'giftCards', '[]'::jsonb)) AS card GROUP BY 1`,
  );
  return new Map(result.rows.map((row) => [row.id, row.cents]));
}

/**
 * Must run inside a transaction. The cart is checked before nextval() because sequences ignore
 * rollbacks: a refused order then consumes no order number. The cart's completedAt is the order's
 * processedAt, so both records tell the same time.
 */
export async function placeOrder(sql: Queryable, cartToken: string, order: NewOrder): Promise<OrderRecord> {
  const cart = await sql.query<{doc: CartRecord}>('SELECT doc FROM carts WHERE token = $1 FOR UPDATE', [cartToken]);
  const stored = cart.rows[0]?.doc;
  if (!stored) {
    throw new PlaceOrderError('CART_NOT_FOUND', cartToken, `Cannot place an order: cart ${cartToken} does not exist`);
  }
  if (stored.completedAt !== null) {
    throw new PlaceOrderError(
      'CART_COMPLETED',
      cartToken,
      `Cannot place an order: cart ${cartToken} was already completed by order ${stored.orderId ?? '(unknown)'}`,
    );
  }
  const next = await sql.query<{n: number}>(`SELECT nextval('order_number_seq')::integer AS n`);
  const orderNumber = next.rows[0]?.n;
  if (orderNumber === undefined) throw new Error('order_number_seq returned no value');
  const placed: OrderRecord = {...order, id: orderGid(orderNumber), orderNumber, cartToken};
  await insertOrder(sql, placed);
  await sql.query(
    `UPDATE carts SET doc = doc || jsonb_build_object('completedAt', $2::text, 'orderId', $3::text)
     WHERE token = $1`,
    [cartToken, order.processedAt, placed.id],
  );
  return placed;
}

// Carts as one JSONB document each: the emulator reads and replaces a cart whole, never a part.
import type {CartRecord} from './records';
import type {Queryable} from './queryable';

/** Thrown when a save would reopen a cart that checkout has already completed. */
export class CartCompletedError extends Error {
  constructor(readonly token: string) {
    super(`Cart ${token} is already completed and can no longer change`);
    this.name = 'CartCompletedError';
  }
}

export async function getCart(sql: Queryable, token: string): Promise<CartRecord | null> {
  const result = await sql.query<{doc: CartRecord}>('SELECT doc FROM carts WHERE token = $1', [token]);
  return result.rows[0]?.doc ?? null;
}

// A cart mutation that read the cart before checkout completed it would otherwise silently
// clear completedAt (a lost update), so the replace only applies while the stored cart is open.
export async function saveCart(sql: Queryable, cart: CartRecord): Promise<void> {
  const result = await sql.query(
    `INSERT INTO carts (token, doc, updated_at) VALUES ($1, $2::jsonb, $3)
     ON CONFLICT (token) DO UPDATE SET doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at
     WHERE carts.doc->>'completedAt' IS NULL OR EXCLUDED.doc->>'completedAt' IS NOT NULL`,
    [cart.token, JSON.stringify(cart), cart.updatedAt],
  );
  if (result.affectedRows === 0) throw new CartCompletedError(cart.token);
}

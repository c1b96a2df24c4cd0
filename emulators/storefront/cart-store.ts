// Loads and saves carts through the database, one mutation at a time per cart so that concurrent
// requests on the same cart never lose each other's changes.
import {randomBytes, randomUUID} from 'node:crypto';
import type {CartRecord, LocalStackDatabase} from '../db/records';
import {cartLineGid, parseCartGid} from './gid';

export type CartAccess = 'owner' | 'token-only';

export class CartStore {
  readonly #db: LocalStackDatabase;
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(db: LocalStackDatabase) {
    this.#db = db;
  }

  /**
   * The open cart for an id. Shopify resolves a cart by its token, but only the full id with the
   * right key proves the caller owns it (and may see the buyer's details or change it).
   */
  async find(cartId: string): Promise<{cart: CartRecord; access: CartAccess} | null> {
    const parsed = parseCartGid(cartId);
    if (!parsed) return null;
    const cart = await this.#db.getCart(parsed.token);
    if (!cart || cart.completedAt) return null;
    return {cart, access: parsed.key === cart.key ? 'owner' : 'token-only'};
  }

  newCart(now: Date = new Date()): CartRecord {
    const at = now.toISOString();
    return {
      token: `hWN${randomBytes(12).toString('hex')}`,
      key: randomBytes(16).toString('hex'),
      lines: [],
      note: '',
      attributes: [],
      discountCodes: [],
      buyerIdentity: {email: null, phone: null, countryCode: 'US', customerId: null},
      createdAt: at,
      updatedAt: at,
      completedAt: null,
      orderId: null,
    };
  }

  lineIdFactory(cart: CartRecord): () => string {
    return () => cartLineGid(randomUUID(), cart.token);
  }

  async save(cart: CartRecord): Promise<void> {
    await this.#db.saveCart(cart);
  }

  /**
   * Runs `change` with the owned cart (null when the id does not name an open cart owned by the
   * caller), serialised with every other change to the same cart.
   */
  async change<T>(cartId: string, change: (cart: CartRecord | null) => Promise<T>): Promise<T> {
    const token = parseCartGid(cartId)?.token ?? '';
    const previous = this.#queues.get(token) ?? Promise.resolve();
    const run = previous.then(async () => {
      const found = await this.find(cartId);
      return change(found?.access === 'owner' ? found.cart : null);
    });
    const settled = run.catch(() => undefined);
    this.#queues.set(token, settled);
    void settled.then(() => {
      if (this.#queues.get(token) === settled) this.#queues.delete(token);
    });
    return run;
  }
}

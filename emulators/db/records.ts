// What the local stack persists beyond the seeded catalogue, and the database's contract.
// Implemented by `database.ts` over PGlite; used by the Storefront API emulator and checkout.
import type {
  Catalog,
  Gid,
  SeedCustomer,
  SeedDiamond,
  SeedOrder,
} from '../catalog/model';

export interface AttributeRecord {
  key: string;
  value: string;
}

export interface CartLineRecord {
  /** Full line gid, e.g. `gid://shopify/CartLine/<uuid>?cart=<token>`. */
  id: Gid;
  merchandiseId: Gid;
  quantity: number;
  attributes: AttributeRecord[];
  /** The line this one is nested under (`CartLineInput.parent`), e.g. a care plan under its ring. */
  parentLineId?: Gid | null;
}

export interface CartRecord {
  /** Cart token; the cart gid is `gid://shopify/Cart/<token>?key=<key>`. */
  token: string;
  key: string;
  lines: CartLineRecord[];
  note: string;
  attributes: AttributeRecord[];
  discountCodes: string[];
  /** Normalised codes of the applied gift cards, in the order applied (absent on older carts). */
  giftCardCodes?: string[];
  buyerIdentity: {
    email: string | null;
    phone: string | null;
    countryCode: string | null;
    customerId: Gid | null;
  };
  createdAt: string;
  updatedAt: string;
  /** Set when checkout placed an order; a completed cart no longer resolves. */
  completedAt: string | null;
  orderId: Gid | null;
}

export interface OrderRecord extends SeedOrder {
  cartToken: string | null;
  /** Discount codes that applied, and what the order code took off the subtotal. */
  discountCodes?: string[];
  orderDiscountCents?: number;
  /** What each gift card paid; the card's balance drops by it. */
  giftCards?: {id: number; lastCharacters: string; usedCents: number}[];
  /** What was charged after gift cards. */
  amountDueCents?: number;
}

export interface CustomerAccessTokenRecord {
  accessToken: string;
  customerId: Gid;
  expiresAt: string;
}

export interface WebhookSubmissionRecord {
  id: number;
  topic: string;
  receivedAt: string;
  payload: unknown;
}

export interface LocalStackDatabase {
  close(): Promise<void>;
  /** True when a catalogue has been seeded (and with which parameters). */
  seedInfo(): Promise<{seed: number; diamondCount: number; fingerprint: string; seededAt: string} | null>;
  /** Drops everything (catalogue, carts, orders, customers, tokens). */
  reset(): Promise<void>;
  /** Writes the catalogue, its customers and orders, and the diamonds, in batches. */
  seed(
    catalog: Catalog,
    diamonds: Iterable<SeedDiamond>,
    info: {seed: number; diamondCount: number; fingerprint?: string},
  ): Promise<void>;
  loadCatalog(): Promise<Catalog>;
  /** Streams every stored diamond in stock-number order, in batches. */
  diamondBatches(batchSize?: number): AsyncIterable<SeedDiamond[]>;
  diamondCount(): Promise<number>;
  getDiamondByVariantId(variantId: Gid): Promise<SeedDiamond | null>;
  getDiamondByHandle(handle: string): Promise<SeedDiamond | null>;

  getCart(token: string): Promise<CartRecord | null>;
  /** Inserts or replaces the whole cart atomically; durable when the promise resolves. */
  saveCart(cart: CartRecord): Promise<void>;

  getCustomerById(id: Gid): Promise<SeedCustomer | null>;
  getCustomerByEmail(email: string): Promise<SeedCustomer | null>;
  setCustomerAcceptsMarketing(id: Gid, acceptsMarketing: boolean): Promise<SeedCustomer | null>;
  saveCustomerAccessToken(token: CustomerAccessTokenRecord): Promise<void>;
  getCustomerAccessToken(accessToken: string): Promise<CustomerAccessTokenRecord | null>;
  deleteCustomerAccessToken(accessToken: string): Promise<void>;

  listOrdersByCustomer(customerId: Gid): Promise<OrderRecord[]>;
  getOrder(id: Gid): Promise<OrderRecord | null>;
  /** What placed orders took from each gift card, by card id. */
  giftCardSpending(): Promise<Map<number, number>>;
  /**
   * In one transaction: assigns the next order number, stores the order and marks the cart
   * completed. Fails (and changes nothing) when the cart is missing or already completed.
   */
  placeOrder(
    cartToken: string,
    order: Omit<OrderRecord, 'id' | 'orderNumber' | 'cartToken'>,
  ): Promise<OrderRecord>;

  /** Stores one webhook delivery; durable when the promise resolves. */
  saveWebhookSubmission(topic: string, payload: unknown): Promise<WebhookSubmissionRecord>;
  /** The newest submissions first, optionally of one topic. */
  listWebhookSubmissions(options?: {topic?: string; limit?: number}): Promise<WebhookSubmissionRecord[]>;
}

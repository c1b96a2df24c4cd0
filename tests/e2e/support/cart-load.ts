// Concurrent shoppers against the storefront's own cart endpoints (issue 10): each shopper runs
// its operations one after another, keeps the sequential model of what it was told succeeded
// (checked against the cart after every operation), and in the end its cart must equal that model. Used by the load spec, the fault spec and
// `npm run bench:load`. An operation that got no answer (the stack was down) may or may not have
// happened: both outcomes are accepted, anything else is a lost or duplicated line.
import {ApiShopper, type ViewCart} from './api-shopper';
import type {RawResponse} from './http';

/** Stays under the per-line maximum (10) and the stock of the pieces chosen (at least 10). */
const storeDomain = process.env.PUBLIC_STORE_DOMAIN ?? '';
const storefrontToken = process.env.PUBLIC_STOREFRONT_API_TOKEN ?? 'local-public-storefront-token-32';

const MAX_QUANTITY = 10;
const NOTES = ['', 'Always', 'Happy anniversary', 'For you', 'Love, A.'];

/** What a shopper's cart should hold: each line (by id) with its variant and quantity, and the note. */
interface Model {
  lines: Map<string, {variant: string; quantity: number}>;
  note: string;
}

export interface LoadOptions {
  shoppers: number;
  operationsPerShopper: number;
  /** Called after each operation with the number done so far, across shoppers. */
  onProgress?: (done: number) => void;
  /** Wait out an outage (retrying reads this often) instead of giving up on the shopper. */
  retryUnavailableMs?: number;
  deadlineMs?: number;
}

export interface LoadReport {
  shoppers: number;
  operations: number;
  requests: number;
  /** 5xx answers other than 502/503, and requests that got no answer while nothing was down. */
  serverErrors: number;
  /** 502/503 (the platform unreachable) and requests that got no answer. */
  unavailable: number;
  unexpected: string[];
  lostLines: number;
  duplicatedLines: number;
  mismatchedCarts: string[];
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

type Operation =
  | {kind: 'add'; variant: string; quantity: number}
  | {kind: 'update'; line: string; quantity: number}
  | {kind: 'remove'; line: string}
  | {kind: 'note'; note: string}
  | {kind: 'read'};

/** A deterministic pseudo-random sequence per shopper, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const totalOf = (model: Model, variant: string) => [...model.lines.values()].filter((l) => l.variant === variant).reduce((sum, l) => sum + l.quantity, 0);

function nextOperation(model: Model, variants: string[], rand: () => number): Operation {
  const lines = [...model.lines.keys()];
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const roll = rand();
  if (roll < 0.35 || lines.length === 0) {
    const room = variants.filter((v) => totalOf(model, v) < MAX_QUANTITY);
    if (room.length) {
      const variant = pick(room);
      return {kind: 'add', variant, quantity: 1 + Math.floor(rand() * Math.min(3, MAX_QUANTITY - totalOf(model, variant)))};
    }
  }
  if (roll < 0.6 && lines.length) {
    const line = pick(lines);
    const others = totalOf(model, model.lines.get(line)!.variant) - model.lines.get(line)!.quantity;
    return {kind: 'update', line, quantity: 1 + Math.floor(rand() * (MAX_QUANTITY - others))};
  }
  if (roll < 0.75 && lines.length) return {kind: 'remove', line: pick(lines)};
  if (roll < 0.85) return {kind: 'note', note: pick(NOTES)};
  return {kind: 'read'};
}

/** The cart's lines of the load's pieces (care plans, gifts and the love-note line are not the shopper's). */
function linesOf(cart: ViewCart | null, variants: Set<string>): Map<string, {variant: string; quantity: number}> {
  const lines = new Map<string, {variant: string; quantity: number}>();
  for (const entry of cart?.lines ?? []) {
    for (const item of entry.items) {
      if (!item.isCarePlan && variants.has(item.variantId)) lines.set(item.id, {variant: item.variantId, quantity: item.quantity});
    }
  }
  return lines;
}

const sameLines = (a: Model['lines'], b: Model['lines']) =>
  a.size === b.size && [...a].every(([id, line]) => b.get(id)?.variant === line.variant && b.get(id)?.quantity === line.quantity);

const matches = (model: Model, cart: ViewCart | null, variants: Set<string>) =>
  sameLines(model.lines, linesOf(cart, variants)) && (cart?.requestedLoveNote ?? '') === model.note;

/**
 * The models the operation may lead to. An add either raises a line of that piece or makes a new
 * one, whose id only the cart can tell: `after` (the cart as read back) names it.
 */
function outcomes(model: Model, op: Operation, after: ViewCart | null, variants: Set<string>): Model[] {
  const lines = new Map(model.lines);
  switch (op.kind) {
    case 'add': {
      const results: Model[] = [];
      for (const [id, line] of model.lines) {
        if (line.variant !== op.variant) continue;
        const merged = new Map(lines);
        merged.set(id, {...line, quantity: line.quantity + op.quantity});
        results.push({...model, lines: merged});
      }
      for (const [id, line] of linesOf(after, variants)) {
        if (!model.lines.has(id) && line.variant === op.variant) results.push({...model, lines: new Map(lines).set(id, {variant: op.variant, quantity: op.quantity})});
      }
      return results;
    }
    case 'update':
      lines.set(op.line, {...lines.get(op.line)!, quantity: op.quantity});
      return [{...model, lines}];
    case 'remove':
      lines.delete(op.line);
      // Removing the last paid entry empties the love note with the cart (the journeys issue).
      return [{lines, note: lines.size ? model.note : ''}];
    case 'note':
      return [{...model, note: op.note}];
    case 'read':
      return [model];
  }
}

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Ready-made pieces with stock for a full line: no stock warning ever adjusts a quantity. */
export async function loadVariants(count = 6): Promise<string[]> {
  const response = await fetch(`${storeDomain}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': storefrontToken},
    body: JSON.stringify({
      query: `{ products(first: 100, query: "product_type:Earrings OR product_type:Necklaces OR product_type:Bracelets") { nodes { variants(first: 5) { nodes { id availableForSale quantityAvailable } } } } }`,
    }),
  });
  const body = (await response.json()) as {data: {products: {nodes: {variants: {nodes: {id: string; availableForSale: boolean; quantityAvailable: number | null}[]}}[]}}};
  const stocked = body.data.products.nodes
    .flatMap((p) => p.variants.nodes)
    .filter((v) => v.availableForSale && (v.quantityAvailable === null || v.quantityAvailable >= MAX_QUANTITY))
    .map((v) => v.id);
  if (stocked.length < count) throw new Error(`only ${stocked.length} pieces have stock for a full line`);
  return stocked.slice(0, count);
}

export async function runCartLoad(options: LoadOptions, variantIds?: string[]): Promise<LoadReport> {
  const variants = variantIds ?? (await loadVariants());
  const variantSet = new Set(variants);
  const latencies: number[] = [];
  const report = {requests: 0, serverErrors: 0, unavailable: 0, unexpected: [] as string[], operations: 0, lostLines: 0, duplicatedLines: 0, mismatchedCarts: [] as string[]};
  const deadline = Date.now() + (options.deadlineMs ?? 30 * 60_000);
  const started = Date.now();

  async function timed(shopper: ApiShopper, call: (s: ApiShopper) => Promise<RawResponse>): Promise<RawResponse | null> {
    const t0 = performance.now();
    let response: RawResponse | null;
    try {
      response = await call(shopper);
    } catch {
      response = null;
    }
    latencies.push(performance.now() - t0);
    report.requests++;
    if (!response || response.status === 502 || response.status === 503) report.unavailable++;
    else if (response.status >= 500) report.serverErrors++;
    return response;
  }

  async function runShopper(index: number) {
    const shopper = new ApiShopper();
    const rand = random(0x9e3779b9 ^ (index * 7919));
    let model: Model = {lines: new Map(), note: ''};
    let cart: ViewCart | null = null;

    const request = (op: Operation) => (s: ApiShopper) => {
      switch (op.kind) {
        case 'add':
          // The CartForm fetcher's own request: its status is the action's, whatever the page's loaders do.
          return s.postForm('/shop/cart.data', {cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: op.variant, quantity: op.quantity}]}})});
        case 'update':
          return s.postJson('/api/updateCartLines', {input: {cartId: cart!.id, lines: [{id: op.line, quantity: op.quantity}]}});
        case 'remove':
          return s.postJson('/api/removeLinesFromCart', {cartId: cart!.id, lineIds: [op.line]});
        case 'note':
          return s.postJson('/api/updateCartLoveNoteRequest', {input: {cartId: cart!.id, requestedLoveNote: op.note}});
        case 'read':
          return s.send('/api/cart');
      }
    };

    /** The cart as the server has it, waiting out an outage when retrying; undefined when it never came back. */
    async function readCart(): Promise<ViewCart | null | undefined> {
      for (;;) {
        const response = await timed(shopper, (s) => s.send('/api/cart'));
        if (response?.status === 200) return (JSON.parse(response.body) as {cart: ViewCart | null}).cart;
        if (!options.retryUnavailableMs || Date.now() > deadline) return undefined;
        await new Promise((r) => setTimeout(r, options.retryUnavailableMs));
      }
    }

    for (let i = 0; i < options.operationsPerShopper; i++) {
      let op = nextOperation(model, variants, rand);
      // Until a cart exists there is nothing to update, remove or annotate.
      if (!cart && op.kind !== 'add') op = {kind: 'add', variant: variants[i % variants.length]!, quantity: 1};
      const response = await timed(shopper, request(op));
      report.operations++;
      options.onProgress?.(report.operations);
      const answered = response !== null && response.status < 500;
      if (answered && response.status >= 300) {
        report.unexpected.push(`shopper ${index} op ${i} ${op.kind}: ${response.status} ${response.body.slice(0, 160)}`);
        continue;
      }
      if (!answered && !options.retryUnavailableMs) continue;
      // Acknowledged: the change happened. Unanswered (the stack was down): it may or may not have.
      // Every endpoint but the add answers the cart as it now is.
      const now = answered && op.kind !== 'add' ? (JSON.parse(response.body) as {cart: ViewCart | null}).cart : await readCart();
      if (now === undefined) return;
      const possible = [...outcomes(model, op, now, variantSet), ...(answered ? [] : [model])];
      const next = possible.find((candidate) => matches(candidate, now, variantSet));
      if (next) model = next;
      else {
        report.unexpected.push(
          `shopper ${index} op ${i} ${op.kind}${answered ? '' : ' (unanswered)'}: the cart is not what the operations make it: ` +
            `expected ${JSON.stringify([...possible[0]!.lines])} note "${possible[0]!.note}", got ${JSON.stringify([...linesOf(now, variantSet)])} note "${now?.requestedLoveNote ?? ''}"`,
        );
        model = {lines: linesOf(now, variantSet), note: now?.requestedLoveNote ?? ''};
      }
      cart = now;
    }

    const final = await readCart();
    if (final === undefined) {
      report.mismatchedCarts.push(`shopper ${index}: cart unreadable at the end`);
      return;
    }
    const actual = linesOf(final, variantSet);
    for (const [id, line] of model.lines) {
      const got = actual.get(id)?.quantity ?? 0;
      if (got < line.quantity) report.lostLines++;
      if (got > line.quantity) report.duplicatedLines++;
    }
    for (const id of actual.keys()) if (!model.lines.has(id)) report.duplicatedLines++;
    if (!matches(model, final, variantSet)) {
      report.mismatchedCarts.push(`shopper ${index}: expected ${JSON.stringify([...model.lines])} note "${model.note}", got ${JSON.stringify([...actual])} note "${final?.requestedLoveNote ?? ''}"`);
    }
  }

  await Promise.all(Array.from({length: options.shoppers}, (_, i) => runShopper(i)));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    shoppers: options.shoppers,
    ...report,
    seconds,
    requestsPerSecond: report.requests / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

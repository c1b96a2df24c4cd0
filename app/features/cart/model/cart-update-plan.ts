// What the product's own cart endpoints ask the cart handler to do, worked out from the cart as
// it is: pure, so every rule (care plans follow their piece, entries go as a whole) is testable.
import {entryLineAttributes, reservedAttributesOf, visibleAttributes} from './cart-line-details';
import type {Attribute} from './cart-view';
import {entryKeyOf, isCarePlanLine, isLoveNoteLine, toCartView, type CartViewContext} from './cart-grouping';
import {isPaidKind, saleKind} from '~/features/catalog/model/for-sale';
import type {PlatformCart, PlatformCartLine} from './platform-cart';

export interface LineChange {
  id: string;
  quantity?: number;
  attributes?: Attribute[];
  /** A variant: add or change the entry's plan; null: remove it; absent: leave it. */
  carePlanVariantId?: string | null;
}

export interface CartMutations {
  updates: {id: string; quantity?: number; merchandiseId?: string; attributes?: Attribute[]}[];
  adds: {merchandiseId: string; quantity: number; attributes: Attribute[]}[];
  removes: string[];
}

export type PlanResult =
  /** `emptied`: nothing paid for is left, so the love note (cart note too) and the free gift go with it. */
  | {ok: true; mutations: CartMutations; emptied: boolean}
  | {ok: false; code: 'LINE_NOT_FOUND' | 'CARE_PLAN_NOT_APPLICABLE' | 'CARE_PLANS_UNAVAILABLE' | 'QUANTITY_LIMIT'; lineId: string};

const entryLines = (cart: PlatformCart, key: string) =>
  cart.lines.nodes.filter((line) => !isLoveNoteLine(line) && entryKeyOf(line) === key);

const pieceLines = (lines: readonly PlatformCartLine[]) => lines.filter((line) => !isCarePlanLine(line));

function entryProductId(lines: readonly PlatformCartLine[]): string | undefined {
  return pieceLines(lines)[0]?.merchandise.product.id;
}

/**
 * Once lines go, whatever is left if none of it is paid for: the love note's card and the free gift
 * only travel with an order, and must not keep alive a cart the drawer shows as empty.
 */
function withLeftovers(cart: PlatformCart, mutations: CartMutations): PlanResult {
  const gone = new Set([...mutations.removes, ...mutations.updates.filter((u) => u.quantity === 0).map((u) => u.id)]);
  if (gone.size === 0) return {ok: true, mutations, emptied: false};
  const rest = cart.lines.nodes.filter((line) => !gone.has(line.id));
  const paid = rest.some((line) => !isCarePlanLine(line) && isPaidKind(saleKind(line.merchandise.product)));
  if (paid) return {ok: true, mutations, emptied: false};
  const removes = [...mutations.removes, ...rest.map((line) => line.id)];
  return {ok: true, mutations: {...mutations, updates: mutations.updates.filter((u) => !removes.includes(u.id)), removes}, emptied: true};
}

/** Plans the changes of `POST /api/updateCartLines`. */
export function planLineChanges(cart: PlatformCart, changes: readonly LineChange[], context: CartViewContext): PlanResult {
  const mutations: CartMutations = {updates: [], adds: [], removes: []};
  const view = toCartView(cart, context);
  for (const change of changes) {
    const line = cart.lines.nodes.find((l) => l.id === change.id);
    if (!line) return {ok: false, code: 'LINE_NOT_FOUND', lineId: change.id};
    const key = entryKeyOf(line);
    const lines = entryLines(cart, key);
    const pieces = pieceLines(lines);
    const carePlan = lines.find((l) => isCarePlanLine(l));
    const isMain = pieces[0]?.id === line.id;
    const quantity = change.quantity ?? (isMain ? line.quantity : pieces[0]?.quantity ?? 1);
    const maxQuantity = view.lines.find((e) => e.id === key)?.maxQuantity ?? 1;
    if (change.quantity !== undefined && change.quantity > maxQuantity) return {ok: false, code: 'QUANTITY_LIMIT', lineId: line.id};

    if (change.quantity !== undefined || change.attributes) {
      mutations.updates.push({
        id: line.id,
        ...(change.quantity !== undefined ? {quantity: change.quantity} : {}),
        // Shoppers set their own attributes; the reserved ones stay as the line had them.
        ...(change.attributes ? {attributes: [...reservedAttributesOf(line.attributes), ...visibleAttributes(change.attributes)]} : {}),
      });
    }
    const entryGoes = isMain && change.quantity === 0 && pieces.length === 1;
    if (carePlan && (entryGoes || change.carePlanVariantId === null)) {
      mutations.removes.push(carePlan.id);
      continue;
    }
    if (change.carePlanVariantId) {
      if (!view.carePlansAvailable) return {ok: false, code: 'CARE_PLANS_UNAVAILABLE', lineId: line.id};
      const entry = view.lines.find((e) => e.id === key);
      const offered = entry?.applicableCarePlans.some((p) => p.shopifyProductVariantId === change.carePlanVariantId);
      if (!offered) return {ok: false, code: 'CARE_PLAN_NOT_APPLICABLE', lineId: line.id};
      if (carePlan) {
        mutations.updates.push({id: carePlan.id, merchandiseId: change.carePlanVariantId, quantity});
      } else {
        const productId = entryProductId(lines);
        mutations.adds.push({
          merchandiseId: change.carePlanVariantId,
          quantity,
          attributes: entryLineAttributes({entry: key, role: 'care-plan', ...(productId ? {productId} : {})}),
        });
      }
    } else if (carePlan && isMain && change.quantity !== undefined && change.quantity > 0) {
      // One plan per piece: the plan's quantity follows the piece it covers.
      mutations.updates.push({id: carePlan.id, quantity: change.quantity});
    }
  }
  return withLeftovers(cart, mutations);
}

/** Plans `POST /api/removeLinesFromCart`: each named line takes its whole entry with it. */
export function planEntryRemoval(cart: PlatformCart, lineIds: readonly string[]): PlanResult {
  const removes = new Set<string>();
  for (const id of lineIds) {
    const line = cart.lines.nodes.find((l) => l.id === id);
    if (!line) return {ok: false, code: 'LINE_NOT_FOUND', lineId: id};
    if (isLoveNoteLine(line)) {
      removes.add(line.id);
      continue;
    }
    for (const member of entryLines(cart, entryKeyOf(line))) removes.add(member.id);
  }
  return withLeftovers(cart, {updates: [], adds: [], removes: [...removes]});
}

/**
 * Plans the love-note request: the note box text is the cart note (and a cart attribute), and the
 * love-note product line is present exactly while there is a note, so the studio writes the card.
 */
export function planLoveNoteLine(cart: PlatformCart, note: string, loveNoteVariantId: string | null): CartMutations {
  const current = cart.lines.nodes.filter(isLoveNoteLine);
  // A note is written for an order: with nothing paid for in the cart, no card line joins it.
  const forAnOrder = cart.lines.nodes.some((line) => !isCarePlanLine(line) && isPaidKind(saleKind(line.merchandise.product)));
  const wanted = note.trim() !== '' && forAnOrder;
  if (wanted && current.length === 0 && loveNoteVariantId) {
    return {updates: [], adds: [{merchandiseId: loveNoteVariantId, quantity: 1, attributes: []}], removes: []};
  }
  if (!wanted && current.length > 0) return {updates: [], adds: [], removes: current.map((l) => l.id)};
  return {updates: [], adds: [], removes: []};
}

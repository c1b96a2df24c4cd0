// Shopify's cart rules as pure functions over a cart record: a failing request answers userErrors
// and changes nothing; a request that succeeds but had to adjust something answers warnings.
import type {AttributeRecord, CartLineRecord, CartRecord} from '../db/records';

export interface CartLimits {
  /** Shopify's limit on list inputs of one mutation (lines, line ids, attributes). */
  maxInputSize: number;
  maxQuantityPerLine: number;
  /** A loose diamond is one physical stone. */
  maxDiamondQuantityPerLine: number;
  maxNoteLength: number;
}

export const DEFAULT_CART_LIMITS: CartLimits = {
  maxInputSize: 250,
  maxQuantityPerLine: 10,
  maxDiamondQuantityPerLine: 1,
  maxNoteLength: 5000,
};

export interface CartUserError {
  field: string[] | null;
  code: string;
  message: string;
}

export interface CartWarning {
  code: string;
  message: string;
  target: string;
}

/** What the rules need to know about a line's merchandise; null when it does not exist. */
export interface MerchandiseFacts {
  title: string;
  quantityAvailable: number | null;
  isDiamond: boolean;
}

export type MerchandiseFactsLookup = (merchandiseId: string) => MerchandiseFacts | null;

export interface LineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
  /** `CartLineInput.parent`: nest this line under a line of the cart (by its id or its merchandise). */
  parent?: {lineId?: string | null; merchandiseId?: string | null} | null;
}

export interface LineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: AttributeRecord[] | null;
}

export type RuleResult =
  | {ok: true; lines: CartLineRecord[]; warnings: CartWarning[]}
  | {ok: false; userErrors: CartUserError[]};

function tooMany(field: string[], count: number, limits: CartLimits): CartUserError | null {
  if (count <= limits.maxInputSize) return null;
  return {
    field,
    code: 'INVALID',
    message: `The input array size of ${count} is greater than the maximum allowed of ${limits.maxInputSize}.`,
  };
}

function unknownMerchandise(field: string[], id: string): CartUserError {
  return {field, code: 'INVALID_MERCHANDISE_LINE', message: `The merchandise with id ${id} does not exist.`};
}

/** Children go with their parent: a line whose parent left the cart leaves too. */
function withoutOrphans(lines: CartLineRecord[]): CartLineRecord[] {
  const ids = new Set(lines.map((l) => l.id));
  return lines.filter((l) => !l.parentLineId || ids.has(l.parentLineId));
}

/** The line a `parent` input names, or the error Shopify answers. */
function parentLine(
  parent: NonNullable<LineInput['parent']>,
  lines: CartLineRecord[],
  field: string[],
): {line: CartLineRecord} | {error: CartUserError} {
  const byId = Boolean(parent.lineId);
  const byMerchandise = Boolean(parent.merchandiseId);
  if (byId === byMerchandise) {
    return {error: {field, code: 'PARENT_LINE_INVALID_REFERENCE', message: 'The parent must name exactly one of lineId or merchandiseId.'}};
  }
  const line = byId
    ? lines.find((l) => l.id === parent.lineId)
    : lines.find((l) => l.merchandiseId === parent.merchandiseId && !l.parentLineId);
  if (!line) return {error: {field, code: 'PARENT_LINE_NOT_FOUND', message: 'The parent line does not exist in the cart.'}};
  if (line.parentLineId) {
    return {error: {field, code: 'PARENT_LINE_NESTING_TOO_DEEP', message: 'A nested line cannot be the parent of another line.'}};
  }
  return {line};
}

function sameAttributes(a: AttributeRecord[], b: AttributeRecord[]): boolean {
  const key = (list: AttributeRecord[]) => JSON.stringify([...list].sort((x, y) => x.key.localeCompare(y.key)));
  return key(a) === key(b);
}

/**
 * Caps a line's quantity to the per-line maximum (an error) and to stock (a warning). Returns the
 * quantity to keep, 0 when nothing can be kept.
 */
function checkQuantity(
  line: CartLineRecord,
  facts: MerchandiseFacts,
  field: string[],
  limits: CartLimits,
  errors: CartUserError[],
  warnings: CartWarning[],
): number {
  const max = facts.isDiamond ? limits.maxDiamondQuantityPerLine : limits.maxQuantityPerLine;
  if (line.quantity > max) {
    errors.push({
      field,
      code: 'MAXIMUM_EXCEEDED',
      message: `The quantity of ${facts.title} must be at most ${max} per line.`,
    });
    return line.quantity;
  }
  const stock = facts.quantityAvailable;
  if (stock === null || line.quantity <= stock) return line.quantity;
  if (stock <= 0) {
    warnings.push({
      code: 'MERCHANDISE_OUT_OF_STOCK',
      message: `${facts.title} is out of stock and was not added to the cart.`,
      target: line.merchandiseId,
    });
    return 0;
  }
  warnings.push({
    code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
    message: `Only ${stock} of ${facts.title} could be added to the cart due to stock availability.`,
    target: line.id,
  });
  return stock;
}

export function addLines(
  cart: CartRecord,
  inputs: LineInput[],
  lookup: MerchandiseFactsLookup,
  limits: CartLimits,
  newLineId: () => string,
  fieldPrefix: string[] = ['lines'],
): RuleResult {
  const sizeError = tooMany(fieldPrefix, inputs.length, limits);
  if (sizeError) return {ok: false, userErrors: [sizeError]};
  const errors: CartUserError[] = [];
  const lines = cart.lines.map((line) => ({...line}));
  const touched = new Map<CartLineRecord, {facts: MerchandiseFacts; field: string[]}>();
  // Lines without a parent first, so a nested line may name a parent added by the same request.
  const order = inputs.map((input, i) => ({input, i})).sort((a, b) => Number(Boolean(a.input.parent)) - Number(Boolean(b.input.parent)));
  order.forEach(({input, i}) => {
    const field = [...fieldPrefix, String(i)];
    const facts = lookup(input.merchandiseId);
    const quantity = input.quantity ?? 1;
    if (!facts) return errors.push(unknownMerchandise([...field, 'merchandiseId'], input.merchandiseId));
    if (quantity < 1) {
      return errors.push({field: [...field, 'quantity'], code: 'INVALID', message: 'The quantity must be at least 1.'});
    }
    let parentLineId: string | null = null;
    if (input.parent) {
      const found = parentLine(input.parent, lines, [...field, 'parent']);
      if ('error' in found) return errors.push(found.error);
      parentLineId = found.line.id;
    }
    const attributes = input.attributes ?? [];
    let line = lines.find(
      (l) => l.merchandiseId === input.merchandiseId && sameAttributes(l.attributes, attributes) && (l.parentLineId ?? null) === parentLineId,
    );
    if (line) line.quantity += quantity;
    else {
      line = {id: newLineId(), merchandiseId: input.merchandiseId, quantity, attributes};
      if (parentLineId) line.parentLineId = parentLineId;
      lines.push(line);
    }
    touched.set(line, {facts, field: [...field, 'quantity']});
  });
  if (errors.length) return {ok: false, userErrors: errors};
  const warnings: CartWarning[] = [];
  for (const [line, {facts, field}] of touched) line.quantity = checkQuantity(line, facts, field, limits, errors, warnings);
  if (errors.length) return {ok: false, userErrors: errors};
  return {ok: true, lines: withoutOrphans(lines.filter((l) => l.quantity > 0)), warnings};
}

export function updateLines(
  cart: CartRecord,
  updates: LineUpdateInput[],
  lookup: MerchandiseFactsLookup,
  limits: CartLimits,
): RuleResult {
  const sizeError = tooMany(['lines'], updates.length, limits);
  if (sizeError) return {ok: false, userErrors: [sizeError]};
  const errors: CartUserError[] = [];
  const lines = cart.lines.map((line) => ({...line}));
  const touched = new Map<CartLineRecord, {facts: MerchandiseFacts; field: string[]}>();
  updates.forEach((update, i) => {
    const field = ['lines', String(i)];
    const line = lines.find((l) => l.id === update.id);
    if (!line) {
      return errors.push({field: [...field, 'id'], code: 'INVALID', message: `The line with id ${update.id} does not exist.`});
    }
    const merchandiseId = update.merchandiseId ?? line.merchandiseId;
    const facts = lookup(merchandiseId);
    if (!facts) return errors.push(unknownMerchandise([...field, 'merchandiseId'], merchandiseId));
    if (update.quantity !== null && update.quantity !== undefined && update.quantity < 0) {
      return errors.push({field: [...field, 'quantity'], code: 'INVALID', message: 'The quantity must not be negative.'});
    }
    line.merchandiseId = merchandiseId;
    if (update.quantity !== null && update.quantity !== undefined) line.quantity = update.quantity;
    if (update.attributes) line.attributes = update.attributes;
    touched.set(line, {facts, field: [...field, 'quantity']});
  });
  if (errors.length) return {ok: false, userErrors: errors};
  const warnings: CartWarning[] = [];
  for (const [line, {facts, field}] of touched) {
    if (line.quantity > 0) line.quantity = checkQuantity(line, facts, field, limits, errors, warnings);
  }
  if (errors.length) return {ok: false, userErrors: errors};
  return {ok: true, lines: withoutOrphans(lines.filter((l) => l.quantity > 0)), warnings};
}

export function removeLines(cart: CartRecord, lineIds: string[], limits: CartLimits): RuleResult {
  const sizeError = tooMany(['lineIds'], lineIds.length, limits);
  if (sizeError) return {ok: false, userErrors: [sizeError]};
  const errors = lineIds.flatMap((id, i): CartUserError[] =>
    cart.lines.some((l) => l.id === id)
      ? []
      : [{field: ['lineIds', String(i)], code: 'INVALID', message: `The line with id ${id} does not exist.`}],
  );
  if (errors.length) return {ok: false, userErrors: errors};
  const removed = new Set(lineIds);
  return {ok: true, lines: withoutOrphans(cart.lines.filter((l) => !removed.has(l.id))), warnings: []};
}

export function noteErrors(note: string, limits: CartLimits, field: string[] = ['note']): CartUserError[] {
  if (note.length <= limits.maxNoteLength) return [];
  return [{field, code: 'NOTE_TOO_LONG', message: `The note must be at most ${limits.maxNoteLength} characters long.`}];
}

export function attributeErrors(attributes: AttributeRecord[], limits: CartLimits, field: string[] = ['attributes']): CartUserError[] {
  const sizeError = tooMany(field, attributes.length, limits);
  if (sizeError) return [sizeError];
  return attributes.flatMap((a, i): CartUserError[] =>
    a.key.trim() === ''
      ? [{field: [...field, String(i), 'key'], code: 'INVALID', message: 'Attribute keys must not be blank.'}]
      : [],
  );
}

export const cartNotFound: CartUserError = {
  field: ['cartId'],
  code: 'INVALID',
  message: 'The specified cart does not exist.',
};

// Spec §3/§7 "the product's own view": platform lines grouped into entries by the reserved line
// attributes, each with its items, image and the care plans that apply to it.
import {DEFAULT_VARIANT_TITLE, MAX_QUANTITY_PER_LINE} from '~/config/cart';
import {STONE_SETTING_DAYS} from '~/config/ring-builder';
import {FREE_GIFT_TAG, LOVE_NOTE_CART_ATTRIBUTE, LOVE_NOTE_TAG} from '~/config/cart-attributes';
import {applicableCarePlans, carePlanSummaries, toCents, type PlanProduct} from './care-plan-offers';
import {readReservedAttributes, visibleAttributes, type ReservedLineAttributes} from './cart-line-details';
import type {CartDiscount, CartEntry, CartItem, CartView} from './cart-view';
import {parseDays} from '~/features/catalog/model/day-count';
import {leadTimeOf, ringLeadTime, type LeadTime} from '~/features/catalog/model/delivery-promise';
import type {StoneType} from '~/features/ring-builder/model/diamond-filters';
import {parseItemOptions} from './item-options';
import {analyticsCartOf} from './analytics-cart';
import type {PlatformCart, PlatformCartLine, PlatformDiscountAllocation} from './platform-cart';

export interface CartViewContext {
  carePlans: readonly PlanProduct[];
  /** Whether the shopper's country may buy care plans (U.S. only). */
  carePlansAvailable: boolean;
}

export const isLoveNoteLine = (line: PlatformCartLine) => line.merchandise.product.tags.includes(LOVE_NOTE_TAG);
export const isCarePlanLine = (line: PlatformCartLine, reserved = readReservedAttributes(line.attributes)) =>
  Boolean(line.merchandise.product.coverageTerm?.value) || reserved.details?.role === 'care-plan';

/** The key of the entry a line belongs to: its grouping id, or the line itself. */
export const entryKeyOf = (line: PlatformCartLine) => readReservedAttributes(line.attributes).details?.entry ?? line.id;

function toItem(line: PlatformCartLine, reserved: ReservedLineAttributes): CartItem {
  const {merchandise} = line;
  const {product} = merchandise;
  const attributes = visibleAttributes(line.attributes);
  const isCarePlan = isCarePlanLine(line, reserved);
  const isFreeGift = product.tags.includes(FREE_GIFT_TAG);
  // Loose stones are one-off pieces: like ready-made ones, nothing about them can be configured.
  const isStatic = product.isStaticConfiguration?.value === 'true' || Boolean(product.diamondType?.value) || isCarePlan;
  return {
    id: line.id,
    name: product.title,
    type: product.productType,
    // A plan's variant title is the price band it covers; its term is what the shopper chose.
    description: isCarePlan
      ? (product.coverageTerm?.value ?? '')
      : merchandise.title === DEFAULT_VARIANT_TITLE
        ? ''
        : merchandise.title,
    quantity: line.quantity,
    price: line.cost.amountPerQuantity,
    totalPrice: line.cost.totalAmount,
    originalTotalPrice: toCents(line.cost.subtotalAmount) > toCents(line.cost.totalAmount) ? line.cost.subtotalAmount : null,
    variantId: merchandise.id,
    productHandle: product.handle,
    image: merchandise.image ? {url: merchandise.image.url, altText: merchandise.image.altText ?? product.title} : null,
    isStatic,
    isCarePlan,
    isFreeGift,
    options: isStatic || isFreeGift ? [] : parseItemOptions(product.storeOptions?.value, attributes),
    attributes,
    tags: [...product.tags],
    estimatedShipDaysBegin: parseDays(product.estimatedDeliveryDaysStart?.value),
    estimatedShipDaysEnd: parseDays(product.estimatedDeliveryDaysEnd?.value),
    // The shop's automatic discounts already show as the struck-through price; codes are named.
    discounts: (line.discountAllocations ?? []).map(toDiscount).filter((discount) => discount.code !== null),
  };
}

const toDiscount = (allocation: PlatformDiscountAllocation): CartDiscount => ({
  code: allocation.code ?? null,
  title: allocation.title ?? null,
  amount: allocation.discountedAmount,
});

interface Group {
  key: string;
  lines: {line: PlatformCartLine; reserved: ReservedLineAttributes}[];
}

/**
 * How many of an entry a shopper may have. A ring is one: its diamond is a single stone, so its
 * setting cannot be ordered ten times either; a loose stone is one stone; the free gift comes once.
 * A ready-made piece goes up to the per-line maximum.
 */
function entryMaxQuantity(group: Group): number {
  const pieces = group.lines.filter(({line, reserved}) => !isCarePlanLine(line, reserved));
  const oneOff = pieces.some(
    ({line, reserved}) =>
      reserved.details?.role === 'setting' ||
      reserved.details?.role === 'stone' ||
      Boolean(line.merchandise.product.diamondType?.value) ||
      line.merchandise.product.tags.includes(FREE_GIFT_TAG),
  );
  return oneOff || pieces.length > 1 ? 1 : MAX_QUANTITY_PER_LINE;
}

const isStoneType = (value: string | undefined): value is StoneType => value !== undefined && Object.hasOwn(STONE_SETTING_DAYS, value);

/**
 * How long the entry takes to make and ship: its slowest piece, and for a built ring the days its
 * stone needs to be set, the same figure the ring builder's review dates.
 */
function entryLeadTime(group: Group, items: readonly CartItem[]): LeadTime | null {
  const leads = items
    .filter((item) => !item.isCarePlan && !item.isFreeGift)
    .map((item) => leadTimeOf(item.estimatedShipDaysBegin, item.estimatedShipDaysEnd))
    .filter((lead) => lead !== null);
  if (leads.length === 0) return null;
  const own = {start: Math.max(...leads.map((lead) => lead.start)), end: Math.max(...leads.map((lead) => lead.end))};
  const stoneType = group.lines.find(({reserved}) => reserved.details?.role === 'stone')?.line.merchandise.product.diamondType?.value;
  const isRing = group.lines.some(({reserved}) => reserved.details?.role === 'setting');
  return isRing && isStoneType(stoneType) ? ringLeadTime(own, stoneType) : own;
}

function toEntry(group: Group, context: CartViewContext): CartEntry {
  const items = group.lines.map(({line, reserved}) => toItem(line, reserved));
  const first = group.lines[0];
  const entryProductId = group.lines.find(({reserved}) => reserved.productId)?.reserved.productId ?? null;
  const pieces = group.lines.filter(({line, reserved}) => !isCarePlanLine(line, reserved));
  const main =
    pieces.find(({line}) => line.merchandise.product.id === entryProductId) ?? pieces[0] ?? first;
  const mainItem = main ? items[group.lines.indexOf(main)] : undefined;
  const lineTitle = group.lines.find(({reserved}) => reserved.lineTitle)?.reserved.lineTitle;
  const coverable = items.filter((item) => !item.isCarePlan && !item.isFreeGift);
  const coveredCents = coverable.reduce((sum, item) => sum + toCents(item.price), 0);
  return {
    id: group.key,
    title: lineTitle ?? mainItem?.name ?? '',
    items,
    image: mainItem?.image ?? null,
    maxQuantity: entryMaxQuantity(group),
    leadTime: entryLeadTime(group, items),
    applicableCarePlans:
      context.carePlansAvailable && coverable.length > 0 ? applicableCarePlans(context.carePlans, coveredCents) : [],
  };
}

function groupLines(lines: readonly PlatformCartLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const line of lines) {
    // The love note is the cart's note box; its product line only carries it to the order.
    if (isLoveNoteLine(line)) continue;
    const reserved = readReservedAttributes(line.attributes);
    const key = reserved.details?.entry ?? line.id;
    const group = groups.get(key) ?? {key, lines: []};
    group.lines.push({line, reserved});
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The header badge: the entries the drawer shows, counted from the same grouping. */
export const countEntries = (cart: Pick<PlatformCart, 'lines'> | null): number => (cart ? groupLines(cart.lines.nodes).length : 0);

/** Maps the platform cart to the product's own cart view. Pure: same input, same view. */
export function toCartView(cart: PlatformCart, context: CartViewContext): CartView {
  const loveNote = cart.attributes.find((a) => a.key === LOVE_NOTE_CART_ATTRIBUTE)?.value;
  return {
    id: cart.id,
    lines: groupLines(cart.lines.nodes).map((group) => toEntry(group, context)),
    subtotalAmount: cart.cost.subtotalAmount,
    totalAmount: cart.cost.totalAmount ?? cart.cost.subtotalAmount,
    discountCodes: (cart.discountCodes ?? []).map(({code, applicable}) => ({code, applicable})),
    cartDiscounts: (cart.discountAllocations ?? []).map(toDiscount),
    giftCards: (cart.appliedGiftCards ?? []).map(({id, lastCharacters, amountUsed}) => ({id, lastCharacters, amountUsed})),
    requestedLoveNote: loveNote ?? cart.note ?? '',
    carePlansAvailable: context.carePlansAvailable,
    carePlanSummaries: context.carePlansAvailable ? carePlanSummaries(context.carePlans) : [],
    analytics: analyticsCartOf(cart),
  };
}

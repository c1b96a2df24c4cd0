// The reserved line attributes (spec §9): which entry a line belongs to, its role there, the
// entry's title and product. Shoppers never see these; everything else is theirs.
import {z} from 'zod';
import {
  CART_DETAILS_ATTRIBUTE,
  LINE_TITLE_ATTRIBUTE,
  PRODUCT_ID_ATTRIBUTE,
  RESERVED_ATTRIBUTE_PREFIX,
} from '~/config/cart-attributes';
import type {Attribute} from './cart-view';
import type {PlatformAttribute} from './platform-cart';

export type LineRole = 'setting' | 'stone' | 'item' | 'care-plan';

export interface LineDetails {
  /** Shared by every line of one entry. */
  entry: string;
  role: LineRole;
}

const detailsSchema = z.object({
  entry: z.string().min(1).max(200),
  role: z.enum(['setting', 'stone', 'item', 'care-plan']),
});

export interface ReservedLineAttributes {
  details: LineDetails | null;
  lineTitle: string | null;
  productId: string | null;
}

export const isReservedAttribute = (key: string) => key.startsWith(RESERVED_ATTRIBUTE_PREFIX);

export function visibleAttributes(attributes: readonly PlatformAttribute[]): Attribute[] {
  return attributes.filter((a) => !isReservedAttribute(a.key)).map(({key, value}) => ({key, value: value ?? ''}));
}

export function reservedAttributesOf(attributes: readonly PlatformAttribute[]): Attribute[] {
  return attributes.filter((a) => isReservedAttribute(a.key)).map(({key, value}) => ({key, value: value ?? ''}));
}

function parseDetails(text: string | undefined): LineDetails | null {
  if (!text) return null;
  try {
    const parsed = detailsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function readReservedAttributes(attributes: readonly PlatformAttribute[]): ReservedLineAttributes {
  const value = (key: string) => attributes.find((a) => a.key === key)?.value ?? undefined;
  return {
    details: parseDetails(value(CART_DETAILS_ATTRIBUTE)),
    lineTitle: value(LINE_TITLE_ATTRIBUTE) || null,
    productId: value(PRODUCT_ID_ATTRIBUTE) || null,
  };
}

/**
 * The reserved attributes a line of an entry carries. The ring builder gives a setting line and
 * its stone line the same `entry`, `lineTitle` and `productId` so they show as one ring.
 */
export function entryLineAttributes(input: {
  entry: string;
  role: LineRole;
  lineTitle?: string;
  productId?: string;
}): Attribute[] {
  const attributes: Attribute[] = [
    {key: CART_DETAILS_ATTRIBUTE, value: JSON.stringify({entry: input.entry, role: input.role})},
  ];
  if (input.lineTitle) attributes.push({key: LINE_TITLE_ATTRIBUTE, value: input.lineTitle});
  if (input.productId) attributes.push({key: PRODUCT_ID_ATTRIBUTE, value: input.productId});
  return attributes;
}

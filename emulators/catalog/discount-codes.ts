// The shop's discount codes, as a merchant would have set them up in the admin: one of each kind the
// Storefront API has to tell apart (percentage and fixed amount off the order, a minimum subtotal,
// one product or one collection only, expired, not yet active). Dates are fixed so every seed of the
// stack answers the same; the product and collection are looked up by handle when the stack starts.

export type DiscountCodeValue = {kind: 'percentage'; percent: number} | {kind: 'fixedAmount'; cents: number};

export type DiscountCodeTarget =
  | {kind: 'order'}
  | {kind: 'product'; productHandle: string}
  | {kind: 'collection'; collectionHandle: string};

export interface SeedDiscountCode {
  code: string;
  title: string;
  value: DiscountCodeValue;
  target: DiscountCodeTarget;
  /** Cart subtotal (after product discounts) the code needs, in cents; null when none. */
  minimumSubtotalCents: number | null;
  startsAt: string;
  /** Null when the code never ends. */
  endsAt: string | null;
}

export const SEED_DISCOUNT_CODES: readonly SeedDiscountCode[] = [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    value: {kind: 'percentage', percent: 10},
    target: {kind: 'order'},
    minimumSubtotalCents: null,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'TAKE50',
    title: '$50 off your order',
    value: {kind: 'fixedAmount', cents: 5_000},
    target: {kind: 'order'},
    minimumSubtotalCents: null,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'SPEND2000',
    title: '$200 off orders of $2,000 or more',
    value: {kind: 'fixedAmount', cents: 20_000},
    target: {kind: 'order'},
    minimumSubtotalCents: 200_000,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'STUDS15',
    title: '15% off lab diamond stud earrings',
    value: {kind: 'percentage', percent: 15},
    target: {kind: 'product', productHandle: 'lab-diamond-stud-earrings'},
    minimumSubtotalCents: null,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'BANDS20',
    title: '20% off wedding bands',
    value: {kind: 'percentage', percent: 20},
    target: {kind: 'collection', collectionHandle: 'wedding-bands'},
    minimumSubtotalCents: null,
    startsAt: '2024-01-01T00:00:00Z',
    endsAt: null,
  },
  {
    code: 'SPRING2024',
    title: 'Spring 2024: 25% off',
    value: {kind: 'percentage', percent: 25},
    target: {kind: 'order'},
    minimumSubtotalCents: null,
    startsAt: '2024-03-01T00:00:00Z',
    endsAt: '2024-06-01T00:00:00Z',
  },
  {
    code: 'HOLIDAY2099',
    title: 'Holiday 2099: 30% off',
    value: {kind: 'percentage', percent: 30},
    target: {kind: 'order'},
    minimumSubtotalCents: null,
    startsAt: '2099-11-01T00:00:00Z',
    endsAt: '2100-01-01T00:00:00Z',
  },
];

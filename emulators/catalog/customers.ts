// Demo customer accounts and their order history, so account pages have real data to show. Order
// lines point at seeded variants (and seeded diamonds), at the prices they were sold for.
import {diamondAt} from './generate-diamonds';
import type {IdAllocator} from './ids';
import type {SeedCustomer, SeedDiamond, SeedOrder, SeedOrderLine, SeedProduct, SeedVariant} from './model';

/** New York sales tax, applied to whole orders for simplicity. */
const TAX_RATE = 0.08875;
const FIRST_ORDER_NUMBER = 1001;

export const DEMO_CUSTOMERS = [
  {email: 'ada@example.com', password: 'lovelace-demo', firstName: 'Ada', lastName: 'Lovelace', phone: '+12125550101', acceptsMarketing: true, createdAt: '2024-01-20T15:12:00Z'},
  {email: 'grace@example.com', password: 'hopper-demo', firstName: 'Grace', lastName: 'Hopper', phone: null, acceptsMarketing: false, createdAt: '2024-05-30T18:40:00Z'},
] as const;

export function generateCustomers(ids: IdAllocator): SeedCustomer[] {
  return DEMO_CUSTOMERS.map((customer) => ({id: ids.next('Customer'), ...customer}));
}

type Line = SeedOrderLine;

function variantLine(product: SeedProduct, variant: SeedVariant, attributes: Line['attributes'] = []): Line {
  return {
    title: product.title,
    variantId: variant.id,
    variantTitle: variant.title === 'Default Title' ? null : variant.title,
    quantity: 1,
    priceCents: variant.priceCents,
    attributes,
  };
}

function diamondLine(diamond: SeedDiamond): Line {
  const typeLabel = {natural: 'Natural Diamond', lab: 'Lab Diamond', moissanite: 'Moissanite'}[diamond.type];
  return {
    title: `${diamond.carat.toFixed(2)} Carat ${diamond.shape} ${typeLabel}`,
    variantId: diamond.variantId,
    variantTitle: `${diamond.color} / ${diamond.clarity} / ${diamond.lab} ${diamond.certNumber}`,
    quantity: 1,
    priceCents: diamond.total_sales_price * 100,
    attributes: [{key: 'Stock Number', value: diamond.stockNumber}],
  };
}

/** The first stone in inventory matching `predicate`; a demo order's center stone. */
function firstDiamond(seed: number, predicate: (d: SeedDiamond) => boolean): SeedDiamond {
  for (let n = 0; n < 10_000; n++) {
    const diamond = diamondAt(seed, n);
    if (predicate(diamond)) return diamond;
  }
  throw new Error('customers.ts: no diamond fits the demo order');
}

class Catalog {
  constructor(private readonly products: readonly SeedProduct[]) {}

  product(predicate: (p: SeedProduct) => boolean, what: string): SeedProduct {
    const product = this.products.find(predicate);
    if (!product) throw new Error(`customers.ts: no ${what} in the catalog for the demo orders`);
    return product;
  }

  /** A matching product already listed on `date`, else (other seeds) the earliest-listed match. */
  soldBefore(date: string, predicate: (p: SeedProduct) => boolean, what: string): SeedProduct {
    const matches = this.products.filter(predicate);
    const listed = matches.find((p) => p.createdAt < date);
    const earliest = [...matches].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    const product = listed ?? earliest;
    if (!product) throw new Error(`customers.ts: no ${what} in the catalog for the demo orders`);
    return product;
  }

  variant(product: SeedProduct, index: number): SeedVariant {
    return product.variants[index % product.variants.length]!;
  }

  /** The protection-plan variant whose price band covers `coveredCents`. */
  carePlanLine(handle: string, coveredCents: number): Line {
    const plan = this.product((p) => p.handle === handle, handle);
    const bands = JSON.parse(plan.metafields.find((m) => m.key === 'priceBands')?.value ?? '[]') as {
      variantId: string;
      minCents: number;
      maxCents: number;
    }[];
    const band = bands.find((b) => coveredCents >= b.minCents && coveredCents <= b.maxCents) ?? bands[bands.length - 1];
    const variant = plan.variants.find((v) => v.id === band?.variantId) ?? plan.variants[0]!;
    return variantLine(plan, variant);
  }
}

export function generateOrders(
  ids: IdAllocator,
  seed: number,
  customers: readonly SeedCustomer[],
  products: readonly SeedProduct[],
): SeedOrder[] {
  const catalog = new Catalog(products);
  const [ada, grace] = customers;
  if (!ada || !grace) throw new Error('customers.ts: expected two demo customers');

  // Each order buys pieces that were on sale at the time.
  const setting = catalog.soldBefore('2024-02-03', (p) => p.kind === 'setting', 'setting');
  const diamond = firstDiamond(seed, (d) => d.type === 'lab' && d.shape === 'Oval' && d.carat >= 1.5 && d.carat <= 2.2);
  const settingLine = variantLine(setting, catalog.variant(setting, 1), [
    {key: 'Ring Size', value: '6.5'},
    {key: 'Engraving', value: 'A.L. 1815'},
  ]);
  const stoneLine = diamondLine(diamond);
  const mensBand = catalog.soldBefore('2024-06-11', (p) => p.tags.includes('band:mens'), "men's band");
  const studs = catalog.soldBefore('2025-05-02', (p) => p.productType === 'Earrings' && p.variants.length > 2, 'earrings');
  const pendant = catalog.soldBefore('2025-11-28', (p) => p.productType === 'Necklace' && p.variants.length > 4, 'necklace');
  const bracelet = catalog.soldBefore('2026-10-20', (p) => p.productType === 'Bracelet', 'bracelet');
  const loveNote = catalog.product((p) => p.kind === 'love-note', 'love note');

  const drafts: Omit<SeedOrder, 'id' | 'orderNumber' | 'subtotalCents' | 'totalTaxCents' | 'totalCents'>[] = [
    {
      customerId: ada.id, email: ada.email, processedAt: '2024-02-03T16:21:09Z',
      financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', note: 'Please ship to my office.',
      lines: [settingLine, stoneLine, catalog.carePlanLine('3-year-protection-plan', settingLine.priceCents + stoneLine.priceCents)],
    },
    {
      customerId: grace.id, email: grace.email, processedAt: '2024-06-11T13:02:44Z',
      financialStatus: 'PAID', fulfillmentStatus: 'FULFILLED', note: null,
      lines: [variantLine(mensBand, catalog.variant(mensBand, 3), [{key: 'Ring Size', value: '10'}])],
    },
    {
      customerId: ada.id, email: ada.email, processedAt: '2025-05-02T10:45:31Z',
      financialStatus: 'PARTIALLY_REFUNDED', fulfillmentStatus: 'FULFILLED', note: null,
      lines: [variantLine(studs, catalog.variant(studs, 2)), variantLine(loveNote, loveNote.variants[0]!, [{key: 'Message', value: 'Happy birthday, Mum!'}])],
    },
    {
      customerId: grace.id, email: grace.email, processedAt: '2025-11-28T20:14:05Z',
      financialStatus: 'REFUNDED', fulfillmentStatus: 'RESTOCKED', note: 'Gift wrap, please.',
      lines: [variantLine(pendant, catalog.variant(pendant, 0))],
    },
    {
      customerId: ada.id, email: ada.email, processedAt: '2026-10-20T09:30:12Z',
      financialStatus: 'PAID', fulfillmentStatus: 'IN_PROGRESS', note: null,
      lines: [variantLine(bracelet, catalog.variant(bracelet, 1))],
    },
    {
      customerId: grace.id, email: grace.email, processedAt: '2026-10-29T17:55:48Z',
      financialStatus: 'PENDING', fulfillmentStatus: 'UNFULFILLED', note: null,
      lines: [variantLine(pendant, catalog.variant(pendant, 4)), variantLine(studs, catalog.variant(studs, 0))],
    },
  ];

  return drafts.map((draft, i) => {
    const subtotalCents = draft.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    const totalTaxCents = Math.round(subtotalCents * TAX_RATE);
    return {
      id: ids.next('Order'),
      orderNumber: FIRST_ORDER_NUMBER + i,
      ...draft,
      subtotalCents,
      totalTaxCents,
      totalCents: subtotalCents + totalTaxCents,
    };
  });
}

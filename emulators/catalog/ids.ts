// Shopify-style global ids. Each resource type counts up from its own base, in generation order, so a
// given seed always yields the same ids and the numbers look like real Shopify ids.
export type ResourceType =
  | 'Product'
  | 'ProductVariant'
  | 'ProductImage'
  | 'ProductOption'
  | 'ProductOptionValue'
  | 'Collection'
  | 'Page'
  | 'Metaobject'
  | 'Customer'
  | 'Order'
  | 'Shop'
  | 'ShopPayInstallmentsFinancingPlan'
  | 'ShopPayInstallmentsFinancingPlanTerm';

const BASES: Record<ResourceType, number> = {
  // Below the diamond range (9_000_000_000 + n) so catalogue and stone products never collide.
  Product: 8_174_520_000,
  ProductVariant: 44_611_390_000,
  ProductImage: 39_807_110_000,
  ProductOption: 10_402_870_000,
  ProductOptionValue: 3_114_600_000,
  Collection: 461_930_000,
  Page: 118_420_000,
  Metaobject: 1_067_410_000,
  Customer: 7_391_840_000,
  Order: 5_902_310_000,
  Shop: 68_817_000,
  ShopPayInstallmentsFinancingPlan: 1_000,
  ShopPayInstallmentsFinancingPlanTerm: 5_000,
};

export class IdAllocator {
  private readonly counters = new Map<ResourceType, number>();

  next(type: ResourceType): string {
    const n = (this.counters.get(type) ?? 0) + 1;
    this.counters.set(type, n);
    return `gid://shopify/${type}/${BASES[type] + n}`;
  }
}


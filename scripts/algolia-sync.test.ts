import {describe, expect, it} from 'vitest';
import {buildSyncPlan, describePlan, readSyncOptions} from './algolia-sync';

describe('algolia sync plan', () => {
  const plan = buildSyncPlan({seed: 7, diamonds: 2500, batchSize: 1000});

  it('sets primaries before replicas, with facets, numeric attributes, ranking and replica sorts', () => {
    expect(plan.settings.map((d) => d.name)).toEqual([
      'products', 'diamonds', 'products_price_asc', 'products_price_desc', 'products_newest', 'diamonds_price_asc', 'diamonds_price_desc',
      'diamonds_carat_asc', 'diamonds_carat_desc', 'diamonds_color_asc', 'diamonds_color_desc', 'diamonds_clarity_asc', 'diamonds_clarity_desc',
      'diamonds_cut_asc', 'diamonds_cut_desc', 'diamonds_price_per_carat_asc', 'diamonds_price_per_carat_desc',
    ]);
    const [products, diamonds] = plan.settings;
    expect(products?.settings).toMatchObject({
      searchableAttributes: ['name', 'metal', 'category', 'type', 'tags'],
      attributesForFaceting: expect.arrayContaining(['searchable(metal)', 'searchable(shape)', 'price']),
      customRanking: ['desc(totalSales)'],
      replicas: ['products_price_asc', 'products_price_desc', 'products_newest'],
    });
    expect(diamonds?.settings).toMatchObject({
      attributesForFaceting: expect.arrayContaining(['searchable(shape)', 'searchable(clarity)', 'searchable(fluorescence)']),
      numericAttributesForFiltering: expect.arrayContaining(['carat', 'total_sales_price', 'colorIndex', 'clarityIndex']),
      replicas: expect.arrayContaining(['diamonds_price_asc', 'diamonds_price_desc', 'diamonds_color_asc', 'diamonds_price_per_carat_desc']),
    });
    const replica = (name: string) => plan.settings.find((d) => d.name === name);
    expect(replica('diamonds_price_desc')).toMatchObject({primary: 'diamonds', settings: {ranking: expect.arrayContaining(['desc(total_sales_price)'])}});
    // Standard replicas with the sort first, ties cheapest first (exhaustive sort, issue 19).
    for (const [name, sort] of [['diamonds_color_asc', 'asc(colorIndex)'], ['diamonds_cut_desc', 'desc(cutIndex)'], ['diamonds_price_per_carat_asc', 'asc(pricePerCarat)']] as const) {
      expect(replica(name)).toMatchObject({primary: 'diamonds', settings: {customRanking: ['asc(total_sales_price)']}});
      expect((replica(name)?.settings.ranking as string[])[0]).toBe(sort);
    }
    expect((replica('products_newest')?.settings.ranking as string[])[0]).toBe('desc(createdAt)');
  });

  it('builds product records and diamond records with grade positions, in batches', () => {
    expect(plan.products.length).toBeGreaterThan(10);
    expect(plan.products[0]).toEqual(expect.objectContaining({objectID: expect.any(String), name: expect.any(String), price: expect.any(Number)}));
    const batches = [...plan.diamondBatches()];
    expect(batches.map((b) => b.length)).toEqual([1000, 1000, 500]);
    const stone = batches[0]?.[0];
    expect(stone?.colorIndex).toBe(['D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'].indexOf(stone?.color ?? ''));
    expect(stone?.clarityIndex).toBe(['FL', 'IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1', 'SI2'].indexOf(stone?.clarity ?? ''));
    expect(stone?.cutIndex).toBe(['Ideal', 'Excellent', 'Very Good', 'Good'].indexOf(stone?.cut ?? ''));
    expect(stone?.pricePerCarat).toBe(Math.round((stone?.total_sales_price ?? 0) / (stone?.carat ?? 1)));
  });

  it('describes the plan for --dry-run', () => {
    const text = describePlan(plan, 'APP123');
    expect(text).toContain('application APP123');
    expect(text).toContain('setSettings diamonds_price_asc (replica of diamonds)');
    expect(text).toContain('2500 records in 3 batches of 1000');
  });
});

describe('algolia sync options', () => {
  it('reads flags and the environment', () => {
    expect(readSyncOptions(['--dry-run', '--diamonds', '5000'], {PUBLIC_ALGOLIA_APP_ID: 'APP', ALGOLIA_ADMIN_KEY: 'key'})).toEqual({
      dryRun: true,
      appId: 'APP',
      adminKey: 'key',
      options: {seed: 20240214, diamonds: 5000, batchSize: 1000},
    });
    expect(readSyncOptions([], {}).adminKey).toBeUndefined();
    expect(() => readSyncOptions(['--diamonds', '2000000'], {})).toThrowError(/--diamonds/);
  });
});

// Seeded query mixes for the search benchmark: ring-builder diamond queries as the storefront sends
// them (shape and stone type facets; carat, colour, clarity and price ranges; half in price order,
// half in one of the other sorts, each through its replica; 24 per page; five facet counts) and product text queries, half of them with a typo.
import type {SearchParamsObject} from 'algoliasearch';
import {DIAMOND_SHAPES, DIAMOND_TYPES, type SearchProductRecord} from '../emulators/catalog/model';
import {Random} from '../emulators/catalog/random';

export const RING_BUILDER_FACETS = ['shape', 'type', 'color', 'clarity', 'cut'];

const OTHER_SORT_REPLICAS = ['carat', 'color', 'clarity', 'cut', 'price_per_carat'].flatMap((sort) => [`diamonds_${sort}_asc`, `diamonds_${sort}_desc`]);

export type BenchRequest = SearchParamsObject & {indexName: string};

export function ringBuilderQueries(seed: number, count: number): BenchRequest[] {
  const random = new Random(seed, 'ring-builder-bench');
  return Array.from({length: count}, () => {
    const caratFrom = Math.round(random.float(0.3, 2.5) * 100) / 100;
    const caratTo = Math.round((caratFrom + random.float(0.25, 1.5)) * 100) / 100;
    const colorTo = random.int(2, 7);
    const clarityTo = random.int(3, 7);
    const priceTo = random.pick([5_000, 10_000, 25_000, 50_000]);
    return {
      indexName: random.chance(0.5) ? random.pick(['diamonds_price_asc', 'diamonds_price_desc']) : random.pick(OTHER_SORT_REPLICAS),
      query: '',
      facetFilters: [`shape:${random.pick(DIAMOND_SHAPES)}`, `type:${random.pick(DIAMOND_TYPES)}`],
      numericFilters: [
        `carat:${caratFrom} TO ${caratTo}`,
        `colorIndex:${random.int(0, 1)} TO ${colorTo}`,
        `clarityIndex:0 TO ${clarityTo}`,
        `total_sales_price:${random.pick([0, 0, 500, 1000])} TO ${priceTo}`,
      ],
      facets: RING_BUILDER_FACETS,
      hitsPerPage: 24,
      page: random.chance(0.8) ? 0 : random.int(1, 3),
    };
  });
}

/** One edit a shopper might make: a dropped, doubled or swapped letter. */
function withTypo(word: string, random: Random): string {
  if (word.length < 5) return word;
  const at = random.int(1, word.length - 3);
  switch (random.int(0, 2)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + (word[at] as string) + word.slice(at);
    default:
      return word.slice(0, at) + (word[at + 1] as string) + (word[at] as string) + word.slice(at + 2);
  }
}

export function productQueries(seed: number, products: readonly SearchProductRecord[], count: number): BenchRequest[] {
  const random = new Random(seed, 'products-bench');
  const words = [...new Set(products.flatMap((p) => [...p.name.split(/\s+/), ...p.metal.join(' ').split(/\s+/)]))]
    .map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length >= 4);
  return Array.from({length: count}, () => {
    const typo = random.chance(0.5);
    const terms = Array.from({length: random.int(1, 2)}, () => random.pick(words));
    return {
      indexName: 'products',
      query: (typo ? terms.map((t) => withTypo(t, random)) : terms).join(' '),
      facets: ['metal', 'category', 'type'],
      hitsPerPage: 20,
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    };
  });
}

// The indexes as Algolia knows them: names, searchable attributes, facets, numeric attributes,
// ranking and replicas. The local service registers exactly these indexes and the sync script
// pushes exactly these settings, so local and production search cannot drift apart.
import {DIAMOND_FACETS, DIAMOND_NUMERICS, type DiamondNumeric} from './diamond-columns';
import {PRODUCT_FACETS, PRODUCT_SEARCHABLE, PRODUCT_SEARCHABLE_FACETS} from './product-engine';

export const PRODUCTS_INDEX = 'products';
export const DIAMONDS_INDEX = 'diamonds';

/** Algolia's default ranking criteria, after which a standard replica's sort is placed first. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

export interface IndexDefinition {
  name: string;
  /** Settings for `setSettings`; replicas carry only what differs from their primary. */
  settings: Record<string, unknown>;
  /** The primary whose records this replica mirrors, if it is a replica. */
  primary?: string;
}

const sortedBy = (criterion: string) => ({ranking: [criterion, ...DEFAULT_RANKING]});

export const PRODUCT_REPLICAS = {
  products_price_asc: {attribute: 'price', direction: 'asc'},
  products_price_desc: {attribute: 'price', direction: 'desc'},
  products_newest: {attribute: 'createdAt', direction: 'desc'},
} as const;

/**
 * The ring builder's sorts, one standard replica per attribute and direction. Standard, not
 * virtual: Algolia documents standard replicas for exhaustive sorting (every match strictly in the
 * attribute's order, what a diamond table sorted by a column promises), virtual replicas for
 * relevant sorting (a text query's best matches first, then sorted), and the builder sends no text
 * query. Grades sort on their best-first positions (`diamond-record.ts`), so asc is best first.
 */
export const DIAMOND_REPLICAS = {
  diamonds_price_asc: {attribute: 'total_sales_price', direction: 'asc'},
  diamonds_price_desc: {attribute: 'total_sales_price', direction: 'desc'},
  diamonds_carat_asc: {attribute: 'carat', direction: 'asc'},
  diamonds_carat_desc: {attribute: 'carat', direction: 'desc'},
  diamonds_color_asc: {attribute: 'colorIndex', direction: 'asc'},
  diamonds_color_desc: {attribute: 'colorIndex', direction: 'desc'},
  diamonds_clarity_asc: {attribute: 'clarityIndex', direction: 'asc'},
  diamonds_clarity_desc: {attribute: 'clarityIndex', direction: 'desc'},
  diamonds_cut_asc: {attribute: 'cutIndex', direction: 'asc'},
  diamonds_cut_desc: {attribute: 'cutIndex', direction: 'desc'},
  diamonds_price_per_carat_asc: {attribute: 'pricePerCarat', direction: 'asc'},
  diamonds_price_per_carat_desc: {attribute: 'pricePerCarat', direction: 'desc'},
} as const satisfies Record<string, {attribute: DiamondNumeric; direction: 'asc' | 'desc'}>;

/** Stones equal on a sort go cheapest first: said on each replica, not left to the copy Algolia makes when it creates one. */
const DIAMOND_CUSTOM_RANKING = ['asc(total_sales_price)'];

export function indexDefinitions(): IndexDefinition[] {
  const products: IndexDefinition = {
    name: PRODUCTS_INDEX,
    settings: {
      searchableAttributes: [...PRODUCT_SEARCHABLE],
      attributesForFaceting: PRODUCT_FACETS.map((facet) =>
        (PRODUCT_SEARCHABLE_FACETS as readonly string[]).includes(facet) ? `searchable(${facet})` : facet,
      ),
      numericAttributesForFiltering: ['price', 'compareAtPrice', 'createdAt', 'totalSales'],
      customRanking: ['desc(totalSales)'],
      typoTolerance: true,
      minWordSizefor1Typo: 4,
      replicas: Object.keys(PRODUCT_REPLICAS),
    },
  };
  const diamonds: IndexDefinition = {
    name: DIAMONDS_INDEX,
    settings: {
      searchableAttributes: ['stockNumber', 'certNumber', 'shape', 'type', 'color', 'clarity', 'cut', 'lab'],
      attributesForFaceting: DIAMOND_FACETS.map((facet) => `searchable(${facet})`),
      numericAttributesForFiltering: [...DIAMOND_NUMERICS],
      // With no query every stone ties on text, so the primary lists stones cheapest first.
      customRanking: DIAMOND_CUSTOM_RANKING,
      replicas: Object.keys(DIAMOND_REPLICAS),
    },
  };
  return [
    products,
    ...Object.entries(PRODUCT_REPLICAS).map(([name, {attribute, direction}]) => ({
      name,
      primary: PRODUCTS_INDEX,
      settings: sortedBy(`${direction}(${attribute})`),
    })),
    diamonds,
    ...Object.entries(DIAMOND_REPLICAS).map(([name, {attribute, direction}]) => ({
      name,
      primary: DIAMONDS_INDEX,
      settings: {...sortedBy(`${direction}(${attribute})`), customRanking: DIAMOND_CUSTOM_RANKING},
    })),
  ];
}

// Turns an engine's result into Algolia's response bodies: pagination within Algolia's limit of
// 1000 reachable hits, facet values ordered and truncated, retrieved attributes, highlighting, and
// the facet-value search answer.
import {badRequest} from './search-error';
import {highlightHit} from './highlight';
import type {SearchEngine} from './search-engine';
import {PAGINATION_LIMITED_TO, type SearchParams} from './search-params';
import {matchLength, queryWords, wordsWithOffsets} from './text-matching';

export function retrieveAttributes(record: object, attributes: string[] | null): Record<string, unknown> {
  if (!attributes) return {...record};
  const all = attributes.includes('*');
  const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key === 'objectID' || (all ? !excluded.has(key) : attributes.includes(key))) out[key] = value;
  }
  return out;
}

function orderedCounts(counts: Map<string, number>, params: SearchParams): Record<string, number> {
  const entries = [...counts];
  entries.sort(
    params.sortFacetValuesBy === 'alpha'
      ? ([a], [b]) => a.localeCompare(b)
      : ([a, x], [b, y]) => y - x || a.localeCompare(b),
  );
  return Object.fromEntries(entries.slice(0, params.maxValuesPerFacet));
}

function requestedFacets(engine: SearchEngine, params: SearchParams): readonly string[] {
  return params.facets === '*' ? engine.facetAttributes : params.facets;
}

export function searchResponse(engine: SearchEngine, indexName: string, params: SearchParams, startedAt: number) {
  const {page, hitsPerPage} = params;
  const from = Math.min(page * hitsPerPage, PAGINATION_LIMITED_TO);
  const to = Math.min(from + hitsPerPage, PAGINATION_LIMITED_TO);
  const facets = requestedFacets(engine, params);
  const result = engine.run(params, {from, to}, facets);
  const highlighted = params.attributesToHighlight ?? engine.searchableAttributes;
  const highlightOptions = {
    query: params.query,
    preTag: params.highlightPreTag,
    postTag: params.highlightPostTag,
    typos: params.typoTolerance,
  };
  const hits = result.hits.map((record) => {
    const hit = retrieveAttributes(record, params.attributesToRetrieve);
    if (highlighted.length > 0) hit._highlightResult = highlightHit(record, highlighted, highlightOptions);
    return hit;
  });
  const reachable = Math.min(result.nbHits, PAGINATION_LIMITED_TO);
  return {
    hits,
    nbHits: result.nbHits,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: {nbHits: true, facetsCount: true, typo: true},
    query: params.query,
    params: params.params,
    index: indexName,
    renderingContent: {},
    ...(facets.length > 0 && {
      facets: Object.fromEntries([...result.facets].map(([facet, counts]) => [facet, orderedCounts(counts, params)])),
    }),
    ...(result.facetsStats.size > 0 && {facets_stats: Object.fromEntries(result.facetsStats)}),
    processingTimeMS: Math.round(performance.now() - startedAt),
  };
}

/** Facet values whose words start with the facet query, most frequent first, among matching records. */
export function facetValuesResponse(engine: SearchEngine, facet: string, params: SearchParams, startedAt: number) {
  if (!engine.searchableFacets.includes(facet)) {
    throw badRequest(`Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  }
  const counts = engine.run(params, {from: 0, to: 0}, [facet]).facets.get(facet) ?? new Map<string, number>();
  const words = queryWords(params.facetQuery);
  const facetHits: {value: string; highlighted: string; count: number}[] = [];
  for (const [value, count] of counts) {
    const tokens = wordsWithOffsets(value);
    const matches = words.map((word, index) =>
      tokens.map((token) => ({token, length: matchLength(word, token.word, index === words.length - 1, false)})),
    );
    if (!matches.every((perWord) => perWord.some((m) => m.length > 0))) continue;
    let highlighted = '';
    let cursor = 0;
    for (const token of tokens) {
      const length = Math.max(0, ...matches.map((perWord) => perWord.find((m) => m.token === token)?.length ?? 0));
      if (length === 0) continue;
      highlighted += value.slice(cursor, token.start) + params.highlightPreTag + value.slice(token.start, token.start + length) + params.highlightPostTag;
      cursor = token.start + length;
    }
    facetHits.push({value, highlighted: highlighted + value.slice(cursor), count});
  }
  facetHits.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    facetHits: facetHits.slice(0, params.maxFacetHits),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - startedAt),
  };
}

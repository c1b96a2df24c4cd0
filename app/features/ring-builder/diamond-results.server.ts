// The diamond step's first page of results, searched while the server renders the page: the same
// query the browser would send, through the real search client, cached like a Storefront API read
// and given a deadline. Null when the search service fails or is slow: the browser then searches.
import type {LoaderFunctionArgs} from 'react-router';
import {readDiamondHits} from '~/features/ring-builder/model/diamond-hit';
import {diamondQueryKey, diamondSearchRequest, type DiamondResultsQuery} from '~/features/ring-builder/model/diamond-search-request';
import type {DiamondResultsPage} from '~/features/ring-builder/model/diamond-results-page';
import {cachedServerSearch} from '~/features/search/cached-search.server';

export async function firstDiamondResults(request: Request, context: LoaderFunctionArgs['context'], query: DiamondResultsQuery): Promise<DiamondResultsPage | null> {
  const {indexName, params} = diamondSearchRequest({...query, page: 0});
  try {
    const page = await cachedServerSearch(request, context, {
      key: ['diamond-results', indexName, params],
      requests: [{indexName, ...params}],
      read: ([first]) => (first && 'hits' in first ? {hits: readDiamondHits(first.hits), total: first.nbHits ?? 0, pages: first.nbPages ?? 0} : null),
    });
    return page && {key: diamondQueryKey(query), ...page};
  } catch (error) {
    console.error('[ring-builder] server diamond search failed; the browser searches instead', error);
    return null;
  }
}

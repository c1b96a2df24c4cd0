import {useMemo} from 'react';
import {Configure, InstantSearch} from 'react-instantsearch';
import type {SearchClient} from 'instantsearch.js';
import {HIT_ATTRIBUTES, PRODUCTS_INDEX, SEARCH_HITS_PER_PAGE} from '~/config/search';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import {LISTED_SEARCH_FILTER} from '~/features/catalog/model/for-sale';
import {DiscountRulesProvider} from '~/features/catalog/components/DiscountRules';
import {searchStateMapping} from '~/features/search/model/search-routing';
import {SearchResultsLayout} from './SearchResultsLayout';
import {useSearchRouter} from '~/features/search/hooks/use-search-router';

interface SearchExperienceProps {
  searchClient: SearchClient;
  discountRules: readonly DiscountRule[];
  imageOrigin: string | null;
}

/** The /search page's InstantSearch: rendered by the loader for its first results, then hydrated. */
export function SearchExperience({searchClient, discountRules, imageOrigin}: SearchExperienceProps) {
  const router = useSearchRouter();
  // A new routing object would restart InstantSearch's routing on every render.
  const routing = useMemo(() => ({router, stateMapping: searchStateMapping}), [router]);
  return (
    <DiscountRulesProvider rules={discountRules}>
      <InstantSearch
        searchClient={searchClient}
        indexName={PRODUCTS_INDEX}
        routing={routing}
        future={{preserveSharedStateOnUnmount: true}}
        insights={false}
      >
        <Configure filters={LISTED_SEARCH_FILTER} hitsPerPage={SEARCH_HITS_PER_PAGE} attributesToRetrieve={[...HIT_ATTRIBUTES]} attributesToHighlight={['name']} />
        <SearchResultsLayout imageOrigin={imageOrigin} />
      </InstantSearch>
    </DiscountRulesProvider>
  );
}

import {useCallback, useRef} from 'react';
import {ClearRefinements, Hits, Pagination, RefinementList, SearchBox, Stats, useInstantSearch} from 'react-instantsearch';
import {SEARCH_FACETS, SEARCH_INPUT_DEBOUNCE_MS} from '~/config/search';
import {SearchSortSelect} from './SearchSortSelect';
import {SearchHitCard} from './SearchHitCard';
import {NoSearchResults} from './NoSearchResults';
import type {ProductHit} from './search-hit';

/**
 * Debounced like the header box (spec §9): a query runs once typing pauses. Stable across renders,
 * since InstantSearch re-creates a widget whose functions change.
 */
function useDebouncedQueryHook() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  return useCallback((query: string, search: (value: string) => void) => {
    clearTimeout(timer.current);
    if (query.trim() === '') search(query);
    else timer.current = setTimeout(() => search(query), SEARCH_INPUT_DEBOUNCE_MS);
  }, []);
}

const resultCount = ({nbHits}: {nbHits: number}) => `${nbHits} ${nbHits === 1 ? 'result' : 'results'}`;

export function SearchResultsLayout({imageOrigin}: {imageOrigin: string | null}) {
  const {indexUiState, results, status} = useInstantSearch();
  const queryHook = useDebouncedQueryHook();
  // One component for the page's life: a new one on each render would make React remount every
  // hit, replacing the server's cards (and their images) once the page hydrates.
  const hitComponent = useCallback(({hit}: {hit: ProductHit}) => <SearchHitCard hit={hit} imageOrigin={imageOrigin} />, [imageOrigin]);
  const query = indexUiState.query ?? '';
  // Before the first answer InstantSearch holds placeholder results: not yet a verdict of none.
  const answered = !(results as {__isArtificial?: boolean}).__isArtificial;
  const empty = answered && results.nbHits === 0 && status !== 'loading' && status !== 'stalled';

  return (
    <div className="search-page">
      <header className="search-page__header">
        <h1>{query ? <>Results for “{query}”</> : 'Search'}</h1>
        <SearchBox
          placeholder="Search rings, diamonds, jewelry"
          queryHook={queryHook}
          classNames={{root: 'search-page__box', input: 'search-page__input'}}
          translations={{submitButtonTitle: 'Search', resetButtonTitle: 'Clear the search'}}
        />
        <Stats classNames={{root: 'search-page__stats'}} translations={{rootElementText: resultCount, announcementText: resultCount}} />
      </header>
      <div className="search-page__body">
        <aside className="search-page__facets" aria-label="Filters">
          {SEARCH_FACETS.map((facet) => (
            <fieldset key={facet.attribute} className="facet" data-testid={`search-facet-${facet.attribute}`}>
              <legend className="facet__title">{facet.label}</legend>
              <RefinementList
                attribute={facet.attribute}
                limit={8}
                showMore
                classNames={{list: 'facet__values', label: 'facet__value', count: 'facet__count', showMore: 'link-button'}}
              />
            </fieldset>
          ))}
          <ClearRefinements translations={{resetButtonText: 'Clear all filters'}} classNames={{button: 'link-button'}} />
        </aside>
        <section className="search-page__results" aria-label="Results">
          <div className="search-page__toolbar">
            <SearchSortSelect />
          </div>
          {empty ? <NoSearchResults query={query} /> : null}
          {/* Always mounted: the widget is what asks the service for highlighted names. */}
          <Hits<ProductHit>
            classNames={{list: 'product-grid search-page__hits', emptyRoot: 'search-page__hits--empty'}}
            hitComponent={hitComponent}
          />
          <Pagination classNames={{root: 'search-pagination', list: 'search-pagination__list'}} padding={2} />
        </section>
      </div>
    </div>
  );
}

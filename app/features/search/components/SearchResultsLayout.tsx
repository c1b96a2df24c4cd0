import {useCallback, useState} from 'react';
import {Hits, Pagination, RefinementList, SearchBox, Stats, useClearRefinements, useCurrentRefinements, useInstantSearch} from 'react-instantsearch';
import {SEARCH_FACETS, SEARCH_INPUT_DEBOUNCE_MS} from '~/config/search';
import {FiltersToggle} from '~/ui/FiltersToggle';
import {useDebouncedCallback} from '~/ui/hooks/use-debounced-callback';
import {SearchSortSelect} from './SearchSortSelect';
import {SearchHitCard} from './SearchHitCard';
import {NoSearchResults} from './NoSearchResults';
import type {ProductHit} from '~/features/search/model/search-hit';

/**
 * Debounced like the header box (spec §9): a query runs once typing pauses. Stable across renders,
 * since InstantSearch re-creates a widget whose functions change.
 */
function useDebouncedQueryHook() {
  const searchLater = useDebouncedCallback((query: string, search: (value: string) => void) => search(query), SEARCH_INPUT_DEBOUNCE_MS);
  return useCallback(
    (query: string, search: (value: string) => void) => {
      if (query.trim() !== '') {
        searchLater(query, search);
        return;
      }
      searchLater.cancel();
      search(query);
    },
    [searchLater],
  );
}

const resultCount = ({nbHits}: {nbHits: number}) => `${nbHits} ${nbHits === 1 ? 'result' : 'results'}`;

/** What the page shows of InstantSearch's state: the query, and whether it has answered with nothing. */
function useSearchOutcome() {
  const {indexUiState, results, status} = useInstantSearch();
  // Before the first answer InstantSearch holds placeholder results: not yet a verdict of none.
  const answered = !(results as {__isArtificial?: boolean}).__isArtificial;
  return {query: indexUiState.query ?? '', empty: answered && results.nbHits === 0 && status !== 'loading' && status !== 'stalled'};
}

/**
 * The page's frame reads no search state itself: the parts that do subscribe on their own, so an
 * answer re-renders them and the widgets, not the whole page.
 */
export function SearchResultsLayout({imageOrigin}: {imageOrigin: string | null}) {
  const queryHook = useDebouncedQueryHook();
  // One component for the page's life: a new one on each render would make React remount every
  // hit, replacing the server's cards (and their images) once the page hydrates.
  const hitComponent = useCallback(({hit}: {hit: ProductHit}) => <SearchHitCard hit={hit} imageOrigin={imageOrigin} />, [imageOrigin]);

  return (
    <div className="search-page">
      <header className="search-page__header">
        <SearchHeading />
        <SearchBox
          placeholder="Search rings, diamonds, jewelry"
          queryHook={queryHook}
          classNames={{root: 'search-page__box', input: 'search-page__input'}}
          translations={{submitButtonTitle: 'Search', resetButtonTitle: 'Clear the search'}}
        />
        <Stats classNames={{root: 'search-page__stats'}} translations={{rootElementText: resultCount, announcementText: resultCount}} />
      </header>
      <div className="search-page__body">
        <SearchFilters />
        <section className="search-page__results" aria-label="Results">
          <div className="search-page__toolbar">
            <SearchSortSelect />
          </div>
          <NoResultsNotice />
          {/* Always mounted: the widget is what asks the service for highlighted names. */}
          <Hits<ProductHit>
            classNames={{list: 'product-grid search-page__hits', emptyRoot: 'search-page__hits--empty'}}
            hitComponent={hitComponent}
          />
          {/* One page needs no pagination: the widget stays (it holds the page in the state) but hides. */}
          <Pagination classNames={{root: 'search-pagination', noRefinementRoot: 'search-pagination--single', list: 'search-pagination__list'}} padding={2} />
        </section>
      </div>
    </div>
  );
}

function SearchHeading() {
  const {query} = useSearchOutcome();
  return <h1>{query ? <>Results for “{query}”</> : 'Search'}</h1>;
}

function NoResultsNotice() {
  const {query, empty} = useSearchOutcome();
  return empty ? <NoSearchResults query={query} /> : null;
}

/**
 * The facets: inline from 1024px, behind a Filters button below it, as on collections. A facet with
 * no values hides (its widget stays mounted, since it is what asks the service for the values), and
 * with no results and nothing to clear there is nothing to filter at all.
 */
function SearchFilters() {
  const {empty} = useSearchOutcome();
  const [open, setOpen] = useState(false);
  const {items} = useCurrentRefinements();
  const {canRefine: canClear, refine: clearAll} = useClearRefinements();
  const activeCount = items.reduce((count, item) => count + item.refinements.length, 0);
  return (
    <aside className="search-page__facets listing-filters" data-open={open} aria-label="Filters" hidden={empty && !canClear}>
      <div className="listing-filters__bar">
        <FiltersToggle open={open} onToggle={() => setOpen(!open)} controls="search-facets" activeCount={activeCount} />
      </div>
      <div id="search-facets" className="listing-filters__facets">
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
        {canClear ? (
          <button type="button" className="link-button" onClick={clearAll}>
            Clear all filters
          </button>
        ) : null}
      </div>
    </aside>
  );
}

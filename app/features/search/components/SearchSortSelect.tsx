import {useSortBy} from 'react-instantsearch';
import {SEARCH_SORTS} from '~/config/search';

const ITEMS = SEARCH_SORTS.map(({value, label}) => ({value, label}));

/** Sort through the replica indexes, as a labelled native select. */
export function SearchSortSelect() {
  const {currentRefinement, options, refine} = useSortBy({items: ITEMS});
  return (
    <div className="listing-filters__sort">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import {useId} from 'react';
import {SORT_OPTIONS, sortOptionOf} from '~/features/ring-builder/model/diamond-filters';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';

// No "Best match": without a sort the search returns the primary index in its own order, which is
// no relevance to the shopper's setting. The table's column headers set the same sort.
/** Spec §4 and issue 19: price, carat, the grades and price per carat, each both ways. */
export function SortBy() {
  const sort = useRingBuilder((state) => state.sort);
  const selectSort = useRingBuilder((state) => state.selectSort);
  const id = useId();
  return (
    <div className="builder-sort">
      <label htmlFor={id}>Sort By</label>
      <select id={id} value={sortOptionOf(sort).value} onChange={(event) => selectSort(event.target.value)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

import {useId} from 'react';
import {SORT_HIGH_TO_LOW, SORT_LOW_TO_HIGH} from '~/config/ring-builder';
import type {SortEntry} from '~/features/ring-builder/model/diamond-filters';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';

// No "Best match": without a sort the search returns the primary index in its own order, which is
// no relevance to the shopper's setting; the price is the one sort the index keeps (spec §3).
const selectionOf = (sort: readonly SortEntry[]) => (sort[0]?.desc ? SORT_HIGH_TO_LOW : SORT_LOW_TO_HIGH);

/** Spec §4: Low to High and High to Low sort by price. */
export function SortBy() {
  const sort = useRingBuilder((state) => state.sort);
  const selectSort = useRingBuilder((state) => state.selectSort);
  const id = useId();
  return (
    <div className="builder-sort">
      <label htmlFor={id}>Sort By</label>
      <select id={id} value={selectionOf(sort)} onChange={(event) => selectSort(event.target.value)}>
        {[SORT_LOW_TO_HIGH, SORT_HIGH_TO_LOW].map((label) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

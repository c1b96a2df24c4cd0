import {useState} from 'react';
import {sameRange, type Range} from '~/features/ring-builder/model/diamond-filters';

/**
 * What a filter control shows while the shopper works it (a thumb being dragged, a number being
 * typed), drawn from the committed range: it starts from `draftOf(value)` and starts again whenever
 * the range's ends change. Adjusted while rendering, not in an effect, so a commit draws once and a
 * new array with the same ends draws nothing.
 */
export function useRangeDraft<T>(value: Range, draftOf: (value: Range) => T): [T, (draft: T) => void] {
  const [draft, setDraft] = useState(() => draftOf(value));
  const [drawnFrom, setDrawnFrom] = useState(value);
  if (!sameRange(drawnFrom, value)) {
    setDrawnFrom(value);
    setDraft(draftOf(value));
  }
  return [draft, setDraft];
}

import {COMPARE_MAX} from '~/domain/diamond-compare';
import type {DiamondHit} from '~/domain/diamond-hit';
import type {DiamondSearchState} from './use-diamond-search';
import {DiamondCard} from './DiamondCard';

interface DiamondResultsProps {
  search: DiamondSearchState;
  pagesShown: number;
  imageOrigin: string | null;
  selectedId: string | null;
  onSelect: (hit: DiamondHit) => void;
  onShowMore: () => void;
  onWiden: () => void;
  compared: DiamondHit[];
  onToggleCompare: (hit: DiamondHit) => void;
}

const count = new Intl.NumberFormat('en-US');

/** The result count, the grid, and the loading, error and empty states. */
export function DiamondResults({search, pagesShown, imageOrigin, selectedId, onSelect, onShowMore, onWiden, compared, onToggleCompare}: DiamondResultsProps) {
  const {hits, total} = search;
  return (
    <section className="diamond-results" aria-labelledby="diamond-results-count" aria-busy={search.status === 'loading'}>
      <p id="diamond-results-count" className="diamond-results__count" role="status" data-testid="diamond-count">
        {total === null ? 'Searching diamonds…' : `${count.format(total)} ${total === 1 ? 'diamond' : 'diamonds'}`}
      </p>
      {search.status === 'error' ? (
        <p className="diamond-results__error" role="alert">
          Diamonds could not be loaded. Check your connection and try again.
        </p>
      ) : null}
      {search.status === 'ready' && total === 0 ? (
        <div className="diamond-results__empty">
          <p>No diamonds match these filters.</p>
          <button type="button" className="button" onClick={onWiden}>
            Show all diamonds of this type
          </button>
        </div>
      ) : null}
      <ul className="diamond-grid">
        {hits.map((hit) => (
          <DiamondCard
            key={hit.objectID}
            hit={hit}
            imageOrigin={imageOrigin}
            selected={hit.objectID === selectedId}
            onSelect={onSelect}
            compared={compared.some((item) => item.objectID === hit.objectID)}
            canCompare={compared.length < COMPARE_MAX}
            onToggleCompare={onToggleCompare}
          />
        ))}
      </ul>
      {search.status === 'ready' && pagesShown < search.pages ? (
        <button type="button" className="button builder-secondary diamond-results__more" onClick={onShowMore}>
          Show more diamonds
        </button>
      ) : null}
    </section>
  );
}

import {Suspense, useEffect} from 'react';
import {RESULTS_RENDERED_MARK} from '~/config/ring-builder';
import {formatCount} from '~/features/catalog/model/grouped-digits';
import {COMPARE_MAX} from '~/features/ring-builder/model/diamond-compare';
import type {DiamondHit} from '~/features/ring-builder/model/diamond-hit';
import type {ResultView} from '~/features/ring-builder/model/ring-builder-snapshot';
import type {DiamondSearchState} from '~/features/ring-builder/hooks/use-diamond-search';
import {DiamondCard} from './DiamondCard';
import {DiamondDetails} from './DiamondDetails';
import {ResultViewToggle} from './ResultViewToggle';
import {lazyIsland} from '~/ui/lazy-island';

// The table (with its sorting headers) is not the first view: its code stays off the first load and
// is fetched once the page is idle, or when the shopper asks for it.
const DiamondTable = lazyIsland(() => import('./DiamondTable').then((m) => m.DiamondTable));

/** Two rows of the widest grid: the cards a shopper sees first. */
const EAGER_DIAMOND_IMAGES = 8;
/** The first row on a phone (two columns): where the page's largest paint is. */
const HIGH_PRIORITY_DIAMOND_IMAGES = 2;

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
  view: ResultView;
  onViewChange: (view: ResultView) => void;
}


/** The result count, the grid or table, and the loading, error and empty states. */
export function DiamondResults(props: DiamondResultsProps) {
  const {search, pagesShown, imageOrigin, selectedId, onSelect, onShowMore, onWiden, compared, onToggleCompare, view} = props;
  const {hits, total} = search;
  DiamondTable.usePreloadWhenIdle();
  // After the answer is on screen: where a benchmark stops timing a filter change (docs/ring-builder.md).
  // Once per answer: a render that shows the same stones again changes nothing on screen.
  useEffect(() => {
    if (search.status === 'ready') performance.mark(RESULTS_RENDERED_MARK, {detail: {total: search.total}});
  }, [search.status, search.hits, search.total]);
  const isCompared = (hit: DiamondHit) => compared.some((item) => item.objectID === hit.objectID);
  const canCompare = compared.length < COMPARE_MAX;
  return (
    <section className="diamond-results" aria-labelledby="diamond-results-count" aria-busy={search.status === 'loading'}>
      <div className="diamond-results__bar">
        <p id="diamond-results-count" className="diamond-results__count" role="status" data-testid="diamond-count">
          {total === null ? 'Searching diamonds…' : `${formatCount(total)} ${total === 1 ? 'diamond' : 'diamonds'}`}
        </p>
        <ResultViewToggle view={view} onChange={props.onViewChange} />
      </div>
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
      {view === 'table' && hits.length > 0 ? (
        <Suspense fallback={null}>
          <DiamondTable.Component
            hits={hits}
            imageOrigin={imageOrigin}
            selectedId={selectedId}
            onSelect={onSelect}
            isCompared={isCompared}
            canCompare={canCompare}
            onToggleCompare={onToggleCompare}
            Details={DiamondDetails}
          />
        </Suspense>
      ) : null}
      {view === 'grid' ? (
        <ul className="diamond-grid">
          {hits.map((hit, index) => (
            <DiamondCard
              key={hit.objectID}
              image={index < HIGH_PRIORITY_DIAMOND_IMAGES ? 'high' : index < EAGER_DIAMOND_IMAGES ? 'eager' : 'lazy'}
              hit={hit}
              imageOrigin={imageOrigin}
              selected={hit.objectID === selectedId}
              onSelect={onSelect}
              compared={isCompared(hit)}
              canCompare={canCompare}
              onToggleCompare={onToggleCompare}
            />
          ))}
        </ul>
      ) : null}
      {search.status === 'ready' && pagesShown < search.pages ? (
        <button type="button" className="button builder-secondary diamond-results__more" onClick={onShowMore}>
          Show more diamonds
        </button>
      ) : null}
    </section>
  );
}

import {useMemo} from 'react';
import {CLARITY_BANDS, COLOR_BANDS, gradedOnDiamondScales} from '~/features/ring-builder/model/diamond-grades';
import {settingCaratRange, type DiamondFilters, type Range} from '~/features/ring-builder/model/diamond-filters';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {useSearchPreconnect} from '~/features/search/hooks/use-search-preconnect';
import {AdvancedFilters} from './AdvancedFilters';
import {CaratFilter} from './CaratFilter';
import {GradeFilter} from './GradeFilter';
import {PriceFilter} from './PriceFilter';
import {ShapeFilter} from './ShapeFilter';
import {StoneTypeFilter} from './StoneTypeFilter';

/** Every diamond filter, bound to the builder's store; shown inline or inside the drawer. */
export function DiamondFilterPanel() {
  const state = useRingBuilder();
  const {filters, setFilter} = state;
  // Stable props, so that a change to one filter redraws that filter only (each is memoised).
  const caratBounds = useMemo(() => settingCaratRange(state.setting), [state.setting]);
  const commit = useMemo(() => {
    const committer = (key: keyof DiamondFilters) => (range: Range) => setFilter(key, range);
    return {carat: committer('carat'), color: committer('color'), clarity: committer('clarity'), price: committer('price')};
  }, [setFilter]);
  // Every filter change searches from the browser: the connection opens as the shopper reaches for one.
  const preconnect = useSearchPreconnect();
  return (
    <div className="diamond-filters" onPointerEnter={preconnect} onPointerDown={preconnect} onFocus={preconnect}>
      <ShapeFilter selected={state.shapes} onToggle={state.toggleShape} />
      <StoneTypeFilter value={state.stoneType} onChange={state.setStoneType} />
      <CaratFilter bounds={caratBounds} value={filters.carat} onCommit={commit.carat} />
      {gradedOnDiamondScales(state.stoneType) ? (
        <>
          <GradeFilter label="Color" bands={COLOR_BANDS} value={filters.color} onCommit={commit.color} />
          <GradeFilter label="Clarity" bands={CLARITY_BANDS} value={filters.clarity} onCommit={commit.clarity} />
        </>
      ) : (
        <p className="builder-filter builder-filter__note" data-testid="moissanite-grades-note">
          Moissanite comes in two color bands, D-E-F colorless and G-H-I near colorless, and every stone is eye-clean. It has no diamond color or clarity grade, so those filters do not apply.
        </p>
      )}
      <PriceFilter value={filters.price} onCommit={commit.price} />
      <AdvancedFilters />
    </div>
  );
}

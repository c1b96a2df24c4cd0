import {CLARITY_BANDS, COLOR_BANDS, gradedOnDiamondScales} from '~/features/ring-builder/model/diamond-grades';
import {settingCaratRange} from '~/features/ring-builder/model/diamond-filters';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
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
  return (
    <div className="diamond-filters">
      <ShapeFilter selected={state.shapes} onToggle={state.toggleShape} />
      <StoneTypeFilter value={state.stoneType} onChange={state.setStoneType} />
      <CaratFilter bounds={settingCaratRange(state.setting)} value={filters.carat} onCommit={(range) => setFilter('carat', range)} />
      {gradedOnDiamondScales(state.stoneType) ? (
        <>
          <GradeFilter label="Color" bands={COLOR_BANDS} value={filters.color} onCommit={(range) => setFilter('color', range)} />
          <GradeFilter label="Clarity" bands={CLARITY_BANDS} value={filters.clarity} onCommit={(range) => setFilter('clarity', range)} />
        </>
      ) : (
        <p className="builder-filter builder-filter__note" data-testid="moissanite-grades-note">
          Moissanite comes in two color bands, D-E-F colorless and G-H-I near colorless, and every stone is eye-clean. It has no diamond color or clarity grade, so those filters do not apply.
        </p>
      )}
      <PriceFilter value={filters.price} onCommit={(range) => setFilter('price', range)} />
      <AdvancedFilters />
    </div>
  );
}

import {PROPORTION_FILTERS} from '~/config/ring-builder';
import {PROPORTION_KEYS, type ProportionKey, type Range} from '~/features/ring-builder/model/diamond-filters';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {RangeSlider} from './RangeSlider';

const atBounds = (key: ProportionKey, [low, high]: Range) => low <= PROPORTION_FILTERS[key].min && high >= PROPORTION_FILTERS[key].max;

function format(key: ProportionKey, value: number): string {
  if (key === 'lengthWidthRatio') return value.toFixed(2);
  return `${key === 'depthPercent' ? value.toFixed(1) : value.toFixed(0)}%`;
}

/** Length/width ratio, table % and depth %: sliders over the index's range; at full range they do not filter. */
export function ProportionFilters() {
  const proportions = useRingBuilder((state) => state.proportions);
  const setProportion = useRingBuilder((state) => state.setProportion);
  return (
    <>
      {PROPORTION_KEYS.map((key) => {
        const {label, min, max, step} = PROPORTION_FILTERS[key];
        return (
          <fieldset key={key} className="advanced-filters__group">
            <legend>{label}</legend>
            <RangeSlider
              label={label}
              min={min}
              max={max}
              step={step}
              value={proportions[key] ?? [min, max]}
              onCommit={(range) => setProportion(key, atBounds(key, range) ? null : range)}
              describe={(position) => format(key, position)}
            />
          </fieldset>
        );
      })}
    </>
  );
}

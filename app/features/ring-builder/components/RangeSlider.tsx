import * as Slider from '@radix-ui/react-slider';
import {FILTER_COMMIT_MARK} from '~/config/ring-builder';
import type {Range} from '~/features/ring-builder/model/diamond-filters';
import {useRangeDraft} from '~/features/ring-builder/hooks/use-range-draft';

interface RangeSliderProps {
  label: string;
  min: number;
  max: number;
  step: number;
  value: Range;
  /** Called when a drag or key press ends, so the search runs once per change. */
  onCommit: (value: Range) => void;
  /** What each thumb announces and shows for a slider position. */
  describe: (position: number, thumb: 'min' | 'max') => string;
  marks?: readonly string[];
}

const itself = (value: Range) => value;

/** A two-thumb Radix slider: keyboard operable, each thumb named and announcing its value. */
export function RangeSlider({label, min, max, step, value, onCommit, describe, marks}: RangeSliderProps) {
  const [dragging, setDragging] = useRangeDraft(value, itself);
  const thumbs = [
    {which: 'min' as const, position: dragging[0]},
    {which: 'max' as const, position: dragging[1]},
  ];
  return (
    <div className="range-slider">
      <Slider.Root
        className="range-slider__root"
        min={min}
        max={max}
        step={step}
        value={[dragging[0], dragging[1]]}
        minStepsBetweenThumbs={0}
        onValueChange={([low = min, high = max]) => setDragging([low, high])}
        onValueCommit={([low = min, high = max]) => {
          // Where a benchmark starts timing "slider release to updated results" (docs/ring-builder.md).
          performance.mark(FILTER_COMMIT_MARK, {detail: {label}});
          onCommit([low, high]);
        }}
      >
        <Slider.Track className="range-slider__track">
          <Slider.Range className="range-slider__range" />
        </Slider.Track>
        {thumbs.map(({which, position}) => (
          <Slider.Thumb
            key={which}
            className="range-slider__thumb"
            aria-label={`${label} ${which === 'min' ? 'minimum' : 'maximum'}`}
            aria-valuetext={describe(position, which)}
          />
        ))}
      </Slider.Root>
      {marks ? (
        <ol className="range-slider__marks" aria-hidden="true" style={{gridTemplateColumns: `repeat(${marks.length}, 1fr)`}}>
          {marks.map((mark) => (
            <li key={mark}>{mark}</li>
          ))}
        </ol>
      ) : (
        <p className="range-slider__values" aria-hidden="true">
          <span>{describe(dragging[0], 'min')}</span>
          <span>{describe(dragging[1], 'max')}</span>
        </p>
      )}
    </div>
  );
}

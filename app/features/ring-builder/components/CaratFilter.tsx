import {memo, useCallback, useId, useMemo, useRef, useState} from 'react';
import {Link} from 'react-router';
import {CARAT_INPUT_STEP, CARAT_SLIDER_STEP} from '~/config/ring-builder';
import {isCaratOutsideRange, type Range} from '~/features/ring-builder/model/diamond-filters';
import {useDismiss} from '~/ui/hooks/use-dismiss';
import {useRangeDraft} from '~/features/ring-builder/hooks/use-range-draft';
import {RangeSlider} from './RangeSlider';

const rangeTexts = (value: Range) => [String(value[0]), String(value[1])];

interface CaratFilterProps {
  /** The carat range the chosen setting fits (0-5 without one): the slider's and inputs' bounds. */
  bounds: Range;
  value: Range;
  onCommit: (value: Range) => void;
}

export const CUSTOM_DESIGN_PATH = '/custom/start-your-custom-design';

/** Spec §5: slider step 0.01 updating on release; inputs step 0.25, red outside the setting's range. */
export const CaratFilter = memo(function CaratFilter({bounds, value, onCommit}: CaratFilterProps) {
  const [texts, setTexts] = useRangeDraft(value, rangeTexts);
  const [tipOpen, setTipOpen] = useState(false);
  const tipId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLParagraphElement>(null);
  const tipParts = useMemo(() => [toggle, tip], []);
  const closeTip = useCallback((how: 'escape' | 'outside') => {
    setTipOpen(false);
    if (how === 'escape') toggle.current?.focus();
  }, []);
  useDismiss(tipOpen, tipParts, closeTip);
  const inverted = value[0] > value[1];

  const onInput = (index: 0 | 1, text: string) => {
    const next = index === 0 ? [text, texts[1]!] : [texts[0]!, text];
    setTexts(next);
    const [low, high] = next.map(Number) as [number, number];
    // A minimum above the maximum is committed too: the step names it instead of keeping the old range.
    if (!isCaratOutsideRange(low, bounds) && !isCaratOutsideRange(high, bounds)) onCommit([low, high]);
  };

  return (
    <fieldset className="builder-filter">
      <legend className="builder-filter__title">
        Carat
        <button
          ref={toggle}
          type="button"
          className="builder-filter__tip-toggle"
          aria-expanded={tipOpen}
          aria-controls={tipId}
          aria-label="About the carat range"
          onClick={() => setTipOpen((open) => !open)}
        >
          ?
        </button>
      </legend>
      <p ref={tip} id={tipId} className="builder-filter__tip" role="note" hidden={!tipOpen}>
        The selected setting is designed to fit stones within this carat range. For a larger or smaller stone, please fill
        out our <Link to={CUSTOM_DESIGN_PATH}>custom design form</Link>.
      </p>
      <RangeSlider
        label="Carat"
        min={bounds[0]}
        max={bounds[1]}
        step={CARAT_SLIDER_STEP}
        value={inverted ? [value[1], value[0]] : value}
        onCommit={onCommit}
        describe={(position) => `${position.toFixed(2)} ct`}
      />
      <div className="builder-filter__inputs">
        {(['Minimum carat', 'Maximum carat'] as const).map((label, index) => {
          const outside = isCaratOutsideRange(Number(texts[index]), bounds) || inverted;
          return (
            <label key={label} className="builder-filter__input">
              <span>{label}</span>
              <input
                type="number"
                inputMode="decimal"
                step={CARAT_INPUT_STEP}
                min={bounds[0]}
                max={bounds[1]}
                value={texts[index]}
                aria-invalid={outside || undefined}
                data-outside={outside || undefined}
                onChange={(event) => onInput(index as 0 | 1, event.target.value)}
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
});

import {memo, useId} from 'react';
import {STONE_TYPES, type StoneType} from '~/features/ring-builder/model/diamond-filters';

const LABELS: Record<StoneType, string> = {moissanite: 'Moissanite', natural: 'Natural', lab: 'Lab grown'};

export const StoneTypeFilter = memo(function StoneTypeFilter({value, onChange}: {value: StoneType; onChange: (type: StoneType) => void}) {
  // A group of its own: the panel is in the page and in the filter drawer at once, and radios sharing
  // a name across both would uncheck each other.
  const group = useId();
  return (
    <fieldset className="builder-filter">
      <legend className="builder-filter__title">Stone type</legend>
      <div className="stone-type-filter">
        {STONE_TYPES.map((type) => (
          <label key={type} className="stone-type-filter__option">
            <input type="radio" name={group} value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{LABELS[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});

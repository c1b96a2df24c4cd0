import {STONE_TYPES, type StoneType} from '~/features/ring-builder/model/diamond-filters';

const LABELS: Record<StoneType, string> = {moissanite: 'Moissanite', natural: 'Natural', lab: 'Lab grown'};

export function StoneTypeFilter({value, onChange}: {value: StoneType; onChange: (type: StoneType) => void}) {
  return (
    <fieldset className="builder-filter">
      <legend className="builder-filter__title">Stone type</legend>
      <div className="stone-type-filter">
        {STONE_TYPES.map((type) => (
          <label key={type} className="stone-type-filter__option">
            <input type="radio" name="stone-type" value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{LABELS[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

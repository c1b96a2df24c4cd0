import {memo} from 'react';
import type {Range} from '~/features/ring-builder/model/diamond-filters';
import {bandLabels} from '~/features/ring-builder/model/diamond-grades';
import {RangeSlider} from './RangeSlider';

interface GradeFilterProps {
  label: string;
  bands: readonly (readonly string[])[];
  value: Range;
  onCommit: (value: Range) => void;
}

/**
 * Colour (0-4) and clarity (0-6) sliders move over grade bands: positions min..max select bands
 * min..max-1 (see diamond-grades.ts), so each thumb names the band at its edge of the selection.
 */
export const GradeFilter = memo(function GradeFilter({label, bands, value, onCommit}: GradeFilterProps) {
  const labels = bandLabels(bands);
  const describe = (position: number, thumb: 'min' | 'max') =>
    thumb === 'min' ? `from ${labels[position] ?? 'none'}` : `to ${labels[position - 1] ?? 'none'}`;
  return (
    <fieldset className="builder-filter">
      <legend className="builder-filter__title">{label}</legend>
      <RangeSlider label={label} min={0} max={bands.length} step={1} value={value} onCommit={onCommit} describe={describe} marks={labels} />
    </fieldset>
  );
});

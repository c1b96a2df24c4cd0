import {memo} from 'react';
import {ADVANCED_DIAMOND_FACETS} from '~/config/ring-builder';
import type {AdvancedFacet} from '~/features/ring-builder/model/diamond-filters';
import {gradedOnDiamondScales} from '~/features/ring-builder/model/diamond-grades';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {ProportionFilters} from './ProportionFilters';

const LABELS: Record<AdvancedFacet, string> = {cut: 'Cut', polish: 'Polish', symmetry: 'Symmetry', fluorescence: 'Fluorescence', lab: 'Grading lab'};

/**
 * Cut, polish, symmetry, fluorescence and lab (any ticked value of a facet matches), then the
 * proportion ranges. The summary counts ticked values and narrowed ranges.
 */
export const AdvancedFilters = memo(function AdvancedFilters() {
  const advanced = useRingBuilder((state) => state.advanced);
  const proportions = useRingBuilder((state) => state.proportions);
  const toggle = useRingBuilder((state) => state.toggleAdvanced);
  const graded = useRingBuilder((state) => gradedOnDiamondScales(state.stoneType));
  const chosen = Object.values(advanced).reduce((sum, values) => sum + values.length, 0) + Object.keys(proportions).length;
  return (
    <details className="builder-filter advanced-filters" open={chosen > 0 || undefined}>
      <summary className="builder-filter__title">{chosen > 0 ? `Advanced filters (${chosen})` : 'Advanced filters'}</summary>
      {(Object.keys(ADVANCED_DIAMOND_FACETS) as AdvancedFacet[]).filter((facet) => graded || facet !== 'lab').map((facet) => (
        <fieldset key={facet} className="advanced-filters__group">
          <legend>{LABELS[facet]}</legend>
          {ADVANCED_DIAMOND_FACETS[facet].map((value) => (
            <label key={value} className="stone-type-filter__option">
              <input type="checkbox" checked={advanced[facet]?.includes(value) ?? false} onChange={() => toggle(facet, value)} />
              <span>{value}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <ProportionFilters />
    </details>
  );
});

import {memo} from 'react';
import {SHAPE_ICON_PATH} from '~/config/product';
import {FILTER_SHAPES, shapeIconSlug} from '~/features/ring-builder/model/stone-shapes';

/** Icons load lazily: on a phone the panel is hidden until the drawer opens, and they must not compete with the results. */
export const ShapeFilter = memo(function ShapeFilter({selected, onToggle}: {selected: readonly string[]; onToggle: (shape: string) => void}) {
  return (
    <fieldset className="builder-filter">
      <legend className="builder-filter__title">Shape</legend>
      <ul className="shape-filter">
        {FILTER_SHAPES.map((shape) => (
          <li key={shape}>
            <button type="button" className="shape-filter__option" aria-pressed={selected.includes(shape)} onClick={() => onToggle(shape)}>
              <img src={`${SHAPE_ICON_PATH}/${shapeIconSlug(shape)}.png`} alt="" width={32} height={32} loading="lazy" />
              <span>{shape}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});

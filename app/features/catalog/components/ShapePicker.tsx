import {SHAPE_ICON_PATH} from '~/config/product';
import {pickerShapeValues, shapeIconSlug} from '~/features/ring-builder/model/stone-shapes';
import type {ProductOption} from '~/features/catalog/model/product-options';

interface ShapePickerProps {
  option: ProductOption;
  value: string;
  onChange: (valueId: string) => void;
  name: string;
}

/** Spec §2: the Center Stone Shape option as pickers with each shape's icon (spec §3: never Half Moon). */
export function ShapePicker({option, value, onChange, name}: ShapePickerProps) {
  return (
    <fieldset className="product-option shape-picker" data-format="shape">
      <legend className="product-option__title">
        {option.displayName}: <span className="product-option__current">{option.values.find((v) => v.id === value)?.value ?? ''}</span>
      </legend>
      <div className="shape-picker__choices">
        {pickerShapeValues(option.values).map((shape) => (
          <label key={shape.id} className="shape-picker__choice">
            <input
              type="radio"
              name={name}
              value={shape.id}
              checked={shape.id === value}
              // Spec §5: a shape is set only when one is chosen; nothing here clears it.
              onChange={(event) => {
                if (event.currentTarget.checked && shape.id) onChange(shape.id);
              }}
            />
            <span className="shape-picker__tile">
              <img src={`${SHAPE_ICON_PATH}/${shapeIconSlug(shape.value)}.png`} alt="" width={36} height={36} />
              {shape.value}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

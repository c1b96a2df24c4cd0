import {Link} from 'react-router';
import {CENTER_STONE_SHAPE_OPTION, ENGRAVING_MAX_LENGTH, OPTION_SELECT_PLACEHOLDER, RING_SIZE_GUIDE_PATH, RING_SIZE_OPTION} from '~/config/product';
import {engravingProblem, isEngravingOption} from '~/features/catalog/model/engraving';
import type {ProductOption} from '~/features/catalog/model/product-options';
import {OptionValueLabel, surchargeText} from './OptionValueLabel';
import {ShapePicker} from './ShapePicker';

interface OptionFieldProps {
  option: ProductOption;
  value: string;
  onChange: (value: string) => void;
  currencyCode: string;
  required?: boolean;
}

const fieldName = (option: ProductOption) => `option-${option.id.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

/** Spec §2: slider renders nothing, swatch, input, radio, otherwise a dropdown; shapes as pickers. */
export function OptionField({option, value, onChange, currencyCode, required}: OptionFieldProps) {
  const name = fieldName(option);
  if (option.name === CENTER_STONE_SHAPE_OPTION) return <ShapePicker option={option} value={value} onChange={onChange} name={name} />;
  switch (option.format) {
    case 'slider':
      return null;
    case 'input': {
      // The engraving's limit and characters come from its one definition, as in the cart and on the server.
      const engraving = isEngravingOption(option);
      const problem = engraving ? engravingProblem(value) : null;
      const describedBy = [option.description ? `${name}-hint` : null, problem ? `${name}-problem` : null].filter(Boolean).join(' ');
      return (
        <div className="product-option" data-format="input">
          <label className="product-option__title" htmlFor={name}>
            {option.displayName}
            {engraving ? <span className="product-option__optional"> (optional)</span> : null}
          </label>
          {option.description ? <p className="product-option__hint" id={`${name}-hint`}>{option.description}</p> : null}
          <input
            id={name}
            name={name}
            type="text"
            maxLength={engraving ? ENGRAVING_MAX_LENGTH : 100}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-invalid={problem !== null}
            aria-describedby={describedBy || undefined}
          />
          {problem ? (
            <p className="form-error" id={`${name}-problem`} role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      );
    }
    case 'swatch':
    case 'radio':
      return (
        <fieldset className={`product-option product-option--${option.format}`} data-format={option.format}>
          <legend className="product-option__title">
            {option.displayName}
            {required ? <span className="product-option__required"> *Required</span> : null}
          </legend>
          <div className="product-option__choices">
            {option.values.map((choice) => {
              const color = option.format === 'swatch' ? choice.displayAttributes.swatchColor : undefined;
              return (
                <label key={choice.id} className="product-option__choice">
                  <input type="radio" name={name} value={choice.id} checked={choice.id === value} onChange={() => onChange(choice.id)} />
                  <span className="product-option__tile">
                    {typeof color === 'string' ? <span className="product-option__swatch" style={{backgroundColor: color}} aria-hidden="true" /> : null}
                    <OptionValueLabel value={choice} currencyCode={currencyCode} />
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      );
    default:
      return (
        <div className="product-option" data-format="select">
          <label className="product-option__title" htmlFor={name}>
            {option.displayName}
            {required ? <span className="product-option__required"> *Required</span> : null}
          </label>
          {option.description ? <p className="product-option__hint" id={`${name}-hint`}>{option.description}</p> : null}
          {option.name === RING_SIZE_OPTION ? (
            <Link className="product-option__guide" to={RING_SIZE_GUIDE_PATH}>
              Ring size guide
            </Link>
          ) : null}
          <select
            id={name}
            name={name}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-describedby={option.description ? `${name}-hint` : undefined}
          >
            <option value="">{OPTION_SELECT_PLACEHOLDER}</option>
            {option.values.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.displayAttributes.label && typeof choice.displayAttributes.label === 'string' ? choice.displayAttributes.label : choice.value}
                {surchargeText(choice, currencyCode)}
              </option>
            ))}
          </select>
        </div>
      );
  }
}

import {useState, type FormEvent} from 'react';
import {optionsToFix, type OptionSelections, type ProductOption} from '~/features/catalog/model/product-options';
import {OptionField} from './OptionField';

interface ProductOptionFieldsProps {
  options: readonly ProductOption[];
  values: OptionSelections;
  onChange: (optionId: string, value: string) => void;
  currencyCode: string;
  /** Options to mark `*Required` because a submit found them unchosen. */
  flagged?: readonly string[];
}

export function ProductOptionFields({options, values, onChange, currencyCode, flagged = []}: ProductOptionFieldsProps) {
  return (
    <div className="product-options">
      {options.map((option) => (
        <OptionField
          key={option.id}
          option={option}
          value={values[option.id] ?? ''}
          onChange={(value) => onChange(option.id, value)}
          currencyCode={currencyCode}
          required={flagged.includes(option.id)}
        />
      ))}
    </div>
  );
}

interface ProductOptionsFormProps extends Omit<ProductOptionFieldsProps, 'flagged'> {
  buttonTitle: string;
  onSubmit: (values: OptionSelections) => void;
}

/** Spec §2: the options form takes a currency code, a button title and a submit handler. */
export function ProductOptionsForm({options, values, onChange, currencyCode, buttonTitle, onSubmit}: ProductOptionsFormProps) {
  const [flagged, setFlagged] = useState<string[]>([]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = optionsToFix(options, values).map((option) => option.id);
    setFlagged(missing);
    if (missing.length === 0) onSubmit(values);
  };
  return (
    <form className="product-options-form" onSubmit={submit} noValidate>
      <ProductOptionFields options={options} values={values} onChange={onChange} currencyCode={currencyCode} flagged={flagged} />
      {flagged.length > 0 ? (
        <p className="form-error" role="alert">
          Choose every option marked *Required.
        </p>
      ) : null}
      <button type="submit" className="button product-options-form__submit">
        {buttonTitle}
      </button>
    </form>
  );
}

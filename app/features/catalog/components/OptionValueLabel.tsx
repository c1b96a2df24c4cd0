import {formatMoney} from '~/features/catalog/model/money';
import {valueLabel, type OptionValue} from '~/features/catalog/model/product-options';

/** A value's label with its surcharge, e.g. `Classic +$80`. */
export function OptionValueLabel({value, currencyCode}: {value: OptionValue; currencyCode: string}) {
  return (
    <>
      {valueLabel(value)}
      {value.additionalPriceCents > 0 ? (
        <span className="option-value__surcharge"> +{formatMoney({amount: String(value.additionalPriceCents / 100), currencyCode})}</span>
      ) : null}
    </>
  );
}

export function surchargeText(value: OptionValue, currencyCode: string): string {
  return value.additionalPriceCents > 0 ? ` (+${formatMoney({amount: String(value.additionalPriceCents / 100), currencyCode})})` : '';
}

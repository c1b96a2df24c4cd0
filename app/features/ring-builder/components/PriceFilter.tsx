import {memo} from 'react';
import {PRICE_FILTER_MAX_USD, PRICE_SLIDER_POSITIONS} from '~/config/ring-builder';
import type {Range} from '~/features/ring-builder/model/diamond-filters';
import {formatMoney} from '~/features/catalog/model/money';
import {positionOfPrice, priceAtPosition} from '~/features/ring-builder/model/price-curve';
import {RangeSlider} from './RangeSlider';

const usd = (amount: number) => formatMoney({amount: String(amount), currencyCode: 'USD'});

/** The top stop sets no upper bound (diamond-search-request.ts), and says so. */
const priceLabel = (position: number) => {
  const price = priceAtPosition(position, PRICE_FILTER_MAX_USD);
  return price >= PRICE_FILTER_MAX_USD ? `${usd(price)} and up` : usd(price);
};

/** Spec §9: the slider runs over positions 0-100 on the power curve; the filter holds prices, its top stop "$50,000 and up". */
export const PriceFilter = memo(function PriceFilter({value, onCommit}: {value: Range; onCommit: (value: Range) => void}) {
  const positions: Range = [
    Math.round(positionOfPrice(value[0], PRICE_FILTER_MAX_USD)),
    Math.round(positionOfPrice(value[1], PRICE_FILTER_MAX_USD)),
  ];
  return (
    <fieldset className="builder-filter">
      <legend className="builder-filter__title">Price</legend>
      <RangeSlider
        label="Price"
        min={0}
        max={PRICE_SLIDER_POSITIONS}
        step={1}
        value={positions}
        onCommit={([low, high]) => onCommit([priceAtPosition(low, PRICE_FILTER_MAX_USD), priceAtPosition(high, PRICE_FILTER_MAX_USD)])}
        describe={priceLabel}
      />
    </fieldset>
  );
});

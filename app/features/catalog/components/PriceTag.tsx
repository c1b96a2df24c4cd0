import {formatMoney} from '~/features/catalog/model/money';
import {percentOffLabel, shownPrice} from '~/features/catalog/model/price';

interface PriceTagProps {
  amount: number;
  compareAt: number | null;
  currencyCode: string;
  discountPercent: number | null;
  className?: string;
  testId?: string;
}

/** A price with its struck-through former price and `N% off` when discounted. */
export function PriceTag({amount, compareAt, currencyCode, discountPercent, className, testId}: PriceTagProps) {
  const shown = shownPrice(amount, compareAt, discountPercent);
  const money = (value: number) => formatMoney({amount: String(value), currencyCode});
  return (
    <p className={['price-tag', className].filter(Boolean).join(' ')} data-testid={testId}>
      <span className="price-tag__price">{money(shown.price)}</span>
      {shown.wasPrice !== null ? (
        <s className="price-tag__was">
          <span className="visually-hidden">Was </span>
          {money(shown.wasPrice)}
        </s>
      ) : null}
      {shown.percentOff !== null ? <span className="price-tag__off">{percentOffLabel(shown.percentOff)}</span> : null}
    </p>
  );
}

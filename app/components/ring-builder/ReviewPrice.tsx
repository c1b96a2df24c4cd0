import {formatMoney} from '~/domain/money';
import {percentOffLabel} from '~/domain/price';
import type {PartPrice} from '~/domain/ring-price';

const usd = (amount: number) => formatMoney({amount: String(amount), currencyCode: 'USD'});

/** A part's price on the review step, struck through with `N% off` when a discount rule applies. */
export function ReviewPrice({price, testId}: {price: PartPrice; testId: string}) {
  return (
    <p className="review-part__price price-tag" data-testid={testId}>
      <span className="price-tag__price">{usd(price.price)}</span>
      {price.wasPrice !== null ? (
        <s className="price-tag__was">
          <span className="visually-hidden">Was </span>
          {usd(price.wasPrice)}
        </s>
      ) : null}
      {price.percentOff !== null ? <span className="price-tag__off">{percentOffLabel(price.percentOff)}</span> : null}
    </p>
  );
}

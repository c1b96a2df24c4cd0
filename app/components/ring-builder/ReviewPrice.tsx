import type {PartPrice} from '~/domain/ring-price';
import {PriceTag} from '~/components/product/PriceTag';

/**
 * A part's price on the review step, drawn like every catalogue price: struck through with
 * `N% off` when a discount rule applies (PriceTag takes the same rule off the list price).
 */
export function ReviewPrice({price, testId}: {price: PartPrice; testId: string}) {
  return (
    <PriceTag
      className="review-part__price"
      testId={testId}
      amount={price.wasPrice ?? price.price}
      compareAt={null}
      currencyCode="USD"
      discountPercent={price.percentOff}
    />
  );
}

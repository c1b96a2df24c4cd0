import type {PartPrice} from '~/features/ring-builder/model/ring-price';
import {PriceTag} from '~/features/catalog/components/PriceTag';

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

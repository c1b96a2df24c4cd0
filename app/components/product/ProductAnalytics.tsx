import {useEffect} from 'react';
import {pushDataLayerEvent} from '~/lib/analytics';

interface ProductAnalyticsProps {
  productId: string;
  name: string;
  productType: string;
  price: number;
  currency: string;
}

/** Spec §7: viewContent once per product shown. */
export function ProductViewAnalytics({productId, name, productType, price, currency}: ProductAnalyticsProps) {
  useEffect(() => {
    pushDataLayerEvent({event: 'viewContent', contentIds: [productId], contentName: name, contentType: productType, value: price, currency});
    // Price and names change with the variant; the view is counted once per product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);
  return null;
}

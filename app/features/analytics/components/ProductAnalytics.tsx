import {useEffect} from 'react';
import {pushDataLayerEvent} from '~/features/analytics/data-layer';
import {useShopifyAnalyticsView} from '~/features/analytics/shopify-analytics-view';

interface ProductAnalyticsProps {
  productId: string;
  name: string;
  productType: string;
  vendor: string;
  variantId: string;
  variantTitle: string;
  price: number;
  currency: string;
}

/** Spec §7: viewContent once per product shown; Shopify's analytics hear of it as a product view. */
export function ProductViewAnalytics({productId, name, productType, vendor, variantId, variantTitle, price, currency}: ProductAnalyticsProps) {
  useEffect(() => {
    pushDataLayerEvent({event: 'viewContent', contentIds: [productId], contentName: name, contentType: productType, value: price, currency});
    // Price and names change with the variant; the view is counted once per product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productId]);
  useShopifyAnalyticsView(productId, {
    type: 'product',
    products: [{id: productId, title: name, price: String(price), vendor, variantId, variantTitle, quantity: 1}],
  });
  return null;
}

import {useSyncExternalStore} from 'react';
import {Analytics, type CartReturn, type ShopAnalytics} from '@shopify/hydrogen';
import {analyticsConsent} from '~/features/analytics/privacy-choice';
import {currentShopifyAnalyticsView, subscribeShopifyAnalyticsView} from '~/features/analytics/shopify-analytics-view';
import {useCartStore} from '~/features/cart/cart-store';
import type {AnalyticsCart} from '~/features/cart/model/analytics-cart';

export interface AnalyticsConsentConfig {
  checkoutDomain: string;
  storefrontAccessToken: string;
  withPrivacyBanner: false;
  country: 'US';
  language: 'EN';
}

export interface ShopifyAnalyticsProps {
  shop: Promise<ShopAnalytics | null> | ShopAnalytics | null;
  /** The page's cart as the layout read it; the cart store's takes over once it holds one. */
  cart: Promise<AnalyticsCart | null> | AnalyticsCart | null;
  consent: AnalyticsConsentConfig;
}

/** The view the current page declared, as Hydrogen's view component. */
function CurrentView() {
  const current = useSyncExternalStore(subscribeShopifyAnalyticsView, currentShopifyAnalyticsView, () => null);
  if (!current) return null;
  const {key, view} = current;
  switch (view.type) {
    case 'product':
      return <Analytics.ProductView key={key} data={{products: view.products}} />;
    case 'collection':
      return <Analytics.CollectionView key={key} data={{collection: view.collection}} />;
    case 'search':
      return <Analytics.SearchView key={key} data={{searchTerm: view.searchTerm}} />;
    case 'cart':
      return <Analytics.CartView key={key} />;
  }
}

/**
 * Hydrogen's analytics provider (Shopify's own analytics: page views and the page's view), with our
 * privacy choice as canTrack. Loaded as an island, only once the shopper's consent is known.
 */
export function ShopifyAnalytics({shop, cart, consent}: ShopifyAnalyticsProps) {
  // After a cart change the provider follows the cart the change answered with, so the layout never
  // reads the cart again for it.
  const storeCart = useCartStore((state) => (state.loaded ? (state.confirmed?.analytics ?? null) : undefined));
  const followed = storeCart === undefined ? cart : storeCart;
  return (
    // The provider reads only the fields AnalyticsCart keeps (ids, updatedAt, quantities, line products).
    <Analytics.Provider cart={followed as unknown as Promise<CartReturn | null> | CartReturn | null} shop={shop} consent={consent} canTrack={analyticsConsent}>
      <CurrentView />
    </Analytics.Provider>
  );
}

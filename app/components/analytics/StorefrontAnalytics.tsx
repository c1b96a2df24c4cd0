import {useEffect} from 'react';
import {Analytics, type CartReturn, type ShopAnalytics} from '@shopify/hydrogen';
import {analyticsConsent, syncShopifyConsent} from '~/lib/analytics-consent';
import {useAnalyticsConsent} from '~/lib/use-analytics-consent';
import {PageViewAnalytics} from './PageViewAnalytics';

export interface AnalyticsConsentConfig {
  checkoutDomain: string;
  storefrontAccessToken: string;
  withPrivacyBanner: false;
  country: 'US';
  language: 'EN';
}

interface StorefrontAnalyticsProps {
  children: React.ReactNode;
  shopId: string;
  shop: Promise<ShopAnalytics | null> | ShopAnalytics | null;
  cart: Promise<CartReturn | null> | CartReturn | null;
  consent: AnalyticsConsentConfig;
}

/**
 * Hydrogen's analytics provider (Shopify's own analytics: page, product, collection, search and
 * cart views) and the page data layer, both on the shopper's privacy choice. Without consent the
 * provider has no shop, so Shopify's privacy and analytics scripts never load, and canTrack stops
 * any event that would still be published.
 */
export function StorefrontAnalytics({children, shopId, shop, cart, consent}: StorefrontAnalyticsProps) {
  const hasConsent = useAnalyticsConsent();

  useEffect(() => {
    // Shopify's API remembers its own choice: once it loads, it hears ours.
    document.addEventListener('shopifyCustomerPrivacyApiLoaded', syncShopifyConsent);
    return () => document.removeEventListener('shopifyCustomerPrivacyApiLoaded', syncShopifyConsent);
  }, []);

  return (
    <Analytics.Provider cart={cart} shop={hasConsent ? shop : null} consent={consent} canTrack={analyticsConsent}>
      {children}
      <PageViewAnalytics shopId={shopId} />
    </Analytics.Provider>
  );
}

import {Suspense, useEffect} from 'react';
import {syncShopifyConsent} from '~/features/analytics/privacy-choice';
import {browserOnly, lazyIsland} from '~/ui/lazy-island';
import {useAnalyticsConsent} from '~/features/analytics/hooks/use-analytics-consent';
import {PageViewAnalytics} from './PageViewAnalytics';
import type {ShopifyAnalyticsProps} from './ShopifyAnalytics';

const ShopifyAnalytics = lazyIsland(import.meta.env.SSR ? browserOnly : () => import('./ShopifyAnalytics').then((m) => m.ShopifyAnalytics));

/**
 * The page data layer, and Hydrogen's analytics provider for Shopify's own analytics, both on the
 * shopper's privacy choice. Without consent the provider never loads, so neither do Shopify's
 * privacy and analytics scripts; with it, the provider's canTrack still checks the choice on each
 * event, and a withdrawal unmounts it.
 */
export function StorefrontAnalytics({shopId, ...shopify}: ShopifyAnalyticsProps & {shopId: string}) {
  const hasConsent = useAnalyticsConsent();

  useEffect(() => {
    // Shopify's API remembers its own choice: once it loads, it hears ours.
    document.addEventListener('shopifyCustomerPrivacyApiLoaded', syncShopifyConsent);
    return () => document.removeEventListener('shopifyCustomerPrivacyApiLoaded', syncShopifyConsent);
  }, []);

  return (
    <>
      <PageViewAnalytics shopId={shopId} />
      {hasConsent ? (
        <Suspense fallback={null}>
          <ShopifyAnalytics.Component {...shopify} />
        </Suspense>
      ) : null}
    </>
  );
}

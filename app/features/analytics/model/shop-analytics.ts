// What Hydrogen's analytics provider reports a page view for (its `ShopAnalytics`), from the page
// shell's one read: Hydrogen's `getShopAnalytics` asks the Storefront API for the same fields in a
// read of its own, about 1% of a page's server time (docs/decisions/0027).
import type {ShopLocalizationFragment} from 'storefrontapi.generated';

export function shopAnalyticsOf(shopId: string, localization: ShopLocalizationFragment, publicStorefrontId = '0') {
  return {
    shopId,
    acceptedLanguage: localization.language.isoCode,
    currency: localization.country.currency.isoCode,
    hydrogenSubchannelId: publicStorefrontId,
  };
}

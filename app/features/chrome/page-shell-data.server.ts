// The root route's data, which every page's shell reads: the shop, the chrome's content (menu,
// banners), the streamed cart entry count for the header badge, Hydrogen's analytics inputs and the
// public environment. Kept apart from root.tsx so the features that read it (through
// `useRouteLoaderData<RootLoader>('root')`) import its type without importing the shell itself.
import type {LoaderFunctionArgs} from 'react-router';
import {MENU_HANDLE} from '~/config/chrome';
import {STORE_COUNTRY, STORE_LANGUAGE} from '~/config/store';
import {publicEnv} from '~/platform/env';
import {appointmentBookingUrl} from '~/features/engagement/appointment-booking';
import {loadPageShellContent} from '~/features/chrome/store-content.server';
import {shellMenu, type ShellMenu} from '~/features/chrome/model/shell-menu';
import type {Menu} from '~/features/chrome/model/menu';
import {countEntries} from '~/features/cart/model/cart-grouping';
import {analyticsCartOf} from '~/features/cart/model/analytics-cart';
import {shopAnalyticsOf} from '~/features/analytics/model/shop-analytics';
import type {PlatformCartData} from '~/features/cart/cart.server';

// A cached menu read is parsed once into one object (platform/last-parse): its shell part is made once too.
const shellMenus = new WeakMap<Menu, ShellMenu>();

function shellMenuOf(menu: Menu): ShellMenu {
  let shell = shellMenus.get(menu);
  if (!shell) shellMenus.set(menu, (shell = shellMenu(menu)));
  return shell;
}

export async function loadPageShellData({request, context}: LoaderFunctionArgs) {
  const {storefront, cart} = context;
  const env = context.appEnv;
  const {shop, localization, chrome} = await loadPageShellContent(storefront, MENU_HANDLE);
  // One cart read, streamed to both the header badge and the analytics provider.
  const currentCart = cart.get().catch(() => null);
  return {
    shop: {id: shop.id, name: shop.name, description: shop.description ?? ''},
    /** Streamed: the page does not wait for the cart (the header badge fills in when it arrives). It counts the drawer's entries. */
    cartEntryCount: currentCart.then((current) => countEntries(current as PlatformCartData | null)),
    /** Hydrogen's analytics provider: the cart it follows, the shop it reports for, and consent settings. */
    analytics: {
      // Only what the provider reads of the cart, not the whole cart in every page's inline data.
      cart: currentCart.then((current) => (current ? analyticsCartOf(current as PlatformCartData) : null)),
      shop: shopAnalyticsOf(shop.id, localization, env.PUBLIC_STOREFRONT_ID),
      consent: {
        checkoutDomain: env.PUBLIC_CHECKOUT_DOMAIN,
        storefrontAccessToken: env.PUBLIC_STOREFRONT_API_TOKEN,
        withPrivacyBanner: false,
        country: STORE_COUNTRY,
        language: STORE_LANGUAGE,
      } as const,
    },
    publicEnv: publicEnv(env),
    featureFlags: env.featureFlags,
    appointmentBookingUrl: appointmentBookingUrl(env),
    /** Canonical and Open Graph URLs are absolute, on the origin the shopper used. */
    origin: new URL(request.url).origin,
    chrome: {menu: shellMenuOf(chrome.menu), banners: chrome.banners},
  };
}

export type RootLoader = typeof loadPageShellData;

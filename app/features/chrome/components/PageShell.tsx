import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {usePageType} from '~/features/chrome/route-handle';
import {EMPTY_SHELL_MENU} from '~/features/chrome/model/shell-menu';
import {useFreshBanners} from '~/features/chrome/hooks/use-fresh-banners';
import {AnnouncementBanner} from './AnnouncementBanner';
import {SiteHeader} from './SiteHeader';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {CartDrawerIsland} from '~/features/cart/components/CartDrawerIsland';

// The footer is below the fold: its code (menu, sign-up form, icons) hydrates it just after the
// page, out of every page's first load (docs/decisions/0005).
const SiteFooter = serverRenderedIsland(() => import('./SiteFooter').then((m) => m.SiteFooter));

/** The chrome around every page: sticky banner and header, main content, footer. */
export function PageShell({children}: {children: React.ReactNode}) {
  const data = useRouteLoaderData<RootLoader>('root');
  const shopName = data?.shop.name ?? '';
  const menu = data?.chrome.menu ?? EMPTY_SHELL_MENU;
  const banners = useFreshBanners(data?.chrome.banners ?? []);
  const pageType = usePageType();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-top">
        <AnnouncementBanner banners={banners} />
        <SiteHeader shopName={shopName} cartEntryCount={data?.cartEntryCount ?? 0} menu={menu} />
      </div>
      <main id="main" tabIndex={-1} data-page-type={pageType}>
        {children}
      </main>
      <SiteFooter.Island shopName={shopName} sections={menu.footer} fallback={null} />
      <CartDrawerIsland />
    </>
  );
}

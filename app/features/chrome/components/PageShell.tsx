import {useRouteLoaderData} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {usePageType} from '~/features/chrome/route-handle';
import {EMPTY_SHELL_MENU} from '~/features/chrome/model/shell-menu';
import {useFreshBanners} from '~/features/chrome/hooks/use-fresh-banners';
import {AnnouncementBanner} from './AnnouncementBanner';
import {SiteHeader} from './SiteHeader';
import {SiteFooter} from './SiteFooter';
import {CartDrawerIsland} from '~/features/cart/components/CartDrawerIsland';

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
      <SiteFooter shopName={shopName} sections={menu.footer} />
      <CartDrawerIsland />
    </>
  );
}

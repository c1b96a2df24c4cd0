import {Suspense, useEffect} from 'react';
import {Await, Link} from 'react-router';
import {LOGO_PNG, LOGO_SRC_SET} from '~/config/brand-images';
import {LOGO} from '~/config/chrome';
import type {ShellMenu} from '~/features/chrome/model/shell-menu';
import {CartIcon, SearchIcon} from '~/ui/icons';
import {knowShellCount, useCartStore} from '~/features/cart/cart-store';
import {AccountHeaderLink} from '~/features/account/components/AccountHeaderLink';
import {HeaderSearchBox} from './HeaderSearchBox';
import {MegaMenuIsland} from './MegaMenuIsland';
import {HydratedWhereShown} from '~/ui/HydratedWhereShown';
import {DESKTOP_MEDIA_QUERY} from '~/config/chrome';
import {MobileMenu} from './MobileMenu';

interface SiteHeaderProps {
  shopName: string;
  /** Entries the cart drawer shows; streamed from the root loader. */
  cartEntryCount: Promise<number> | number;
  menu: ShellMenu;
}

/** Spec §2 header: hamburger and search icon on mobile, search box and mega menu from 1024px. */
export function SiteHeader({shopName, cartEntryCount, menu}: SiteHeaderProps) {
  useShellCountInCartStore(cartEntryCount);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__start">
          <MobileMenu bar={menu.bar} version={menu.version} />
          <Link to="/search" className="icon-button header-search-icon" aria-label="Search">
            <SearchIcon />
          </Link>
          <HeaderSearchBox />
        </div>
        <Link to="/" className="site-header__logo" aria-label={`${shopName} home`}>
          <img src={LOGO_PNG} srcSet={LOGO_SRC_SET} alt="" width={LOGO.width} height={LOGO.height} />
        </Link>
        <div className="site-header__end">
          <AccountHeaderLink />
          <Suspense fallback={<CartLink count={0} />}>
            <Await resolve={cartEntryCount} errorElement={<CartLink count={0} />}>
              {(count) => <CartLink count={count} />}
            </Await>
          </Suspense>
        </div>
      </div>
      <HydratedWhereShown media={DESKTOP_MEDIA_QUERY} className="site-header__nav">
        <MegaMenuIsland bar={menu.bar} version={menu.version} />
      </HydratedWhereShown>
      {/* Parsed last: the menu bar shows once all of it is in (mega-menu.css). */}
      <span className="site-header__parsed" hidden />
    </header>
  );
}

/**
 * The store learns the shell's count, so an add can show its piece in an empty cart at once. Read
 * from the streamed promise as the header hydrates: the badge's own boundary hydrates later, and an
 * add clicked before it did waited for the server's answer to show the piece.
 */
function useShellCountInCartStore(cartEntryCount: Promise<number> | number) {
  useEffect(() => {
    let current = true;
    Promise.resolve(cartEntryCount).then(
      (count) => {
        if (current) knowShellCount(count);
      },
      // The badge shows its error element; the store goes on without a count.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cartEntryCount]);
}

/** The header's cart link; its label and badge say how many entries the cart drawer shows. */
function CartLink({count: serverCount}: {count: number}) {
  // Once the drawer's store holds the cart, the badge follows it at once (changes included).
  const shownCount = useCartStore((state) => (state.loaded ? (state.cart?.lines.length ?? 0) : undefined));
  const count = shownCount ?? serverCount;
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <Link to="/shop/cart" className="icon-button cart-link" aria-label={label}>
      <CartIcon />
      {count > 0 ? (
        <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </Link>
  );
}

import {Link} from 'react-router';
import {LOGO} from '~/config/chrome';
import type {MenuHeader} from '~/domain/menu';
import {CartIcon, SearchIcon} from '~/components/ui/icons';
import {AccountHeaderLink} from '~/components/account/AccountHeaderLink';
import {HeaderSearchBox} from './HeaderSearchBox';
import {MegaMenu} from './MegaMenu';
import {MobileMenu} from './MobileMenu';

interface SiteHeaderProps {
  shopName: string;
  cartLineCount: number;
  menuHeaders: MenuHeader[];
}

/** Spec §2 header: hamburger and search icon on mobile, search box and mega menu from 1024px. */
export function SiteHeader({shopName, cartLineCount, menuHeaders}: SiteHeaderProps) {
  const cartLabel =
    cartLineCount > 0 ? `Cart, ${cartLineCount} ${cartLineCount === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <div className="site-header__start">
          <MobileMenu headers={menuHeaders} />
          <Link to="/search" className="icon-button header-search-icon" aria-label="Search">
            <SearchIcon />
          </Link>
          <HeaderSearchBox />
        </div>
        <Link to="/" className="site-header__logo" aria-label={`${shopName} home`}>
          <img src={LOGO.src} alt="" width={LOGO.width} height={LOGO.height} />
        </Link>
        <div className="site-header__end">
          <AccountHeaderLink />
          <Link to="/shop/cart" className="icon-button cart-link" aria-label={cartLabel}>
            <CartIcon />
            {cartLineCount > 0 ? (
              <span className="cart-badge" aria-hidden="true" data-testid="cart-count">
                {cartLineCount}
              </span>
            ) : null}
          </Link>
        </div>
      </div>
      <div className="site-header__nav">
        <MegaMenu headers={menuHeaders} />
      </div>
    </header>
  );
}

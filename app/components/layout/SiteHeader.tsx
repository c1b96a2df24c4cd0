import {Link, NavLink} from 'react-router';
import {CartIcon, SearchIcon} from '~/components/ui/icons';

interface SiteHeaderProps {
  shopName: string;
  cartLineCount: number;
}

export function SiteHeader({shopName, cartLineCount}: SiteHeaderProps) {
  const cartLabel =
    cartLineCount > 0 ? `Cart, ${cartLineCount} ${cartLineCount === 1 ? 'item' : 'items'}` : 'Cart';
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={`${shopName} home`}>
          <img src="/logo.svg" alt="" width={214} height={29} />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <NavLink to="/shop/collections/engagement-rings">Engagement</NavLink>
          <NavLink to="/shop/categories/jewelry">Jewelry</NavLink>
          <NavLink to="/learn/diamond/attributes">Learn</NavLink>
        </nav>
        <div className="site-header__actions">
          <form action="/search" method="get" role="search" className="header-search">
            <label htmlFor="header-search-input" className="visually-hidden">
              Search the store
            </label>
            <input id="header-search-input" name="query" type="search" placeholder="Search" />
          </form>
          <Link to="/search" className="icon-button header-search-icon" aria-label="Search">
            <SearchIcon />
          </Link>
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
    </header>
  );
}

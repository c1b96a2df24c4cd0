import product from '~/features/catalog/product.css?inline';
import ringBuilder from '~/features/ring-builder/ring-builder.css?inline';
import searchPage from '~/features/search/search-page.css?inline';
import engagement from '~/features/engagement/engagement.css?inline';
import account from '~/features/account/account.css?inline';
import ringSizeGuide from '~/features/catalog/ring-size-guide.css?inline';
import cart from '~/features/cart/cart.css?inline';
import type {RouteSheet} from './route-sheet-names';

/** Each route sheet's text, for the server to inline (the browser bundles carry only their URLs). */
export const ROUTE_SHEET_TEXT: Record<RouteSheet, string> = {
  product,
  'ring-builder': ringBuilder,
  'search-page': searchPage,
  engagement,
  account,
  'ring-size-guide': ringSizeGuide,
  cart,
};

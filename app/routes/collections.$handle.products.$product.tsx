import {data, redirect} from 'react-router';
import type {Route} from './+types/collections.$handle.products.$product';
import {isHandle, withQuery} from '~/features/catalog/model/legacy-path';

/** Shopify's /collections/{collection}/products/{handle}: the product page itself. */
export function loader({params, request}: Route.LoaderArgs) {
  if (!isHandle(params.handle) || !isHandle(params.product)) throw data(null, {status: 404});
  return redirect(withQuery(`/shop/products/${params.product}`, request.url), 301);
}

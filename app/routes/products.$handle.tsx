import {data, redirect} from 'react-router';
import type {Route} from './+types/products.$handle';
import {isHandle, withQuery} from '~/features/catalog/model/legacy-path';

/** Shopify's /products/{handle}: the product page lives at /shop/products/{handle}. */
export function loader({params, request}: Route.LoaderArgs) {
  if (!isHandle(params.handle)) throw data(null, {status: 404});
  return redirect(withQuery(`/shop/products/${params.handle}`, request.url), 301);
}

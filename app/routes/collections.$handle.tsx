import {data, redirect} from 'react-router';
import type {Route} from './+types/collections.$handle';
import {LEGACY_COLLECTION_QUERY} from '~graphql/collection';
import {isHandle, withQuery} from '~/features/catalog/model/legacy-path';
import {collectionBasePath} from '~/features/catalog/model/collection-path';

/** Shopify's /collections/{handle}: a collection or a category page under /shop, by its type. */
export async function loader({params, request, context}: Route.LoaderArgs) {
  if (!isHandle(params.handle)) throw data(null, {status: 404});
  const {collection} = await context.storefront.query(LEGACY_COLLECTION_QUERY, {
    variables: {handle: params.handle},
    cache: context.storefront.CacheLong(),
  });
  if (!collection) throw data(null, {status: 404});
  return redirect(withQuery(`${collectionBasePath(collection.collectionType?.value)}/${collection.handle}`, request.url), 301);
}

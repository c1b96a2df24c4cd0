import type {Route} from './+types/shop.collections.$';
import type {RouteHandle} from '~/lib/route-handle';
import {loadCollectionListing} from '~/lib/collection-listing';
import {collectionListingMeta} from '~/lib/collection-listing-meta';
import {CollectionListingPage} from '~/components/collection/CollectionListingPage';

export const handle: RouteHandle = {pageType: 'Collection'};

export const meta: Route.MetaFunction = collectionListingMeta;

export async function loader({request, params, context}: Route.LoaderArgs) {
  return loadCollectionListing(context.storefront, request, params['*'], 'collection');
}

export default CollectionListingPage;

import type {Route} from './+types/shop.categories.$';
import type {RouteHandle} from '~/lib/route-handle';
import {loadCollectionListing} from '~/lib/collection-listing';
import {collectionListingMeta} from '~/lib/collection-listing-meta';
import {CollectionListingPage} from '~/components/collection/CollectionListingPage';

export const handle: RouteHandle = {pageType: 'Category'};

export const meta: Route.MetaFunction = collectionListingMeta;

export async function loader({request, params, context}: Route.LoaderArgs) {
  return loadCollectionListing(context.storefront, request, params['*'], 'category');
}

export default CollectionListingPage;

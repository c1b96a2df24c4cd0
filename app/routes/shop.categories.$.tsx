import type {Route} from './+types/shop.categories.$';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {loadCollectionListing} from '~/features/catalog/collection-listing.server';
import {collectionListingMeta} from '~/features/catalog/collection-listing-meta';
import {CollectionListingPage} from '~/features/catalog/components/CollectionListingPage';

export const handle: RouteHandle = {pageType: 'Category'};

export const meta: Route.MetaFunction = collectionListingMeta;

export async function loader({request, params, context}: Route.LoaderArgs) {
  return loadCollectionListing(context.storefront, request, params['*'], 'category');
}

export default CollectionListingPage;

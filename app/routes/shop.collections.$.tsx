import type {Route} from './+types/shop.collections.$';
import type {RouteHandle} from '~/lib/route-handle';
import {loadCollectionListing} from '~/lib/collection-listing';
import {seoMeta} from '~/lib/seo';
import {CollectionListingPage} from '~/components/collection/CollectionListingPage';

export const handle: RouteHandle = {pageType: 'Collection'};

export const meta: Route.MetaFunction = (args) => {
  const collection = args.data?.collection;
  if (!collection) return [{title: 'Not found'}];
  return seoMeta(args, {
    title: collection.seo.title ?? collection.title,
    description: collection.seo.description ?? collection.description,
    image: collection.image?.url,
  });
};

export async function loader({request, params, context}: Route.LoaderArgs) {
  return loadCollectionListing(context.storefront, request, params['*'], 'collection');
}

export default CollectionListingPage;

// Apart from the loader's module: meta runs in the browser too, and the loader's imports (the
// discount rules and their validation) must not follow it there.
import type {ListingCollection} from '~/lib/collection-listing';
import {seoMeta} from '~/lib/seo';

/** Title, description and image tags of a collection or category page (not found: a plain title). */
export function collectionListingMeta(args: Parameters<typeof seoMeta>[0] & {data?: {collection: ListingCollection} | undefined}) {
  const collection = args.data?.collection;
  if (!collection) return [{title: 'Not found'}];
  return seoMeta(args, {
    title: collection.seo.title ?? collection.title,
    description: collection.seo.description ?? collection.description,
    image: collection.image?.url,
  });
}

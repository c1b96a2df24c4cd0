// Apart from the loader's module: meta runs in the browser too, and the loader's imports (the
// discount rules and their validation) must not follow it there.
import type {ListingCollection} from '~/features/catalog/collection-listing.server';
import {breadcrumbJsonLd} from '~/features/catalog/model/structured-data';
import {jsonLdMeta, seoMeta, siteOf} from '~/platform/seo';

/** Title, description and image tags of a collection or category page (not found: a plain title). */
export function collectionListingMeta(
  args: Parameters<typeof seoMeta>[0] & {data?: {collection: ListingCollection; crumbs: readonly {title: string; to: string}[]} | undefined},
) {
  const collection = args.data?.collection;
  if (!collection) return [{title: 'Not found'}];
  const crumbs = [
    {name: 'Home', path: '/'},
    ...args.data!.crumbs.map((crumb) => ({name: crumb.title, path: crumb.to})),
    {name: collection.title, path: args.location.pathname},
  ];
  return [
    ...seoMeta(args, {
      title: collection.seo.title ?? collection.title,
      description: collection.seo.description ?? collection.description,
      image: collection.image?.url,
    }),
    jsonLdMeta(breadcrumbJsonLd(crumbs, siteOf(args).origin)),
  ];
}

import {Link, useLoaderData, useSearchParams} from 'react-router';
import type {loadCollectionListing} from '~/features/catalog/collection-listing.server';
import {pageSearch} from '~/features/catalog/model/collection-url-state';
import {listingCountLabel} from '~/features/catalog/model/listing-count';
import {ProductGrid} from '~/features/catalog/components/ProductGrid';
import {RichText} from '~/ui/RichText';
import {EAGER_CARD_COUNT} from '~/ui/image-loading';
import {ListingFilters} from './ListingFilters';
import {useShopifyAnalyticsView} from '~/features/analytics/shopify-analytics-view';

type ListingData = Awaited<ReturnType<typeof loadCollectionListing>>;

/** The page of /shop/collections/... and /shop/categories/...: breadcrumbs, facets, grid, pages. */
export function CollectionListingPage() {
  const {collection, crumbs, products, pageInfo, total, facets, sort, sorts, filtered} = useLoaderData<ListingData>();
  const [params] = useSearchParams();
  useShopifyAnalyticsView(collection.id, {type: 'collection', collection: {id: collection.id, handle: collection.handle}});
  return (
    <div className="listing">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          {crumbs.map((crumb) => (
            <li key={crumb.to}>
              <Link to={crumb.to}>{crumb.title}</Link>
            </li>
          ))}
          <li aria-current="page">{collection.title}</li>
        </ol>
      </nav>
      <header className="listing__header">
        <h1>{collection.title}</h1>
        {collection.descriptionNodes.length > 0 ? <RichText nodes={collection.descriptionNodes} className="listing__description rich-text" /> : null}
      </header>
      <div className="listing__body">
        <ListingFilters facets={facets} sort={sort} sorts={sorts} countLabel={listingCountLabel(products.length, total)} />
        <div className="listing__results">
          {products.length > 0 ? (
            <ProductGrid products={products} eagerCount={EAGER_CARD_COUNT} testId="listing-products" />
          ) : (
            <div className="listing__empty" data-testid="listing-empty">
              <h2>{filtered ? 'No products match these filters' : 'Nothing here yet'}</h2>
              <p>{filtered ? 'Try removing a filter or widening the price range.' : 'This collection has no products at the moment.'}</p>
              <Link className="button" to={filtered ? '?' : '/'}>
                {filtered ? 'Clear all filters' : 'Return Home'}
              </Link>
            </div>
          )}
          {pageInfo.hasPreviousPage || pageInfo.hasNextPage ? (
            <nav className="pagination" aria-label="Pages">
              {pageInfo.hasPreviousPage && pageInfo.startCursor ? (
                <Link className="button button--light" rel="prev" to={pageSearch(params, pageInfo.startCursor, 'previous')}>
                  Previous page
                </Link>
              ) : null}
              {pageInfo.hasNextPage && pageInfo.endCursor ? (
                <Link className="button button--light" rel="next" to={pageSearch(params, pageInfo.endCursor, 'next')}>
                  Next page
                </Link>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </div>
  );
}

import {Suspense} from 'react';
import {Await} from 'react-router';
import {RELATED_PRODUCTS_SHOWN} from '~/config/product';
import type {ProductCardView} from '~/features/catalog/model/product-card-view';
import {ProductGrid} from './ProductGrid';

/**
 * Related products (flag relatedProductsSection): Shopify's related recommendations for this piece,
 * streamed after the page so they never hold it up (after a client-side navigation they come
 * loaded). Nothing is shown when there are none, or when they could not be loaded (the page is
 * complete without them).
 */
export function RelatedProducts({products}: {products: Promise<readonly ProductCardView[]> | readonly ProductCardView[]}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={products} errorElement={null}>
        {(related) =>
          related.length ? (
            <section className="related-products" aria-labelledby="related-products-title" data-testid="related-products">
              <h2 id="related-products-title">Related products</h2>
              <ProductGrid products={related.slice(0, RELATED_PRODUCTS_SHOWN)} />
            </section>
          ) : null
        }
      </Await>
    </Suspense>
  );
}

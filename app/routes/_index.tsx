import {Await, Link, useLoaderData} from 'react-router';
import {Suspense} from 'react';
import type {Route} from './+types/_index';
import {BEST_SELLERS_QUERY, HOME_QUERY} from '~graphql/home';
import {ProductCard} from '~/components/product/ProductCard';
import {CatalogImage} from '~/components/ui/CatalogImage';

export const meta: Route.MetaFunction = ({matches}) => {
  const shop = matches[0]?.loaderData?.shop;
  return [
    {title: shop?.name ?? ''},
    {name: 'description', content: shop?.description ?? ''},
  ];
};

export async function loader({context}: Route.LoaderArgs) {
  const {storefront} = context;
  // Best sellers sit below the fold: streamed, so the first bytes do not wait for them.
  const bestSellers = storefront
    .query(BEST_SELLERS_QUERY, {cache: storefront.CacheShort()})
    .then((data) => data.products.nodes)
    .catch((error: unknown) => {
      console.error(error);
      return null;
    });
  const home = await storefront.query(HOME_QUERY, {cache: storefront.CacheShort()});
  return {
    featured: home.featured,
    collections: home.collections.nodes,
    bestSellers,
  };
}

export default function Home() {
  const {featured, collections, bestSellers} = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <p className="eyebrow">Engagement rings, made to order</p>
        <h1 id="hero-title">Design the ring you have been imagining</h1>
        <p>Choose a setting, pair it with a certified diamond, and we will craft it for you.</p>
        <div className="hero__actions">
          <Link className="button" to="/shop/collections/engagement-rings">
            Shop engagement rings
          </Link>
        </div>
      </section>

      {featured ? (
        <section className="home-section" aria-labelledby="featured-title">
          <h2 id="featured-title">{featured.title}</h2>
          <ul className="product-grid" data-testid="featured-products">
            {featured.products.nodes.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} loading={index < 4 ? 'eager' : 'lazy'} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="collections-title">
        <h2 id="collections-title">Shop by collection</h2>
        <ul className="collection-grid" data-testid="featured-collections">
          {collections.map((collection) => (
            <li key={collection.id}>
              <Link to={`/shop/collections/${collection.handle}`} className="collection-card">
                {collection.image ? <CatalogImage image={collection.image} sizes="(min-width: 1024px) 33vw, 100vw" /> : null}
                <span className="collection-card__title">{collection.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="best-sellers-title">
        <h2 id="best-sellers-title">Best sellers</h2>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Await resolve={bestSellers}>
            {(products) =>
              products ? (
                <ul className="product-grid">
                  {products.map((product) => (
                    <li key={product.id}>
                      <ProductCard product={product} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p>Best sellers are unavailable right now.</p>
              )
            }
          </Await>
        </Suspense>
      </section>
    </div>
  );
}

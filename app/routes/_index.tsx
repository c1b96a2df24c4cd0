import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn} from '~/features/catalog/model/calendar-date';
import {Await, Link, useLoaderData} from 'react-router';
import {Suspense} from 'react';
import type {Route} from './+types/_index';
import {BEST_SELLERS_QUERY, HOME_QUERY} from '~graphql/home';
import {HOME_FEATURED_COLLECTIONS} from '~/config/catalog';
import {LOGO} from '~/config/chrome';
import {SOCIAL_LINKS} from '~/config/site-links';
import {isListed} from '~/features/catalog/model/for-sale';
import {productCardView} from '~/features/catalog/model/product-card-view';
import {organizationJsonLd} from '~/features/catalog/model/structured-data';
import {collectionBasePath} from '~/features/catalog/model/collection-path';
import {loadDiscountRulesOrNone} from '~/features/catalog/discount-rules-loader.server';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {jsonLdMeta, seoMeta, siteOf} from '~/platform/seo';
import {withStreamedPartLoaded} from '~/platform/streamed-below-fold';
import {CollectionCard} from '~/features/catalog/components/CollectionCard';
import {EducationTeasers, RingBuilderEntry} from '~/features/catalog/components/HomeSections';
import {educationTeasers} from '~/features/catalog/model/education-teasers';
import {ProductGrid} from '~/features/catalog/components/ProductGrid';
import {EAGER_CARD_COUNT} from '~/ui/image-loading';

export const handle: RouteHandle = {pageType: 'Homepage'};

export const meta: Route.MetaFunction = (args) => {
  const shop = args.matches[0]?.loaderData?.shop;
  const {origin} = siteOf(args);
  return [
    ...seoMeta(args, {title: shop?.name ?? '', description: shop?.description ?? ''}),
    jsonLdMeta(organizationJsonLd({name: shop?.name ?? '', logoPath: LOGO.src, sameAs: SOCIAL_LINKS.map((link) => link.href)}, origin)),
  ];
};

export async function loader({context}: Route.LoaderArgs) {
  const {storefront} = context;
  // Best sellers sit below the fold: streamed, so the first bytes do not wait for them.
  const discountRules = loadDiscountRulesOrNone(storefront);
  const bestSellers = Promise.all([storefront.query(BEST_SELLERS_QUERY, {cache: storefront.CacheShort()}), discountRules])
    .then(([data, rules]) => (data.collection?.products.nodes ?? []).filter(isListed).map((product) => productCardView(product, rules, calendarDateIn(new Date(), STORE_TIME_ZONE))))
    .catch((error: unknown) => {
      console.error(error);
      return null;
    });
  const [home, rules] = await Promise.all([storefront.query(HOME_QUERY, {cache: storefront.CacheShort()}), discountRules]);
  const collections = HOME_FEATURED_COLLECTIONS.flatMap((handle) => {
    const collection = home.collections.nodes.find((candidate) => candidate.handle === handle);
    return collection ? [{collection, to: `${collectionBasePath(collection.collectionType?.value)}/${handle}`}] : [];
  });
  const featured = home.featured
    ? {title: home.featured.title, products: home.featured.products.nodes.filter(isListed).map((product) => productCardView(product, rules, calendarDateIn(new Date(), STORE_TIME_ZONE)))}
    : null;
  return {featured, collections, education: educationTeasers(home.education.nodes), bestSellers};
}

export const clientLoader = async ({serverLoader}: Route.ClientLoaderArgs) => withStreamedPartLoaded(await serverLoader(), 'bestSellers');

export default function Home() {
  const {featured, collections, education, bestSellers} = useLoaderData<typeof clientLoader>();
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
          <ProductGrid products={featured.products} eagerCount={EAGER_CARD_COUNT} testId="featured-products" />
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="collections-title">
        <h2 id="collections-title">Shop by collection</h2>
        <ul className="collection-grid" data-testid="featured-collections">
          {collections.map(({collection, to}) => (
            <li key={collection.id}>
              <CollectionCard collection={collection} to={to} />
            </li>
          ))}
        </ul>
      </section>

      <RingBuilderEntry />

      <section className="home-section" aria-labelledby="best-sellers-title">
        <h2 id="best-sellers-title">Best sellers</h2>
        <Suspense fallback={<p role="status">Loading...</p>}>
          <Await resolve={bestSellers}>
            {(products) =>
              products ? <ProductGrid products={products} testId="best-sellers" /> : <p>Best sellers are unavailable right now.</p>
            }
          </Await>
        </Suspense>
      </section>

      <EducationTeasers teasers={education} />
    </div>
  );
}

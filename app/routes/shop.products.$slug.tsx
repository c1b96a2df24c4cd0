import {STORE_TIME_ZONE} from '~/config/holidays';
import {calendarDateIn} from '~/features/catalog/model/calendar-date';
import {startTransition, Suspense, useEffect, useMemo} from 'react';
import {data, useLoaderData, useSearchParams, type ShouldRevalidateFunction} from 'react-router';
import type {Route} from './+types/shop.products.$slug';
import {PRODUCT_QUERY, PRODUCT_RECOMMENDATIONS_QUERY} from '~graphql/product';
import {CENTER_STONE_SHAPE_OPTION, DEFAULT_STONE_SHAPE} from '~/config/product';
import {isListed} from '~/features/catalog/model/for-sale';
import {productCardView} from '~/features/catalog/model/product-card-view';
import {galleryImages} from '~/features/catalog/model/product-gallery';
import {breadcrumbJsonLd, productJsonLd} from '~/features/catalog/model/structured-data';
import {initialVariant, variantForChange} from '~/features/catalog/model/variant-selection';
import {variantGidFromParam, variantParam} from '~/features/catalog/model/variant-id';
import {loadDiscountRulesOrNone} from '~/features/catalog/discount-rules-loader.server';
import {productPageData} from '~/features/catalog/product-page-data';
import type {RouteHandle} from '~/features/chrome/route-handle';
import {routeSheetLinks} from '~/styles/route-sheets';
import {lazyIsland} from '~/ui/lazy-island';
import {serverRenderedIsland} from '~/ui/server-rendered-island';
import {recordProductView} from '~/features/catalog/record-product-view';
import {jsonLdMeta, seoMeta, siteOf} from '~/platform/seo';
import {useFeatureFlag} from '~/platform/use-feature-flag';
import {DiscountRulesProvider} from '~/features/catalog/components/DiscountRules';
import {ProductGalleryFrame} from '~/features/catalog/components/ProductGalleryFrame';
import {ProductViewAnalytics} from '~/features/analytics/components/ProductAnalytics';
import {ProductPurchase} from '~/features/catalog/components/ProductPurchase';
import {DropAHint} from '~/features/engagement/components/DropAHint';
import {RichText} from '~/ui/RichText';
import {withStreamedPartLoaded} from '~/platform/streamed-below-fold';

// The gallery's slider (keen-slider) stays out of the first load: the server renders the gallery with
// the chosen image showing, and the browser hydrates it when this code arrives, just after the page.
const ProductGallery = serverRenderedIsland(() => import('~/features/catalog/components/ProductGallery').then((m) => m.ProductGallery));
// Browser-only (local storage) and below the fold: its store and validation stay out of the first load.
const RecentlyViewed = lazyIsland(() => import('~/features/catalog/components/RecentlyViewed').then((m) => m.RecentlyViewed));
// Shipped off (spec §9): its cards stay out of the page's first load.
const RelatedProducts = lazyIsland(() => import('~/features/catalog/components/RelatedProducts').then((m) => m.RelatedProducts));

export const handle: RouteHandle = {pageType: 'Product', sheets: ['product']};

export const links: Route.LinksFunction = () => routeSheetLinks(handle);


export const meta: Route.MetaFunction = (args) => {
  const product = args.data?.product;
  if (!product) return [{title: 'Product not found'}];
  const {origin} = siteOf(args);
  const structured = {...product, images: product.images.nodes, variants: product.variants.nodes};
  return [
    ...seoMeta(args, {
      title: product.seo.title ?? product.title,
      description: product.seo.description ?? product.description.slice(0, 160),
      image: product.images.nodes[0]?.url,
      type: 'product',
    }),
    jsonLdMeta(productJsonLd(structured, args.data.discountRules, origin)),
    jsonLdMeta(breadcrumbJsonLd([{name: 'Home', path: '/'}, {name: product.title, path: `/shop/products/${product.handle}`}], origin)),
  ];
};

/** The variant lives in the URL but every variant is in the loader data: no refetch to switch. */
export const shouldRevalidate: ShouldRevalidateFunction = ({currentUrl, nextUrl, formMethod, defaultShouldRevalidate}) => {
  if (formMethod && formMethod !== 'GET') return false;
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
};

const PREFERRED_SHAPE = {name: CENTER_STONE_SHAPE_OPTION, value: DEFAULT_STONE_SHAPE};

export async function loader({params, context}: Route.LoaderArgs) {
  const {storefront} = context;
  const handle = params.slug;
  if (!/^[a-z0-9][a-z0-9-]{0,254}$/.test(handle)) {
    throw data({error: {code: 'NOT_FOUND', message: 'Product not found'}}, {status: 404});
  }
  const [{product, shop}, discountRules] = await Promise.all([
    storefront.query(PRODUCT_QUERY, {variables: {handle}, cache: storefront.CacheShort()}),
    loadDiscountRulesOrNone(storefront),
  ]);
  // Care plans, the free gift, the love note and the gift voucher have no page of their own.
  if (!product || !isListed(product)) {
    throw data({error: {code: 'NOT_FOUND', message: 'Product not found'}}, {status: 404});
  }
  // Streamed after the page; only asked for where the section is switched on.
  const related = context.appEnv.featureFlags.relatedProductsSection
    ? storefront
        .query(PRODUCT_RECOMMENDATIONS_QUERY, {variables: {productId: product.id}, cache: storefront.CacheShort()})
        .then(({productRecommendations}) => (productRecommendations ?? []).filter(isListed).map((related) => productCardView(related, discountRules, calendarDateIn(new Date(), STORE_TIME_ZONE))))
    : null;
  return {related, financingPlans: shop.shopPayInstallmentsPricing?.financingPlans ?? [], discountRules, ...productPageData(product)};
}

export const clientLoader = async ({serverLoader}: Route.ClientLoaderArgs) => withStreamedPartLoaded(await serverLoader(), 'related');

export default function ProductPage() {
  const {product, descriptionNodes, related, financingPlans, discountRules, variantOptions, storeOptions, isStatic, delivery} = useLoaderData<typeof clientLoader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const showRecentlyViewed = useFeatureFlag('recentlyViewedProductsSection');
  const variants = product.variants.nodes;
  const images = product.images.nodes;
  const variant = initialVariant(variants, variantGidFromParam(searchParams.get('variant')), PREFERRED_SHAPE);
  // Recorded here, not in the lazy list, so a shopper who leaves before the list loads is remembered.
  useEffect(() => {
    if (!showRecentlyViewed) return;
    recordProductView({
      slug: product.handle,
      name: product.title,
      imageUrl: images[0]?.url ?? null,
      imageAlt: images[0]?.altText ?? null,
      price: variants[0]?.price ?? {amount: '0', currencyCode: 'USD'},
    });
    // Once per product page, not on every re-render of the same product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.handle, showRecentlyViewed]);
  // Memoised: the gallery island must see the same props until it has hydrated.
  const gallery = useMemo(() => galleryImages(images, variant?.image), [images, variant?.image]);

  const changeOption = (name: string, value: string) => {
    const next = variantForChange(variants, variant, name, value);
    if (!next) return;
    // After the input's own task: React Router's HydratedRouter keeps the location in plain state,
    // and its listener would otherwise render at input priority inside the click.
    setTimeout(() =>
      startTransition(() =>
        setSearchParams(
          (current) => {
            const params = new URLSearchParams(current);
            params.set('variant', variantParam(next.id));
            return params;
          },
          {replace: true, preventScrollReset: true},
        ),
      ),
    );
  };

  return (
    <DiscountRulesProvider rules={discountRules}>
      <div className="product-page">
        <div className="product-page__media">
          {/* A list that gained the variant's own image is a new carousel. */}
          <ProductGallery.Island
            key={`${gallery.images.length}:${gallery.images[0]?.url}`}
            images={gallery.images}
            activeIndex={gallery.activeIndex}
            title={product.title}
            fallback={<ProductGalleryFrame images={gallery.images} current={gallery.activeIndex} activeIndex={gallery.activeIndex} title={product.title} />}
          />
        </div>
        <div className="product-page__details">
          <p className="eyebrow">{product.productType}</p>
          <h1>{product.title}</h1>
          {variant ? (
            <ProductPurchase
              handle={product.handle}
              tags={product.tags}
              productType={product.productType}
              title={product.title}
              variant={variant}
              variantOptions={variantOptions}
              storeOptions={storeOptions}
              onVariantOptionChange={changeOption}
              isStatic={isStatic}
              financingPlans={financingPlans}
              delivery={delivery}
            />
          ) : (
            <p>This piece is not available right now.</p>
          )}
          <RichText nodes={descriptionNodes} className="product-page__description rich-text" />
          <DropAHint productId={product.id} productTitle={product.title} />
        </div>
      </div>
      {variant ? (
        <ProductViewAnalytics
          productId={product.id}
          name={product.title}
          productType={product.productType}
          vendor={product.vendor}
          variantId={variant.id}
          variantTitle={variant.title}
          price={Number(variant.price.amount)}
          currency={variant.price.currencyCode}
        />
      ) : null}
      {related ? (
        <Suspense fallback={null}>
          <RelatedProducts.Component products={related} />
        </Suspense>
      ) : null}
      {showRecentlyViewed ? (
        <Suspense fallback={null}>
          <RecentlyViewed.Component currentSlug={product.handle} />
        </Suspense>
      ) : null}
    </DiscountRulesProvider>
  );
}

import {data, useLoaderData, useSearchParams, Link} from 'react-router';
import type {Route} from './+types/shop.products.$slug';
import {PRODUCT_QUERY} from '~graphql/product';
import {variantGidFromParam, variantParam} from '~/domain/variant-id';
import {formatMoney, isDiscounted} from '~/domain/money';
import {CatalogImage} from '~/components/ui/CatalogImage';
import {AddToCartButton} from '~/components/cart/AddToCartButton';

export const meta: Route.MetaFunction = ({data: loaderData}) => {
  const product = loaderData?.product;
  if (!product) return [{title: 'Product not found'}];
  return [
    {title: product.seo.title ?? product.title},
    {name: 'description', content: product.seo.description ?? product.description.slice(0, 160)},
  ];
};

export async function loader({params, request, context}: Route.LoaderArgs) {
  const {storefront} = context;
  const handle = params.slug;
  if (!/^[a-z0-9][a-z0-9-]{0,254}$/.test(handle)) {
    throw data({error: {code: 'NOT_FOUND', message: 'Product not found'}}, {status: 404});
  }
  const {product} = await storefront.query(PRODUCT_QUERY, {
    variables: {handle, selectedOptions: []},
    cache: storefront.CacheShort(),
  });
  if (!product) {
    throw data({error: {code: 'NOT_FOUND', message: 'Product not found'}}, {status: 404});
  }
  const requested = variantGidFromParam(new URL(request.url).searchParams.get('variant'));
  const variant =
    product.variants.nodes.find((v) => v.id === requested) ??
    product.selectedOrFirstAvailableVariant ??
    product.variants.nodes[0] ??
    null;
  return {product, variant};
}

export default function ProductPage() {
  const {product, variant} = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const image = variant?.image ?? product.images.nodes[0] ?? null;
  const shipStart = product.estimatedDeliveryDaysStart?.value;
  const shipEnd = product.estimatedDeliveryDaysEnd?.value;

  return (
    <div className="product-page">
      <div className="product-page__media">
        {image ? <CatalogImage key={image.url} image={image} sizes="(min-width: 1024px) 50vw, 100vw" loading="eager" /> : null}
      </div>
      <div className="product-page__details">
        <p className="eyebrow">{product.productType}</p>
        <h1>{product.title}</h1>
        {variant ? (
          <p className="product-page__price" data-testid="product-price">
            {formatMoney(variant.price)}
            {isDiscounted(variant.price, variant.compareAtPrice) && variant.compareAtPrice ? (
              <s className="product-card__compare">
                <span className="visually-hidden">Was </span>
                {formatMoney(variant.compareAtPrice)}
              </s>
            ) : null}
          </p>
        ) : null}
        {product.variants.nodes.length > 1 ? (
          <fieldset className="variant-picker">
            <legend>Choose an option</legend>
            {product.variants.nodes.map((v) => (
              <label key={v.id} className="variant-picker__choice">
                <input
                  type="radio"
                  name="variant"
                  value={variantParam(v.id)}
                  checked={v.id === variant?.id}
                  onChange={() =>
                    setSearchParams({variant: variantParam(v.id)}, {replace: true, preventScrollReset: true})
                  }
                />
                <span>{v.title}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {variant ? (
          <AddToCartButton
            merchandiseId={variant.id}
            disabled={!variant.availableForSale}
            label={variant.availableForSale ? 'Add to cart' : 'Sold out'}
          />
        ) : null}
        {shipStart && shipEnd ? (
          <p className="product-page__ship">
            Ships in {shipStart}–{shipEnd} business days
          </p>
        ) : null}
        <div className="product-page__description">
          <p>{product.description}</p>
        </div>
        <Link to="/shop/cart">View cart</Link>
      </div>
    </div>
  );
}

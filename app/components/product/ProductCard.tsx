import {Link} from 'react-router';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {formatMoney, isDiscounted} from '~/domain/money';
import {CatalogImage} from '~/components/ui/CatalogImage';

export function ProductCard({product, loading}: {product: ProductCardFragment; loading?: 'eager' | 'lazy'}) {
  const price = product.priceRange.minVariantPrice;
  const compareAt = product.compareAtPriceRange.minVariantPrice;
  return (
    <article className="product-card">
      <Link to={`/shop/products/${product.handle}`} className="product-card__link">
        <div className="product-card__media">
          {product.featuredImage ? (
            <CatalogImage image={product.featuredImage} sizes="(min-width: 1024px) 25vw, 50vw" loading={loading} />
          ) : null}
        </div>
        <h3 className="product-card__title">{product.title}</h3>
      </Link>
      <p className="product-card__price">
        <span>{formatMoney(price)}</span>
        {isDiscounted(price, compareAt) ? (
          <s className="product-card__compare">
            <span className="visually-hidden">Was </span>
            {formatMoney(compareAt)}
          </s>
        ) : null}
      </p>
    </article>
  );
}

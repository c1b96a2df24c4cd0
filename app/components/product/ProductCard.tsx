import {useState} from 'react';
import {Link} from 'react-router';
import type {ProductCardFragment} from 'storefrontapi.generated';
import {BADGE_TAG_PREFIX, SHIP_DATE_NOTICE_CUTOFF, SWATCH_OPTION_NAMES} from '~/config/catalog';
import {SETTING_PRODUCT_TYPE} from '~/config/product';
import {badgeLabel} from '~/domain/product-badge';
import {purchaseKind} from '~/domain/purchase-kind';
import {cardSwatches, imagesStartingWith, type CardSwatch} from '~/domain/card-swatches';
import {formatShortDate, parseDays, shipDateNotice} from '~/domain/ship-date';
import {variantParam} from '~/domain/variant-id';
import {CardCarousel} from './CardCarousel';
import {CardSwatches} from './CardSwatches';
import {useDiscountPercent} from './DiscountRules';
import {PriceTag} from './PriceTag';
import type {ImageLoading} from '~/components/ui/CatalogImage';

interface ProductCardProps {
  product: ProductCardFragment;
  loading?: ImageLoading;
}

export function ProductCard({product, loading}: ProductCardProps) {
  const swatches = cardSwatches(product.options, SWATCH_OPTION_NAMES);
  const [selected, setSelected] = useState<CardSwatch | null>(null);
  const [slide, setSlide] = useState(0);

  const images = imagesStartingWith(product.images.nodes, selected?.image ?? null);
  const price = selected?.price ?? product.priceRange.minVariantPrice;
  const compareAt = selected ? selected.compareAtPrice : product.compareAtPriceRange.minVariantPrice;
  const href = `/shop/products/${product.handle}${selected ? `?variant=${variantParam(selected.variantId)}` : ''}`;
  const badge = badgeLabel(product.tags, BADGE_TAG_PREFIX);
  const discountPercent = useDiscountPercent({tags: product.tags, price: Number(price.amount), fields: {productType: product.productType, title: product.title}});
  const notice = shipDateNotice(new Date(), parseDays(product.estimatedDeliveryDaysEnd?.value), SHIP_DATE_NOTICE_CUTOFF);

  const select = (swatch: CardSwatch) => {
    setSelected(swatch);
    // Spec §2: choosing a variant starts its carousel from the first image again.
    setSlide(0);
  };

  return (
    <article
      className="product-card"
      data-testid="product-card"
      data-purchase={purchaseKind(product.isStaticConfiguration?.value, product.productType, SETTING_PRODUCT_TYPE)}
    >
      <div className="product-card__media">
        <CardCarousel id={`card-carousel-${product.handle}`} images={images} index={slide} onIndexChange={setSlide} href={href} loading={loading} />
        {badge ? <span className="product-card__badge">{badge}</span> : null}
      </div>
      <h3 className="product-card__title">
        <Link to={href} className="product-card__link" prefetch="intent">
          {product.title}
        </Link>
      </h3>
      <PriceTag
        className="product-card__price"
        amount={Number(price.amount)}
        compareAt={compareAt ? Number(compareAt.amount) : null}
        currencyCode={price.currencyCode}
        discountPercent={discountPercent}
      />
      <CardSwatches swatches={swatches} selectedId={selected?.variantId ?? null} onSelect={select} productTitle={product.title} productHref={href} />
      {notice ? (
        <p className="product-card__ship-notice" data-testid="ship-date-notice">
          Ships {formatShortDate(notice.shipEnd)}, after the {formatShortDate(notice.cutoff)} holiday cutoff
        </p>
      ) : null}
    </article>
  );
}

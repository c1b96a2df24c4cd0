import {useState} from 'react';
import {Link} from 'react-router';
import {imagesStartingWith} from '~/features/catalog/model/card-swatches';
import type {CardSwatchView, ProductCardView} from '~/features/catalog/model/product-card-view';
import {useCardImages} from '~/features/catalog/hooks/use-card-images';
import {CardCarousel} from './CardCarousel';
import {CardSwatches} from './CardSwatches';
import {PriceTag} from './PriceTag';
import type {ImageLoading} from '~/ui/image-loading';
import {ServerLink} from '~/ui/ServerLink';

interface ProductCardProps {
  product: ProductCardView;
  loading?: ImageLoading;
}

export function ProductCard({product, loading}: ProductCardProps) {
  const [selected, setSelected] = useState<CardSwatchView | null>(null);
  const [slide, setSlide] = useState(0);
  // The page carries the first image; the rest are read when the pointer or focus reaches the carousel.
  const [wanted, setWanted] = useState(false);
  const gallery = useCardImages(product.handle, wanted);

  const onHand = gallery.images ?? (product.image ? [product.image] : []);
  // Before the rest arrive, the images on hand are the first of the carousel's order.
  const images = imagesStartingWith(onHand, selected?.image ?? null);
  // Once the answer is in (or failed), the images on hand are all the carousel has.
  const settled = gallery.status === 'ready' || gallery.status === 'failed';
  const count = settled ? images.length : (selected?.imageCount ?? product.imageCount);
  const price = selected?.price ?? product.price;
  const href = `/shop/products/${product.handle}${selected ? `?variant=${selected.variant}` : ''}`;

  const readImages = () => setWanted(true);
  const select = (swatch: CardSwatchView) => {
    setSelected(swatch);
    // Spec §2: choosing a variant starts its carousel from the first image again.
    setSlide(0);
  };

  return (
    <article className="product-card" data-testid="product-card" data-purchase={product.purchase} onPointerEnter={count > 1 ? readImages : undefined}>
      <div className="product-card__media">
        <CardCarousel
          id={`card-carousel-${product.handle}`}
          images={images}
          count={count}
          index={Math.max(0, Math.min(slide, count - 1))}
          onIndexChange={setSlide}
          onIntent={readImages}
          loading={loading}
        />
        {product.badge ? <span className="product-card__badge">{product.badge}</span> : null}
      </div>
      <h3 className="product-card__title">
        {import.meta.env.SSR ? (
          <ServerLink to={href} className="product-card__link" prefetch="intent">
            {product.title}
          </ServerLink>
        ) : (
          <Link to={href} className="product-card__link" prefetch="intent">
            {product.title}
          </Link>
        )}
      </h3>
      <PriceTag
        className="product-card__price"
        amount={price.amount}
        compareAt={price.compareAt}
        currencyCode={product.currencyCode}
        discountPercent={price.discountPercent}
      />
      <CardSwatches
        swatches={product.swatches}
        more={product.moreSwatches}
        selected={selected}
        onSelect={select}
        productTitle={product.title}
      />
      {product.shipNotice ? (
        <p className="product-card__ship-notice" data-testid="ship-date-notice">
          {product.shipNotice}
        </p>
      ) : null}
    </article>
  );
}

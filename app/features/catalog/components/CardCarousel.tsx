import type {SwatchImage} from '~/features/catalog/model/card-swatches';
import {CatalogImage} from '~/ui/CatalogImage';
import {CARD_GRID_IMAGE_SIZES} from '~/ui/catalog-image-url';
import type {ImageLoading} from '~/ui/image-loading';

interface CardCarouselProps {
  id: string;
  /** The images on hand, in the carousel's order: all of them, or the first ones until the rest are read. */
  images: readonly SwatchImage[];
  /** How many images the carousel steps through. */
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  /** Focus reached the carousel, or a step was asked for: time to read the images (the card reads the pointer's). */
  onIntent: () => void;
  loading?: ImageLoading;
}

/**
 * The card's image carousel. Only the current image is in the page, so a grid of cards costs one
 * image each until a shopper steps through one.
 */
export function CardCarousel({id, images, count, index, onIndexChange, onIntent, loading}: CardCarouselProps) {
  const image = images[index];
  // A step to an image not yet read keeps the last one shown until it arrives.
  const shown = image ?? images[images.length - 1];
  const step = (delta: number) => {
    onIntent();
    onIndexChange((index + delta + count) % count);
  };
  return (
    <div
      className="card-carousel"
      id={id}
      data-testid="card-carousel"
      data-index={index}
      aria-busy={!image && images.length < count ? true : undefined}
      onFocus={count > 1 ? onIntent : undefined}
    >
      {/* The card's title link covers the picture: one link a card to render and hydrate, not two. */}
      <div className="card-carousel__image" aria-hidden="true">
        {shown ? <CatalogImage key={shown.url} image={shown} sizes={CARD_GRID_IMAGE_SIZES} loading={loading} /> : null}
      </div>
      {count > 1 ? (
        <>
          {/* Arrows drawn by the stylesheet: a grid would otherwise server-render and hydrate two SVGs per card. */}
          <button type="button" className="card-carousel__step card-carousel__step--prev" aria-controls={id} aria-label="Previous image" onClick={() => step(-1)} />
          <button type="button" className="card-carousel__step card-carousel__step--next" aria-controls={id} aria-label="Next image" onClick={() => step(1)} />
          <p className="card-carousel__position" aria-live="polite">
            <span className="visually-hidden">Image </span>
            {`${index + 1} / ${count}`}
          </p>
        </>
      ) : null}
    </div>
  );
}

import type {KeyboardEventHandler, Ref} from 'react';
import type {ImageFieldsFragment} from 'storefrontapi.generated';
import {CatalogImage} from '~/ui/CatalogImage';
import {ArrowIcon} from '~/ui/icons';

interface ProductGalleryFrameProps {
  images: readonly ImageFieldsFragment[];
  /** The slide showing. */
  current: number;
  /** The slide whose image loads first: the chosen variant's. */
  activeIndex: number;
  title: string;
  /**
   * Whether every slide has its image. Until the slider is made only the first slide (which the
   * stylesheet shows until then), the current one and the chosen variant's have one: the others sit
   * beside them, near enough for a lazy image to load, and their downloads would share the
   * connection with the page's largest image.
   */
  allSlideImages?: boolean;
  sliderRef?: Ref<HTMLDivElement>;
  onPrevious?: () => void;
  onNext?: () => void;
  onThumb?: (index: number) => void;
  onThumbKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  /** A shopper's pointer, finger or focus comes to the gallery. */
  onReach?: () => void;
}

/**
 * The gallery's markup, the same before and after its slider code arrives: the server renders it
 * with the first image showing (the slider, once made, moves to the chosen variant's), and the
 * gallery island (ProductGallery) hydrates it.
 */
export function ProductGalleryFrame({images, current, activeIndex, title, allSlideImages = false, sliderRef, onPrevious, onNext, onThumb, onThumbKeyDown, onReach}: ProductGalleryFrameProps) {
  if (images.length === 0) return <div className="product-gallery product-gallery--empty" />;
  return (
    <section
      className="product-gallery"
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      data-testid="product-gallery"
      data-current={current}
      onMouseEnter={onReach}
      onTouchStart={onReach}
      onFocus={onReach}
    >
      <div className="product-gallery__stage">
        <div ref={sliderRef} className="keen-slider product-gallery__slider" aria-live="polite">
          {images.map((image, index) => (
            <div
              key={image.id ?? image.url}
              id={`gallery-slide-${index}`}
              className="keen-slider__slide product-gallery__slide"
              role="tabpanel"
              aria-label={`Image ${index + 1} of ${images.length}`}
              aria-hidden={index !== current}
            >
              {allSlideImages || index === 0 || index === current || index === activeIndex ? (
                <CatalogImage image={image} sizes="(min-width: 1024px) 50vw, 100vw" loading={index === activeIndex ? 'priority' : 'lazy'} />
              ) : null}
            </div>
          ))}
        </div>
        {images.length > 1 ? (
          <>
            <button type="button" className="product-gallery__step product-gallery__step--prev" aria-label="Previous image" onClick={onPrevious}>
              <ArrowIcon direction="previous" />
            </button>
            <button type="button" className="product-gallery__step product-gallery__step--next" aria-label="Next image" onClick={onNext}>
              <ArrowIcon direction="next" />
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <div className="product-gallery__thumbs" role="tablist" aria-label="Choose an image">
          {images.map((image, index) => (
            <button
              key={image.id ?? image.url}
              type="button"
              role="tab"
              className="product-gallery__thumb"
              aria-label={`Show image ${index + 1}`}
              aria-selected={index === current}
              aria-controls={`gallery-slide-${index}`}
              tabIndex={index === current ? 0 : -1}
              onClick={onThumb ? () => onThumb(index) : undefined}
              onKeyDown={onThumbKeyDown}
            >
              <CatalogImage image={image} sizes="80px" loading="eager" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

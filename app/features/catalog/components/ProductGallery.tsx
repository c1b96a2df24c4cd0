import {useEffect, useState, type KeyboardEvent} from 'react';
// The ES build, as the announcement banner imports it: one copy of the slider on the product page.
import {useKeenSlider} from 'keen-slider/react.es.js';
import type {ImageFieldsFragment} from 'storefrontapi.generated';
import {CatalogImage} from '~/ui/CatalogImage';
import {ArrowIcon} from '~/ui/icons';

interface ProductGalleryProps {
  images: readonly ImageFieldsFragment[];
  /** The slide to show: the chosen variant's image. */
  activeIndex: number;
  title: string;
}

/** The product images in a keen-slider carousel with thumbnails, arrow keys and step buttons. */
export function ProductGallery({images, activeIndex, title}: ProductGalleryProps) {
  const [current, setCurrent] = useState(activeIndex);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial: activeIndex,
    loop: images.length > 1,
    slideChanged: (instance) => setCurrent(instance.track.details.rel),
  });

  // A variant change moves the gallery to that variant's image.
  useEffect(() => {
    slider.current?.moveToIdx(activeIndex);
  }, [activeIndex, slider]);

  // Thumbnails are tabs: arrow keys, Home and End move between images and keep focus on the tab.
  const onThumbKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = images.length - 1;
    const target = {ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last}[event.key];
    if (target === undefined) return;
    event.preventDefault();
    slider.current?.moveToIdx(target);
    setCurrent(target);
    event.currentTarget.parentElement?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[target]?.focus();
  };

  if (images.length === 0) return <div className="product-gallery product-gallery--empty" />;
  return (
    <section className="product-gallery" aria-roledescription="carousel" aria-label={`${title} images`} data-testid="product-gallery" data-current={current}>
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
              <CatalogImage image={image} sizes="(min-width: 1024px) 50vw, 100vw" loading={index === activeIndex ? 'priority' : 'lazy'} />
            </div>
          ))}
        </div>
        {images.length > 1 ? (
          <>
            <button type="button" className="product-gallery__step product-gallery__step--prev" aria-label="Previous image" onClick={() => slider.current?.prev()}>
              <ArrowIcon direction="previous" />
            </button>
            <button type="button" className="product-gallery__step product-gallery__step--next" aria-label="Next image" onClick={() => slider.current?.next()}>
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
              onClick={() => slider.current?.moveToIdx(index)}
              onKeyDown={onThumbKeyDown}
            >
              <CatalogImage image={image} sizes="80px" />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}

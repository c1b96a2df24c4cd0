import type {FocusEventHandler, MouseEventHandler, Ref, TouchEventHandler} from 'react';
import type {Banner} from '~/features/chrome/model/banners';
import {ArrowIcon} from '~/ui/icons';
import {BannerSlide} from './BannerSlide';

interface BannerCarouselFrameProps {
  banners: Banner[];
  current: number;
  frameRef?: Ref<HTMLElement>;
  trackRef?: Ref<HTMLDivElement>;
  onPrevious?: () => void;
  onNext?: () => void;
  onMouseEnter?: MouseEventHandler<HTMLElement>;
  onMouseLeave?: MouseEventHandler<HTMLElement>;
  onTouchStart?: TouchEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
}

/**
 * The carousel's markup, the same before and after its slider code arrives: the server renders it
 * with the first announcement showing, and the carousel island (BannerCarousel) hydrates it.
 */
export function BannerCarouselFrame({banners, current, frameRef, trackRef, onPrevious, onNext, ...handlers}: BannerCarouselFrameProps) {
  return (
    <section ref={frameRef} className="banner" aria-roledescription="carousel" aria-label="Announcements" data-testid="announcement-banner" {...handlers}>
      <button type="button" className="banner__control" aria-label="Previous announcement" onClick={onPrevious}>
        <ArrowIcon direction="previous" />
      </button>
      <div ref={trackRef} className="keen-slider banner__track">
        {banners.map((banner, index) => (
          <div
            key={`${index}-${banner.content}`}
            className="keen-slider__slide banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
            aria-hidden={index !== current}
            // React 18 knows no `inert` prop: set as an attribute, present or absent.
            {...(index === current ? {} : {inert: ''})}
          >
            <BannerSlide banner={banner} />
          </div>
        ))}
      </div>
      <button type="button" className="banner__control" aria-label="Next announcement" onClick={onNext}>
        <ArrowIcon direction="next" />
      </button>
    </section>
  );
}

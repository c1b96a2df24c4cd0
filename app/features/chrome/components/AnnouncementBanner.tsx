import {useEffect, useRef, useState, type FocusEvent} from 'react';
// The ES build: the package's default entry is CommonJS, which the worker runtime cannot load.
import {useKeenSlider} from 'keen-slider/react.es.js';
import {BANNER_AUTO_ADVANCE_MS} from '~/config/chrome';
import type {Banner} from '~/features/chrome/model/banners';
import {createAutoAdvance, type AutoAdvance} from '~/features/chrome/model/auto-advance';
import {usePrefersReducedMotion} from '~/ui/hooks/use-media-query';
import {ArrowIcon} from '~/ui/icons';
import {BannerSlide} from './BannerSlide';

/** Spec §2/§4: the sticky announcement bar, a looping carousel when there is more than one. */
export function AnnouncementBanner({banners}: {banners: Banner[]}) {
  if (banners.length === 0) return null;
  if (banners.length === 1) {
    return (
      <section className="banner" aria-label="Announcements" data-testid="announcement-banner">
        <div className="banner__single">
          <BannerSlide banner={banners[0]!} />
        </div>
      </section>
    );
  }
  // keen-slider measures its slides once: a different set of banners gets a fresh carousel.
  return <BannerCarousel key={banners.map((banner) => banner.content).join('\n')} banners={banners} />;
}

function BannerCarousel({banners}: {banners: Banner[]}) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const timer = useRef<AutoAdvance | null>(null);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    defaultAnimation: {duration: reducedMotion ? 0 : 600},
    slideChanged: (s) => setCurrent(s.track.details.rel),
    // A swipe is a manual move too: the next automatic one waits a full interval.
    dragStarted: () => timer.current?.pause('drag'),
    dragEnded: () => timer.current?.resume('drag'),
  });

  useEffect(() => {
    const autoAdvance = createAutoAdvance({
      intervalMs: BANNER_AUTO_ADVANCE_MS,
      onAdvance: () => slider.current?.next(),
    });
    timer.current = autoAdvance;
    // Reduced motion: the shopper moves between announcements with the buttons only.
    if (reducedMotion) autoAdvance.pause('reduced-motion');
    autoAdvance.start();
    return () => autoAdvance.stop();
  }, [reducedMotion, slider]);

  const move = (direction: 'previous' | 'next') => {
    if (direction === 'next') slider.current?.next();
    else slider.current?.prev();
    timer.current?.restart();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) timer.current?.resume('focus');
  };

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label="Announcements"
      data-testid="announcement-banner"
      onMouseEnter={() => timer.current?.pause('hover')}
      onMouseLeave={() => timer.current?.resume('hover')}
      onFocus={() => timer.current?.pause('focus')}
      onBlur={onBlur}
    >
      <button type="button" className="banner__control" aria-label="Previous announcement" onClick={() => move('previous')}>
        <ArrowIcon direction="previous" />
      </button>
      <div ref={sliderRef} className="keen-slider banner__track">
        {banners.map((banner, index) => (
          <div
            key={`${index}-${banner.content}`}
            className="keen-slider__slide banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
            aria-hidden={index !== current}
            inert={index !== current}
          >
            <BannerSlide banner={banner} />
          </div>
        ))}
      </div>
      <button type="button" className="banner__control" aria-label="Next announcement" onClick={() => move('next')}>
        <ArrowIcon direction="next" />
      </button>
    </section>
  );
}

import {useEffect, useRef, useState, type FocusEvent} from 'react';
// The ES build: the package's default entry is CommonJS, which the worker runtime cannot load.
import {useKeenSlider} from 'keen-slider/react.es.js';
import {BANNER_AUTO_ADVANCE_MS} from '~/config/chrome';
import type {Banner} from '~/features/chrome/model/banners';
import {createAutoAdvance, type AutoAdvance} from '~/features/chrome/model/auto-advance';
import {flatSlidePositions} from '~/ui/flat-slide-positions';
import {usePrefersReducedMotion} from '~/ui/hooks/use-media-query';
import {useRefWhenIdle} from '~/ui/hooks/use-ref-when-idle';
import {BannerCarouselFrame} from './BannerCarouselFrame';

/** Spec §2/§4: the looping, auto-advancing announcement carousel (keen-slider). */
export function BannerCarousel({banners}: {banners: Banner[]}) {
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  const timer = useRef<AutoAdvance | null>(null);
  const frame = useRef<HTMLElement>(null);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      renderMode: 'custom',
      defaultAnimation: {duration: reducedMotion ? 0 : 600},
      slideChanged: (s) => setCurrent(s.track.details.rel),
      // A swipe is a manual move too: the next automatic one waits a full interval.
      dragStarted: () => timer.current?.pause('drag'),
      dragEnded: () => timer.current?.resume('drag'),
    },
    [flatSlidePositions],
  );
  // The slider is made when the browser is first idle or the shopper reaches for the banner; until
  // then the server's markup shows the first announcement, and the timer's first move is further off.
  const {ref: trackRef, wake} = useRefWhenIdle(sliderRef);

  useEffect(() => {
    const autoAdvance = createAutoAdvance({
      intervalMs: BANNER_AUTO_ADVANCE_MS,
      onAdvance: () => slider.current?.next(),
    });
    timer.current = autoAdvance;
    // Reduced motion: the shopper moves between announcements with the buttons only.
    if (reducedMotion) autoAdvance.pause('reduced-motion');
    // A pointer or focus already on the banner before it hydrated gave React no enter or focus event.
    if (frame.current?.matches(':hover')) autoAdvance.pause('hover');
    if (frame.current?.contains(document.activeElement)) autoAdvance.pause('focus');
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
    <BannerCarouselFrame
      banners={banners}
      current={current}
      frameRef={frame}
      trackRef={trackRef}
      onPrevious={() => move('previous')}
      onNext={() => move('next')}
      onMouseEnter={() => {
        wake();
        timer.current?.pause('hover');
      }}
      onMouseLeave={() => timer.current?.resume('hover')}
      onTouchStart={wake}
      onFocus={() => {
        wake();
        timer.current?.pause('focus');
      }}
      onBlur={onBlur}
    />
  );
}

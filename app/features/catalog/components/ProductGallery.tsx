import {useEffect, useState, type KeyboardEvent} from 'react';
// The ES build, as the announcement banner imports it: one copy of the slider on the product page.
import {useKeenSlider} from 'keen-slider/react.es.js';
import type {ImageFieldsFragment} from 'storefrontapi.generated';
import {flatSlidePositions} from '~/ui/flat-slide-positions';
import {useRefWhenIdle} from '~/ui/hooks/use-ref-when-idle';
import {ProductGalleryFrame} from './ProductGalleryFrame';

interface ProductGalleryProps {
  images: readonly ImageFieldsFragment[];
  /** The slide to show: the chosen variant's image. */
  activeIndex: number;
  title: string;
}

/** The product images in a keen-slider carousel with thumbnails, arrow keys and step buttons. */
export function ProductGallery({images, activeIndex, title}: ProductGalleryProps) {
  const [current, setCurrent] = useState(activeIndex);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(
    {
      initial: activeIndex,
      loop: images.length > 1,
      renderMode: 'custom',
      slideChanged: (instance) => setCurrent(instance.track.details.rel),
    },
    [flatSlidePositions],
  );
  // The slider is made when the browser is first idle or the shopper reaches for the gallery,
  // while the server's markup shows the first image; at once (in a task after hydration) when
  // the variant's image is another. The other slides get their images then too.
  const {ref: stageRef, wake, awake} = useRefWhenIdle(sliderRef);

  // A variant change moves the gallery to that variant's image.
  useEffect(() => {
    if (slider.current) slider.current.moveToIdx(activeIndex);
    else if (activeIndex !== 0) wake();
  }, [activeIndex, slider, wake]);

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

  return (
    <ProductGalleryFrame
      images={images}
      current={current}
      activeIndex={activeIndex}
      title={title}
      allSlideImages={awake}
      sliderRef={stageRef}
      onReach={wake}
      onPrevious={() => slider.current?.prev()}
      onNext={() => slider.current?.next()}
      onThumb={(index) => slider.current?.moveToIdx(index)}
      onThumbKeyDown={onThumbKeyDown}
    />
  );
}

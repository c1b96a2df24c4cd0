import type {KeenSliderInstance, KeenSliderPlugin} from 'keen-slider/react.es.js';

/**
 * keen-slider's own renderer places every slide with `translate3d`, and Chromium gives each element
 * with a 3D transform a compositing layer of its own, then more layers for whatever overlaps them
 * (the gallery's step buttons, the sticky header): 16 layers on a product page against the
 * skeleton's 5, paid for in every frame after a shopper's input. With `renderMode: 'custom'` (keen
 * then leaves the slides alone), this plugin places them with 2D transforms instead; the stylesheet
 * sizes them (`flex: 0 0 100%`, one per view).
 */
const placeSlides = (slider: KeenSliderInstance) => {
  const details = slider.track.details;
  if (!details) return;
  let before = 0;
  slider.slides.forEach((slide, index) => {
    const placed = details.slides[index];
    if (!placed) return;
    // The slides sit side by side in the flex row: move each from there to where the track has it.
    slide.style.transform = `translateX(${placed.distance * slider.size - before}px)`;
    before += placed.size * slider.size;
  });
};

export const flatSlidePositions: KeenSliderPlugin = (slider) => {
  slider.on('created', placeSlides);
  slider.on('detailsChanged', placeSlides);
  slider.on('updated', placeSlides);
};

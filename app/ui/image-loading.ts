/**
 * `priority`: the page's likely largest image, loaded at once and ahead of other images. `eager`: an
 * image on show beside it, requested at once at low priority, so that it does not share the
 * connection with the priority image. `lazy`: loaded when a scroll brings it near.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/** Cards in a grid's first row or so, whose images load at once (home, collections, search). */
export const EAGER_CARD_COUNT = 4;

/**
 * How the image of the card at `index` (0-based) in a grid loads: the first `eagerCount` cards sit
 * above the fold and load theirs at once, the first one ahead of the rest; the others wait for a
 * scroll to bring them near.
 */
export function cardImageLoading(index: number, eagerCount: number): ImageLoading {
  if (index >= eagerCount) return 'lazy';
  return index === 0 ? 'priority' : 'eager';
}

/** The `elementtiming` name of the priority image, whose paint the page's scripts wait for (platform/scripts-after-first-paint.ts). */
export const PRIORITY_IMAGE_TIMING = 'priority-image';

/**
 * The attributes that make an image the page's priority image: fetched ahead of other images, its
 * paint reported (Element Timing). React 18 writes only the lowercase spellings without a warning.
 */
export const priorityImageAttributes = {fetchpriority: 'high', elementtiming: PRIORITY_IMAGE_TIMING} as const;
const fetchPriorityLow = {fetchpriority: 'low'} as const;

/**
 * The `<img>` attributes of a loading mode. Not a `sync` decode for the priority image: it would
 * hold the frame that first paints the page (Chromium waited up to two seconds when a streamed
 * section was revealed in that frame).
 */
export function imageLoadingAttributes(loading: ImageLoading) {
  return {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    decoding: loading === 'priority' ? 'auto' : 'async',
    ...(loading === 'priority' ? priorityImageAttributes : loading === 'eager' ? fetchPriorityLow : {}),
  } as const;
}

/** `priority`: the page's likely largest image, loaded at once and ahead of other images. */
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

/** React 18 writes only the lowercase spelling of the attribute without a warning. */
export const fetchPriorityHigh = {fetchpriority: 'high'} as const;

/**
 * The `<img>` attributes of a loading mode. Not a `sync` decode for the priority image: it would
 * hold the frame that first paints the page (Chromium waited up to two seconds when a streamed
 * section was revealed in that frame).
 */
export function imageLoadingAttributes(loading: ImageLoading) {
  return {
    loading: loading === 'lazy' ? 'lazy' : 'eager',
    decoding: loading === 'priority' ? 'auto' : 'async',
    ...(loading === 'priority' ? fetchPriorityHigh : {}),
  } as const;
}

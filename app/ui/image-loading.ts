/** `priority`: the page's likely largest image, loaded at once and ahead of other images. */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * How the image of the card at `index` (0-based) in a grid loads: the first `eagerCount` cards sit
 * above the fold and load theirs at once, the first one ahead of the rest; the others wait for a
 * scroll to bring them near.
 */
export function cardImageLoading(index: number, eagerCount: number): ImageLoading {
  if (index >= eagerCount) return 'lazy';
  return index === 0 ? 'priority' : 'eager';
}

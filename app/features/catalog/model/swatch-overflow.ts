/** Spec §2: the first `limit` swatches are shown; the rest are summed up as `+N more`. */
export function swatchOverflow<T>(swatches: readonly T[], limit: number): {shown: T[]; more: number; moreLabel: string | null} {
  const shown = swatches.slice(0, Math.max(0, limit));
  const more = swatches.length - shown.length;
  return {shown, more, moreLabel: moreSwatchesLabel(more)};
}

/** `+N more`, or null when no swatch is left over. */
export function moreSwatchesLabel(more: number): string | null {
  return more > 0 ? `+${more} more` : null;
}

/** What the `+N more` are, singular or plural, for screen readers after the visible label. */
export function moreSwatchesNoun(more: number): string {
  return more === 1 ? 'color' : 'colors';
}

import type {Range} from './diamond-filters';

/** A slider's scale: positions run from `min` to `max` in steps of `step`. */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

/** Which thumb of a two-thumb slider: 0 holds the range's minimum, 1 its maximum. */
export type ThumbIndex = 0 | 1;

/** Page keys and Shift with an arrow move this many steps at once (as WAI-ARIA's slider pattern suggests). */
const LARGE_STEP_MULTIPLIER = 10;

function decimalsOf(step: number) {
  const [, fraction = ''] = String(step).split('.');
  return fraction.length;
}

/** The position nearest to `value` that the scale has: on a step, within min..max, free of float dust. */
export function snapToStep(value: number, {min, max, step}: SliderScale): number {
  const steps = Math.round((value - min) / step);
  const snapped = Number((min + steps * step).toFixed(decimalsOf(step)));
  return Math.min(max, Math.max(min, snapped));
}

/** Where `value` sits along the scale, from 0 (min) to 1 (max). */
export function fractionOf(value: number, {min, max}: SliderScale): number {
  if (max === min) return 0;
  return Math.min(1, Math.max(0, (value - min) / (max - min)));
}

/**
 * The position under a pointer at `offset` px from the track's start. The thumb's center stops
 * `thumbSize / 2` short of either end (the thumb never overhangs the track), so the scale runs
 * over `width - thumbSize`.
 */
export function positionAtPointer(offset: number, width: number, thumbSize: number, scale: SliderScale): number {
  const travel = width - thumbSize;
  const fraction = travel > 0 ? (offset - thumbSize / 2) / travel : 0;
  return snapToStep(scale.min + fraction * (scale.max - scale.min), scale);
}

/** The thumb a press on the track moves: the nearer one, and on a tie the one on the side pressed. */
export function nearestThumb([low, high]: Range, position: number): ThumbIndex {
  const toLow = Math.abs(position - low);
  const toHigh = Math.abs(position - high);
  if (toLow !== toHigh) return toLow < toHigh ? 0 : 1;
  return position > high ? 1 : 0;
}

/**
 * A dragged thumb moved to `position`. A thumb dragged past the other one takes over its end of
 * the range (the ends swap), so a drag never sticks where the thumbs meet.
 */
export function dragThumb(range: Range, thumb: ThumbIndex, position: number): {range: Range; thumb: ThumbIndex} {
  const other = range[thumb === 0 ? 1 : 0];
  if (thumb === 0 ? position <= other : position >= other) {
    return {range: thumb === 0 ? [position, other] : [other, position], thumb};
  }
  return {range: thumb === 0 ? [other, position] : [position, other], thumb: thumb === 0 ? 1 : 0};
}

/** The bounds a thumb may take from the keyboard: the scale's ends and the other thumb (WAI-ARIA's multi-thumb slider). */
export function thumbBounds([low, high]: Range, thumb: ThumbIndex, {min, max}: SliderScale): Range {
  return thumb === 0 ? [min, high] : [low, max];
}

/**
 * The position a key press takes a thumb to: arrows a step, Shift with an arrow and the page keys
 * ten, Home and End the thumb's bounds. `null` for a key the slider does not handle.
 */
export function positionAfterKey(range: Range, thumb: ThumbIndex, key: string, shiftKey: boolean, scale: SliderScale): number | null {
  const [lowest, highest] = thumbBounds(range, thumb, scale);
  const current = range[thumb];
  const large = shiftKey ? LARGE_STEP_MULTIPLIER : 1;
  const steps: Record<string, number> = {
    ArrowRight: large,
    ArrowUp: large,
    ArrowLeft: -large,
    ArrowDown: -large,
    PageUp: LARGE_STEP_MULTIPLIER,
    PageDown: -LARGE_STEP_MULTIPLIER,
  };
  if (key === 'Home') return lowest;
  if (key === 'End') return highest;
  const by = steps[key];
  if (by === undefined) return null;
  return Math.min(highest, Math.max(lowest, snapToStep(current + by * scale.step, scale)));
}

import {describe, expect, it} from 'vitest';
import {dragThumb, fractionOf, nearestThumb, positionAfterKey, positionAtPointer, snapToStep, thumbBounds} from './range-slider-values';

const CARAT = {min: 0, max: 5, step: 0.01};
const GRADE = {min: 0, max: 4, step: 1};

describe('range slider positions', () => {
  it('snaps to the nearest step within the scale, without float dust', () => {
    expect(snapToStep(0.1 + 0.2, CARAT)).toBe(0.3);
    expect(snapToStep(1.234, CARAT)).toBe(1.23);
    expect(snapToStep(2.6, GRADE)).toBe(3);
    expect(snapToStep(-1, GRADE)).toBe(0);
    expect(snapToStep(9, GRADE)).toBe(4);
  });

  it('places a value as a fraction of the scale, held to 0-1', () => {
    expect(fractionOf(1, GRADE)).toBe(0.25);
    expect(fractionOf(7, GRADE)).toBe(1);
    expect(fractionOf(3, {min: 3, max: 3, step: 1})).toBe(0);
  });

  it('reads the position under a pointer with the thumb kept inside the track', () => {
    // A 220 px track with a 20 px thumb: the thumb's center runs from 10 px to 210 px.
    expect(positionAtPointer(10, 220, 20, GRADE)).toBe(0);
    expect(positionAtPointer(110, 220, 20, GRADE)).toBe(2);
    expect(positionAtPointer(210, 220, 20, GRADE)).toBe(4);
    expect(positionAtPointer(-40, 220, 20, GRADE)).toBe(0);
    expect(positionAtPointer(500, 220, 20, GRADE)).toBe(4);
    expect(positionAtPointer(5, 10, 20, GRADE)).toBe(0);
  });

  it('moves the nearer thumb for a press on the track, and on a tie the one on the side pressed', () => {
    expect(nearestThumb([1, 3], 0)).toBe(0);
    expect(nearestThumb([1, 3], 4)).toBe(1);
    expect(nearestThumb([1, 3], 2)).toBe(0);
    expect(nearestThumb([2, 2], 3)).toBe(1);
    expect(nearestThumb([2, 2], 1)).toBe(0);
  });

  it('lets a dragged thumb pass the other one, which takes the other end of the range', () => {
    expect(dragThumb([1, 3], 0, 2)).toEqual({range: [2, 3], thumb: 0});
    expect(dragThumb([1, 3], 0, 3)).toEqual({range: [3, 3], thumb: 0});
    expect(dragThumb([1, 3], 0, 4)).toEqual({range: [3, 4], thumb: 1});
    expect(dragThumb([4, 4], 1, 2)).toEqual({range: [2, 4], thumb: 0});
    expect(dragThumb([1, 3], 1, 0)).toEqual({range: [0, 1], thumb: 0});
  });

  it('bounds each thumb by the scale and the other thumb', () => {
    expect(thumbBounds([1, 3], 0, GRADE)).toEqual([0, 3]);
    expect(thumbBounds([1, 3], 1, GRADE)).toEqual([1, 4]);
  });

  describe('keys', () => {
    it('steps with the arrows, ten steps with Shift and the page keys', () => {
      expect(positionAfterKey([0, 5], 0, 'ArrowRight', false, CARAT)).toBe(0.01);
      expect(positionAfterKey([0, 5], 0, 'ArrowUp', true, CARAT)).toBe(0.1);
      expect(positionAfterKey([0, 100], 1, 'ArrowLeft', false, {min: 0, max: 100, step: 1})).toBe(99);
      expect(positionAfterKey([0, 99], 1, 'PageDown', false, {min: 0, max: 100, step: 1})).toBe(89);
      expect(positionAfterKey([1, 2], 0, 'PageUp', false, {min: 1, max: 3, step: 0.01})).toBe(1.1);
    });

    it('takes Home and End to the thumb\'s bounds', () => {
      expect(positionAfterKey([1, 3], 0, 'Home', false, GRADE)).toBe(0);
      expect(positionAfterKey([1, 3], 0, 'End', false, GRADE)).toBe(3);
      expect(positionAfterKey([1, 3], 1, 'Home', false, GRADE)).toBe(1);
      expect(positionAfterKey([1, 3], 1, 'End', false, GRADE)).toBe(4);
    });

    it('never takes a thumb past the other one or off the scale', () => {
      expect(positionAfterKey([2, 2], 0, 'ArrowRight', false, GRADE)).toBe(2);
      expect(positionAfterKey([2, 2], 1, 'PageDown', false, GRADE)).toBe(2);
      expect(positionAfterKey([0, 4], 0, 'ArrowLeft', false, GRADE)).toBe(0);
      expect(positionAfterKey([0, 4], 1, 'PageUp', false, GRADE)).toBe(4);
    });

    it('steps from a position between steps to the next step', () => {
      expect(positionAfterKey([0.333, 5], 0, 'ArrowRight', false, CARAT)).toBe(0.34);
      expect(positionAfterKey([0.333, 5], 0, 'ArrowLeft', false, CARAT)).toBe(0.32);
    });

    it('leaves other keys to the page', () => {
      expect(positionAfterKey([1, 3], 0, 'Tab', false, GRADE)).toBeNull();
      expect(positionAfterKey([1, 3], 0, 'a', false, GRADE)).toBeNull();
    });
  });
});

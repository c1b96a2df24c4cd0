import {describe, expect, it} from 'vitest';
import {CLARITY_SLIDER_MAX, COLOR_SLIDER_MAX} from '~/config/ring-builder';
import {
  bandLabels,
  colorText,
  gradedOnDiamondScales,
  CLARITY_BANDS,
  CLARITY_GRADES,
  COLOR_BANDS,
  COLOR_GRADES,
  gradeIndexRange,
} from './diamond-grades';

describe('grade bands', () => {
  it('has one band per slider step and covers every grade once', () => {
    expect(COLOR_BANDS).toHaveLength(COLOR_SLIDER_MAX);
    expect(CLARITY_BANDS).toHaveLength(CLARITY_SLIDER_MAX);
    expect(COLOR_BANDS.flat()).toEqual([...COLOR_GRADES]);
    expect(CLARITY_BANDS.flat()).toEqual([...CLARITY_GRADES]);
  });

  it('labels the bands for the slider marks', () => {
    expect(bandLabels(COLOR_BANDS)).toEqual(['D-E', 'F-G', 'H-I', 'J-K']);
    expect(bandLabels(CLARITY_BANDS)).toEqual(['FL-IF', 'VVS1', 'VVS2', 'VS1', 'VS2', 'SI1-SI2']);
  });
});

describe('gradeIndexRange', () => {
  it('selects every grade over the full slider range', () => {
    expect(gradeIndexRange(COLOR_BANDS, COLOR_GRADES, [0, 4])).toEqual([0, 7]);
    expect(gradeIndexRange(CLARITY_BANDS, CLARITY_GRADES, [0, 6])).toEqual([0, 7]);
  });

  it('selects the bands between the handles', () => {
    expect(gradeIndexRange(COLOR_BANDS, COLOR_GRADES, [1, 3])).toEqual([2, 5]);
    expect(gradeIndexRange(CLARITY_BANDS, CLARITY_GRADES, [3, 5])).toEqual([4, 5]);
  });

  it('selects nothing when the handles meet, and clamps out-of-range handles', () => {
    expect(gradeIndexRange(COLOR_BANDS, COLOR_GRADES, [2, 2])).toBeNull();
    expect(gradeIndexRange(COLOR_BANDS, COLOR_GRADES, [-3, 99])).toEqual([0, 7]);
  });
});

describe('moissanite grades', () => {
  it('names moissanite colour bands as makers sell them and leaves diamond grades as they are', () => {
    expect(colorText('D-E-F')).toBe('D-E-F colorless');
    expect(colorText('G-H-I')).toBe('G-H-I near colorless');
    expect(colorText('G')).toBe('G');
  });

  it('applies the diamond colour and clarity scales to natural and lab-grown stones, not to moissanite', () => {
    expect(gradedOnDiamondScales('natural')).toBe(true);
    expect(gradedOnDiamondScales('lab')).toBe(true);
    expect(gradedOnDiamondScales('moissanite')).toBe(false);
  });
});

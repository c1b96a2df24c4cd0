import {describe, expect, it} from 'vitest';
import {nearestStoneShapes, shapesWithoutStones} from './shape-alternatives';

describe('shapes without stones', () => {
  it('names the chosen shapes no loose stone is cut in', () => {
    expect(shapesWithoutStones(['Round', 'lozenge'])).toEqual(['Lozenge']);
    expect(shapesWithoutStones(['Oval', 'Unknown'])).toEqual([]);
  });

  it('offers the nearest shapes the setting is also made in, nearest first', () => {
    expect(nearestStoneShapes('Lozenge', ['Round', 'Oval', 'Cushion', 'Emerald', 'Elongated Cushion', 'Lozenge'])).toEqual(['Oval', 'Emerald', 'Elongated Cushion']);
  });

  it('offers the nearest shapes when the setting is made in none of them', () => {
    expect(nearestStoneShapes('Lozenge', ['Lozenge'])).toEqual(['Marquise', 'Pear', 'Elongated Oval']);
    expect(nearestStoneShapes('Round', [])).toEqual([]);
  });
});

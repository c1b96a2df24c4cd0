import {describe, expect, it} from 'vitest';
import {diamondHitSchema} from './diamond-hit';
import {DIAMOND_HIT_ATTRIBUTES} from './diamond-hit-retrieval';

describe('DIAMOND_HIT_ATTRIBUTES', () => {
  it('names exactly the attributes the hit schema reads, so a retrieved stone is never missing one', () => {
    expect([...DIAMOND_HIT_ATTRIBUTES].sort()).toEqual(Object.keys(diamondHitSchema.shape).sort());
  });
});

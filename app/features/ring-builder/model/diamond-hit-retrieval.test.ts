import {describe, expect, it} from 'vitest';
import {DIAMOND_HIT_FIELDS} from './diamond-hit';
import {DIAMOND_HIT_ATTRIBUTES} from './diamond-hit-retrieval';

describe('DIAMOND_HIT_ATTRIBUTES', () => {
  it('names exactly the attributes the hit check reads, so a retrieved stone is never missing one', () => {
    expect([...DIAMOND_HIT_ATTRIBUTES].sort()).toEqual(Object.keys(DIAMOND_HIT_FIELDS).sort());
  });
});

import {describe, expect, it} from 'vitest';
import {parseDotenv} from './env-files';

describe('parseDotenv', () => {
  it('reads keys and values, skipping comments and blank lines', () => {
    expect(parseDotenv('# comment\n\nA=1\nB = two words \n')).toEqual({A: '1', B: 'two words'});
  });

  it('strips matching quotes and keeps = inside values', () => {
    expect(parseDotenv(`A="x=y"\nB='z'\nC="unbalanced'`)).toEqual({A: 'x=y', B: 'z', C: `"unbalanced'`});
  });

  it('keeps empty values and ignores lines without a key', () => {
    expect(parseDotenv('EMPTY=\n=nokey\nnoequals')).toEqual({EMPTY: ''});
  });
});

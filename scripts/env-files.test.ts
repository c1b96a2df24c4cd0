import {describe, expect, it} from 'vitest';
import {parseDotenv, workerEnv} from './env-files';

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

describe('workerEnv', () => {
  it('passes the worker only PUBLIC_, PRIVATE_, SESSION_ and FEATURE_ variables, empty ones included', () => {
    expect(
      workerEnv({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010', PRIVATE_X: 'p', SESSION_SECRET: 's', FEATURE_DROP_A_HINT: '', ALGOLIA_ADMIN_KEY: 'k', LOCAL_STACK_HOST: 'h', PATH: '/bin'}),
    ).toEqual({PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4010', PRIVATE_X: 'p', SESSION_SECRET: 's', FEATURE_DROP_A_HINT: ''});
  });
});

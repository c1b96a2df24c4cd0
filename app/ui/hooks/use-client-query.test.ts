import {describe, expect, it} from 'vitest';
import {noAnswer, queryStatus, settle} from './use-client-query';

describe('queryStatus', () => {
  it('is idle when nothing is asked, loading until the asked key’s answer is in', () => {
    expect(queryStatus(noAnswer, null)).toBe('idle');
    expect(queryStatus(noAnswer, 'a')).toBe('loading');
    expect(queryStatus(settle(noAnswer, 'a', {ok: true, data: 1}), 'b')).toBe('loading');
  });

  it('reads ready or error only for the key the answer was for', () => {
    expect(queryStatus(settle(noAnswer, 'a', {ok: true, data: 1}), 'a')).toBe('ready');
    expect(queryStatus(settle(noAnswer, 'a', {ok: false}), 'a')).toBe('error');
  });
});

describe('settle', () => {
  it('replaces the data with the new answer’s', () => {
    expect(settle(settle(noAnswer, 'a', {ok: true, data: [1]}), 'b', {ok: true, data: [2]})).toEqual({key: 'b', ok: true, data: [2]});
  });

  it('keeps the last data through a failed answer, so results stay on screen', () => {
    expect(settle(settle(noAnswer, 'a', {ok: true, data: [1]}), 'b', {ok: false})).toEqual({key: 'b', ok: false, data: [1]});
  });

  it('leaves the answers as they are when the same answer comes again, so nothing re-renders', () => {
    const data = [1];
    const answered = settle(noAnswer, 'a', {ok: true, data});
    expect(settle(answered, 'a', {ok: true, data})).toBe(answered);
    expect(settle(answered, 'a', {ok: true, data: [1]})).not.toBe(answered);
    expect(settle(answered, 'b', {ok: true, data})).toEqual({key: 'b', ok: true, data});
  });
});

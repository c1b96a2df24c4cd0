import {describe, expect, it} from 'vitest';
import {hintAllowance, hintLimitMessage} from './hint-rate-limit';

const HOUR = 60 * 60 * 1000;
const now = 10 * HOUR;

describe('hintAllowance', () => {
  it('allows a visitor with no earlier hints', () => {
    expect(hintAllowance(undefined, now, 5, HOUR)).toEqual({allowed: true, recent: [], retryAfterSeconds: 0});
  });

  it('allows the fifth hint in an hour and refuses the sixth until the oldest is an hour old', () => {
    const four = [now - 50 * 60_000, now - 40 * 60_000, now - 30 * 60_000, now - 1];
    expect(hintAllowance(four, now, 5, HOUR).allowed).toBe(true);
    const five = [...four, now];
    expect(hintAllowance(five, now, 5, HOUR)).toEqual({allowed: false, recent: five, retryAfterSeconds: 10 * 60});
    expect(hintAllowance(five, now + 10 * 60_000, 5, HOUR).allowed).toBe(true);
  });

  it('forgets hints older than the window and ignores junk or future times in the cookie', () => {
    const stored = [now - 2 * HOUR, 'x', null, Number.NaN, now + HOUR, now - 5];
    expect(hintAllowance(stored, now, 5, HOUR)).toEqual({allowed: true, recent: [now - 5], retryAfterSeconds: 0});
    expect(hintAllowance({length: 9}, now, 5, HOUR).recent).toEqual([]);
  });

  it('keeps no more than the limit, however many the cookie lists', () => {
    const many = Array.from({length: 50}, (_, i) => now - i);
    expect(hintAllowance(many, now, 5, HOUR).recent).toHaveLength(5);
  });
});

describe('hintLimitMessage', () => {
  it('says when the shopper may try again, in minutes', () => {
    expect(hintLimitMessage(5, 600)).toBe('You have sent 5 hints in the last hour. Please try again in 10 minutes.');
    expect(hintLimitMessage(5, 20)).toBe('You have sent 5 hints in the last hour. Please try again in 1 minute.');
  });
});

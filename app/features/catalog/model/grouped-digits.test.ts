import {describe, expect, it} from 'vitest';
import {formatCount, groupDigits} from './grouped-digits';

describe('groupDigits', () => {
  it('groups digits in threes from the right', () => {
    expect(groupDigits('0')).toBe('0');
    expect(groupDigits('999')).toBe('999');
    expect(groupDigits('1000')).toBe('1,000');
    expect(groupDigits('1234567')).toBe('1,234,567');
  });
});

describe('formatCount', () => {
  it('writes counts as en-US does', () => {
    for (const count of [0, 1, 12, 480, 1000, 12480, 100000, 1000000]) expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
  });

  it('writes anything but a whole count as it is', () => {
    expect(formatCount(-3)).toBe('-3');
    expect(formatCount(1.5)).toBe('1.5');
  });
});

import {describe, expect, it} from 'vitest';
import {spreadOf} from './throughput';

describe('throughput spread', () => {
  it('is the range of the runs as a share of their median, and unknown without runs', () => {
    expect(spreadOf([100, 104, 102])).toBeCloseTo(4 / 102);
    expect(spreadOf([])).toBe(Number.POSITIVE_INFINITY);
  });
});

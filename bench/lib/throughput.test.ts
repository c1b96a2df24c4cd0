import {describe, expect, it} from 'vitest';
import {spreadOf, steadyStart} from './throughput';

describe('throughput spread', () => {
  it('is the range of the runs as a share of their median, and unknown without runs', () => {
    expect(spreadOf([100, 104, 102])).toBeCloseTo(4 / 102);
    expect(spreadOf([])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('steady runs', () => {
  it('start at the last rounds once they agree for every app, whatever came before', () => {
    expect(steadyStart([[110, 137, 138, 137], [100, 118, 117, 119]], 3, 0.05)).toBe(1);
    expect(steadyStart([[137, 138, 137], [118, 117, 119]], 3, 0.05)).toBe(0);
  });

  it('are not found while one app disagrees, or before enough rounds have run', () => {
    expect(steadyStart([[137, 110, 138], [118, 117, 119]], 3, 0.05)).toBeNull();
    expect(steadyStart([[137, 138, 137], [118, 100, 119]], 3, 0.05)).toBeNull();
    expect(steadyStart([[137, 138], [118, 117]], 3, 0.05)).toBeNull();
  });

  it('look only at the last rounds: an agreeing stretch earlier does not count', () => {
    expect(steadyStart([[137, 138, 137, 90], [118, 117, 119, 118]], 3, 0.05)).toBeNull();
  });
});

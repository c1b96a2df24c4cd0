import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createAutoAdvance} from './auto-advance';

describe('createAutoAdvance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const onAdvance = vi.fn();
    const timer = createAutoAdvance({intervalMs: 7000, onAdvance});
    return {onAdvance, timer};
  };

  it('advances every 7000 ms once started', () => {
    const {onAdvance, timer} = setup();
    vi.advanceTimersByTime(20_000);
    expect(onAdvance).not.toHaveBeenCalled();
    timer.start();
    vi.advanceTimersByTime(6999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(14_000);
    expect(onAdvance).toHaveBeenCalledTimes(3);
  });

  it('waits a full interval again after a manual move', () => {
    const {onAdvance, timer} = setup();
    timer.start();
    vi.advanceTimersByTime(6000);
    timer.restart();
    vi.advanceTimersByTime(6999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('holds while any pause is in place and resumes with a full interval', () => {
    const {onAdvance, timer} = setup();
    timer.start();
    vi.advanceTimersByTime(5000);
    timer.pause('hover');
    timer.pause('focus');
    vi.advanceTimersByTime(30_000);
    timer.resume('hover');
    vi.advanceTimersByTime(30_000);
    expect(onAdvance).not.toHaveBeenCalled();
    timer.resume('focus');
    vi.advanceTimersByTime(6999);
    expect(onAdvance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('ignores a resume with no matching pause and a restart while paused', () => {
    const {onAdvance, timer} = setup();
    timer.start();
    timer.pause('reduced-motion');
    timer.resume('hover');
    timer.restart();
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });

  it('stays quiet after stop', () => {
    const {onAdvance, timer} = setup();
    timer.start();
    timer.stop();
    timer.restart();
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });
});

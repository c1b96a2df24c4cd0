import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {debounce} from './use-debounced-callback';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('debounce', () => {
  it('calls once, with the last arguments, when calls pause for the delay', () => {
    const callback = vi.fn();
    const debounced = debounce(callback, 750);
    debounced('r');
    vi.advanceTimersByTime(500);
    debounced('ri');
    vi.advanceTimersByTime(500);
    debounced('ring');
    vi.advanceTimersByTime(749);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    expect(callback).toHaveBeenCalledWith('ring');
  });

  it('drops the waiting call on cancel', () => {
    const callback = vi.fn();
    const debounced = debounce(callback, 100);
    debounced(1);
    debounced.cancel();
    vi.advanceTimersByTime(1_000);
    expect(callback).not.toHaveBeenCalled();
  });

  it('makes the waiting call at once on flush, and only once', () => {
    const callback = vi.fn();
    const debounced = debounce(callback, 800);
    debounced('note');
    debounced.flush();
    expect(callback).toHaveBeenCalledWith('note');
    vi.advanceTimersByTime(1_000);
    debounced.flush();
    expect(callback).toHaveBeenCalledOnce();
  });
});

import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {afterNextPaint} from './after-next-paint';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('window', globalThis);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once aborted, before or after the frame', () => {
    const [beforeFrame, afterFrame] = [new AbortController(), new AbortController()];
    const work = vi.fn();
    afterNextPaint(work, beforeFrame.signal);
    afterNextPaint(work, afterFrame.signal);
    beforeFrame.abort();
    paintFrame();
    afterFrame.abort();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});

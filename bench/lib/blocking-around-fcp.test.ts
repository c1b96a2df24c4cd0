import {describe, expect, it} from 'vitest';
import {blockingAroundFcp} from './blocking-around-fcp';

describe('blockingAroundFcp', () => {
  it('counts every long task in the whole load, and only the FCP..TTI part toward TBT', () => {
    const tasks = [
      {startTime: 100, duration: 300}, // wholly before FCP: 250 ms blocking TBT leaves out
      {startTime: 1000, duration: 120}, // after FCP: 70 ms
      {startTime: 1500, duration: 40}, // short: none
    ];
    expect(blockingAroundFcp(tasks, 800, 3000)).toEqual({all: 320, fcpToTti: 70, outside: 250});
  });

  it('clips a task that straddles FCP or TTI to the window', () => {
    const tasks = [
      {startTime: 700, duration: 200}, // 100 ms after FCP at 800: 50 in the window
      {startTime: 2950, duration: 100}, // 50 ms before TTI at 3000: none in the window
    ];
    expect(blockingAroundFcp(tasks, 800, 3000)).toEqual({all: 200, fcpToTti: 50, outside: 150});
  });
});

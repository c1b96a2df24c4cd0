/** A long task as Lighthouse's `long-tasks` audit lists it (simulated timings under simulated throttling). */
export interface LongTask {
  startTime: number;
  duration: number;
}

export interface BlockingAroundFcp {
  /** Blocking time (each task's time over 50 ms) of every long task in the load. */
  all: number;
  /** The part Total Blocking Time counts: each task clipped to FCP..TTI. */
  fcpToTti: number;
  /** The rest: blocking before FCP (or after TTI), which TBT leaves out. */
  outside: number;
}

const BLOCKING_THRESHOLD_MS = 50;

/**
 * TBT counts only the main-thread work between FCP and TTI, so two pages that do the same work
 * differ in TBT by where their first paint falls. This puts the whole load's blocking beside it.
 */
export function blockingAroundFcp(tasks: readonly LongTask[], fcp: number, tti: number): BlockingAroundFcp {
  let all = 0;
  let fcpToTti = 0;
  for (const task of tasks) {
    all += Math.max(0, task.duration - BLOCKING_THRESHOLD_MS);
    const clipped = Math.min(task.startTime + task.duration, tti) - Math.max(task.startTime, fcp);
    fcpToTti += Math.max(0, clipped - BLOCKING_THRESHOLD_MS);
  }
  return {all, fcpToTti, outside: all - fcpToTti};
}

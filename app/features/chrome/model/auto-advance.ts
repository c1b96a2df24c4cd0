// The banner carousel's timer (spec §4): advances every interval, starts a full interval again after
// a manual move, and holds while anything asks it to pause (hover, focus, reduced motion).

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface AutoAdvance {
  /** Starts the first interval (no-op while paused; it starts on the last resume). */
  start(): void;
  /** After a manual next/previous: a full interval again before the next automatic move. */
  restart(): void;
  pause(reason: string): void;
  resume(reason: string): void;
  stop(): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createAutoAdvance(options: {
  intervalMs: number;
  onAdvance: () => void;
  timers?: Timers;
}): AutoAdvance {
  const {intervalMs, onAdvance, timers = globalTimers} = options;
  const pauses = new Set<string>();
  let running = false;
  let handle: unknown = null;

  const clear = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  const schedule = () => {
    clear();
    if (!running || pauses.size > 0) return;
    handle = timers.setTimeout(() => {
      handle = null;
      onAdvance();
      schedule();
    }, intervalMs);
  };

  return {
    start() {
      running = true;
      schedule();
    },
    restart: schedule,
    pause(reason) {
      pauses.add(reason);
      clear();
    },
    resume(reason) {
      if (!pauses.delete(reason)) return;
      schedule();
    },
    stop() {
      running = false;
      clear();
    },
  };
}

import {useEffect, useMemo, useRef} from 'react';

export interface Debounced<A extends unknown[]> {
  /** Calls back `delayMs` after the last call, with that call's arguments. */
  (...args: A): void;
  /** Drops the waiting call. */
  cancel: () => void;
  /** Makes the waiting call now, if there is one. */
  flush: () => void;
}

/** `callback`, called once calls pause for `delayMs`, with the last call's arguments. */
export function debounce<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: A | null = null;
  const run = () => {
    const args = waiting;
    waiting = null;
    clearTimeout(timer);
    if (args) callback(...args);
  };
  const debounced = (...args: A) => {
    waiting = args;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };
  debounced.cancel = () => {
    waiting = null;
    clearTimeout(timer);
  };
  debounced.flush = run;
  return debounced;
}

/**
 * The app's one debounce for components: stable across renders (so it can be handed to widgets
 * that re-create themselves when a function changes), always calling the latest `callback`, and
 * dropping a waiting call when the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo(() => debounce<A>((...args) => latest.current(...args), delayMs), [delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}

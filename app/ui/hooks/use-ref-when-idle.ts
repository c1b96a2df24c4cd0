import {useCallback, useEffect, useState} from 'react';
import {whenIdle} from '~/ui/lazy-island';

/**
 * `ref`, attached once the browser is first idle, or at once when `wake` is called (a shopper
 * reaching for the element). For a ref whose attachment is heavy work, such as creating a slider
 * that measures and places every slide: it then runs in a task of its own rather than in the
 * commit that hydrates the page, where it made a long task longer.
 */
export function useRefWhenIdle<T>(ref: (node: T | null) => void): {ref: ((node: T | null) => void) | undefined; wake: () => void; awake: boolean} {
  const [awake, setAwake] = useState(false);
  useEffect(() => (awake ? undefined : whenIdle(() => setAwake(true))), [awake]);
  const wake = useCallback(() => setAwake(true), []);
  return {ref: awake ? ref : undefined, wake, awake};
}

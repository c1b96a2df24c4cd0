import {useCallback, useEffect, useRef, useState} from 'react';

/** The latest answer the browser received, and the last data it got (kept through a failure). */
export interface QueryAnswers<T> {
  /** The key the latest answer was for; null before any. */
  key: string | null;
  ok: boolean;
  data: T | undefined;
}

export type QueryStatus = 'idle' | 'loading' | 'ready' | 'error';

export const noAnswer: QueryAnswers<never> = {key: null, ok: false, data: undefined};

/** The answers once `key`'s has come: its data, or (when it failed) the data shown before. */
export function settle<T>(previous: QueryAnswers<T>, key: string, result: {ok: true; data: T} | {ok: false}): QueryAnswers<T> {
  // The same answer again (already on hand) leaves the answers as they are: no render for nothing.
  if (result.ok && previous.key === key && previous.ok && previous.data === result.data) return previous;
  return result.ok ? {key, ok: true, data: result.data} : {key, ok: false, data: previous.data};
}

/** Where `key`'s answer stands: nothing asked (null key), on its way, or in. */
export function queryStatus(answers: QueryAnswers<unknown>, key: string | null): QueryStatus {
  if (key === null) return 'idle';
  if (answers.key !== key) return 'loading';
  return answers.ok ? 'ready' : 'error';
}

export interface ClientQuery<T> {
  status: QueryStatus;
  /** The current key's data when ready; while loading or after a failure, the last data received. */
  data: T | undefined;
  /** Asks again for the current key, whatever is on hand; resolves with the new answer. */
  refetch: () => Promise<{ok: true; data: T} | {ok: false} | null>;
}

/**
 * The one way the browser fetches data for a component (see docs/decisions/0007): a string key that
 * names the request (null: ask nothing), and `load`, which answers it. A newer key's answer is never
 * replaced by an older one's; keys that change again at once (a stored build read back, then a
 * link's choices applied over it) are asked for only where they end up; the last data stays on
 * hand while the next loads. `onHand` is an answer already at hand for its key (the server's, or
 * one the caller kept): it is shown in the very render that asks for its key, and not asked again.
 */
export function useClientQuery<T>(
  key: string | null,
  load: (key: string, signal: AbortSignal) => Promise<T>,
  onHand: {key: string; data: T} | null = null,
): ClientQuery<T> {
  // The server's answer is shown at first only while nothing else is asked.
  const [answers, setAnswers] = useState<QueryAnswers<T>>(() =>
    onHand && (key === null || key === onHand.key) ? {key: onHand.key, ok: true, data: onHand.data} : noAnswer,
  );
  const latestLoad = useRef(load);
  const latestKey = useRef(key);
  useEffect(() => {
    latestLoad.current = load;
    latestKey.current = key;
  });

  const ask = useCallback(async (asked: string, signal: AbortSignal): Promise<{ok: true; data: T} | {ok: false}> => {
    try {
      return {ok: true, data: await latestLoad.current(asked, signal)};
    } catch {
      return {ok: false};
    }
  }, []);

  useEffect(() => {
    if (key === null) return;
    if (onHand?.key === key) {
      const {data} = onHand;
      setAnswers((previous) => settle(previous, key, {ok: true, data}));
      return;
    }
    const controller = new AbortController();
    const start = setTimeout(() => {
      void ask(key, controller.signal).then((result) => {
        if (!controller.signal.aborted) setAnswers((previous) => settle(previous, key, result));
      });
    });
    return () => {
      clearTimeout(start);
      controller.abort();
    };
  }, [key, onHand, ask]);

  const refetch = useCallback(async () => {
    const asked = latestKey.current;
    if (asked === null) return null;
    const result = await ask(asked, new AbortController().signal);
    if (latestKey.current === asked) setAnswers((previous) => settle(previous, asked, result));
    return result;
  }, [ask]);

  if (key !== null && answers.key !== key && onHand?.key === key) return {status: 'ready', data: onHand.data, refetch};
  return {status: queryStatus(answers, key), data: answers.data, refetch};
}

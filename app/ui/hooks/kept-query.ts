import {useMemo} from 'react';
import {useClientQuery, type ClientQuery} from './use-client-query';

/**
 * A client query (`useClientQuery`) whose answers the browser keeps for the visit: asked once
 * `wanted`, then on hand at once for any component that asks the same key later (the next page's
 * menu, a card seen again). Returns the hook for that one `load`.
 */
export function keptQuery<T>(load: (key: string, signal: AbortSignal) => Promise<T>) {
  const kept = new Map<string, T>();
  const loadAndKeep = async (key: string, signal: AbortSignal) => {
    const data = await load(key, signal);
    kept.set(key, data);
    return data;
  };
  return function useKeptQuery(key: string, wanted: boolean): ClientQuery<T> {
    const data = kept.get(key);
    const onHand = useMemo(() => (data === undefined ? null : {key, data}), [key, data]);
    return useClientQuery(wanted || onHand ? key : null, loadAndKeep, onHand);
  };
}

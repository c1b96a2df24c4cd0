import type {PersistStorage} from 'zustand/middleware';

/**
 * A zustand `persist` storage whose code (and the schema that checks what it reads back) is loaded
 * on first use: a store that reads its stored state only after hydration keeps it off the first load.
 * When the code cannot be loaded, nothing is read (the store starts empty) and the next use retries.
 */
export function deferredPersistStorage<S>(load: () => Promise<PersistStorage<S>>): PersistStorage<S> {
  let loading: Promise<PersistStorage<S>> | null = null;
  const storage = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    getItem: (name) => storage().then((loaded) => loaded.getItem(name), () => null),
    setItem: (name, value) => storage().then((loaded) => loaded.setItem(name, value), () => undefined),
    removeItem: (name) => storage().then((loaded) => loaded.removeItem(name), () => undefined),
  };
}

// Spec §4 time-limited local storage: the one adapter every persisted store goes through. Values
// carry their expiry; expired or invalid ones are deleted when read and the caller's fallback used.
import type {PersistStorage, StorageValue} from 'zustand/middleware';
import {unwrapExpiring, wrapExpiring} from '~/platform/storage/expiring-value';
import type {StoredValueCheck} from '~/platform/storage/stored-value-check';

/** localStorage when the browser offers it (not during server rendering, not when blocked). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ExpiringStorage {
  get<T>(key: string, check: StoredValueCheck<T>, fallback: T): T;
  set(key: string, value: unknown, hours: number): void;
  remove(key: string): void;
}

export function createExpiringStorage(storage: () => Storage | null = browserStorage, now: () => number = Date.now): ExpiringStorage {
  return {
    get(key, check, fallback) {
      const store = storage();
      if (!store) return fallback;
      const read = unwrapExpiring(store.getItem(key), check, now());
      if (read.status === 'fresh') return read.value;
      if (read.status !== 'missing') store.removeItem(key);
      return fallback;
    },
    set(key, value, hours) {
      try {
        storage()?.setItem(key, wrapExpiring(value, hours, now()));
      } catch {
        // A full or blocked storage only costs the shopper the remembered state.
      }
    },
    remove(key) {
      storage()?.removeItem(key);
    },
  };
}

export const expiringStorage = createExpiringStorage();

/**
 * A zustand `persist` storage over the adapter: the persisted state is validated with `check` (a
 * zod schema or a hand check) and replaced by `fallback` when it fails, expires or is missing.
 */
export function expiringPersistStorage<S>(check: StoredValueCheck<S>, fallback: S, hours: number, storage: ExpiringStorage = expiringStorage): PersistStorage<S> {
  return {
    getItem: (name) => ({state: storage.get(name, check, fallback), version: 0}),
    setItem: (name, value: StorageValue<S>) => storage.set(name, value.state, hours),
    removeItem: (name) => storage.remove(name),
  };
}

import {describe, expect, it, vi} from 'vitest';
import type {PersistStorage} from 'zustand/middleware';
import {deferredPersistStorage} from './deferred-persist-storage';

function memoryStorage(): PersistStorage<number> & {items: Map<string, number>} {
  const items = new Map<string, number>();
  return {
    items,
    getItem: (name) => (items.has(name) ? {state: items.get(name)!, version: 0} : null),
    setItem: (name, value) => void items.set(name, value.state),
    removeItem: (name) => void items.delete(name),
  };
}

describe('deferredPersistStorage', () => {
  it('loads the storage once, on first use, and passes every call through in order', async () => {
    const inner = memoryStorage();
    const load = vi.fn(() => Promise.resolve(inner));
    const storage = deferredPersistStorage(load);
    expect(load).not.toHaveBeenCalled();
    void storage.setItem('a', {state: 1, version: 0});
    void storage.setItem('a', {state: 2, version: 0});
    expect(await storage.getItem('a')).toEqual({state: 2, version: 0});
    await storage.removeItem('a');
    expect(inner.items.size).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads nothing when the storage cannot be loaded, and retries on the next use', async () => {
    const inner = memoryStorage();
    inner.items.set('a', 7);
    const load = vi.fn<() => Promise<PersistStorage<number>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const storage = deferredPersistStorage(load);
    expect(await storage.getItem('a')).toBeNull();
    expect(await storage.getItem('a')).toEqual({state: 7, version: 0});
    expect(load).toHaveBeenCalledTimes(2);
  });
});

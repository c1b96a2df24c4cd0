import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {createExpiringStorage, expiringPersistStorage} from './expiring-storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const HOUR = 3_600_000;
const schema = z.array(z.string());

function setup() {
  const memory = memoryStorage();
  let now = 1_000_000;
  const storage = createExpiringStorage(() => memory, () => now);
  return {memory, storage, advance: (ms: number) => (now += ms)};
}

describe('createExpiringStorage', () => {
  it('reads a value back before it expires', () => {
    const {storage, advance} = setup();
    storage.set('k', ['a'], 168);
    advance(167 * HOUR);
    expect(storage.get('k', schema, [])).toEqual(['a']);
  });

  it('deletes an expired value when read and returns the fallback', () => {
    const {storage, memory, advance} = setup();
    storage.set('k', ['a'], 1);
    advance(HOUR);
    expect(storage.get('k', schema, ['fallback'])).toEqual(['fallback']);
    expect(memory.getItem('k')).toBeNull();
  });

  it('removes a value explicitly', () => {
    const {storage, memory} = setup();
    storage.set('k', ['a'], 1);
    storage.remove('k');
    expect(memory.getItem('k')).toBeNull();
    expect(storage.get('k', schema, [])).toEqual([]);
  });

  it('deletes invalid data and falls back', () => {
    const {storage, memory} = setup();
    memory.setItem('k', '{broken');
    expect(storage.get('k', schema, [])).toEqual([]);
    expect(memory.getItem('k')).toBeNull();
    storage.set('k', [1, 2], 1);
    expect(storage.get('k', schema, ['x'])).toEqual(['x']);
  });

  it('answers the fallback without a storage (server rendering)', () => {
    const storage = createExpiringStorage(() => null);
    storage.set('k', ['a'], 1);
    expect(storage.get('k', schema, ['none'])).toEqual(['none']);
  });
});

describe('expiringPersistStorage', () => {
  it('persists a store state through the adapter with its expiry', () => {
    const {storage, advance} = setup();
    const persist = expiringPersistStorage(schema, [], 2, storage);
    void persist.setItem('store', {state: ['a', 'b'], version: 0});
    expect(persist.getItem('store')).toEqual({state: ['a', 'b'], version: 0});
    advance(2 * HOUR);
    expect(persist.getItem('store')).toEqual({state: [], version: 0});
  });
});
